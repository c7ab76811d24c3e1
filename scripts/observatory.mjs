// npm run observatory: the Mozilla HTTP Observatory scanner (@mdn/mdn-http-observatory) against the generated
// nginx config, run for real on loopback ports 80 and 443 with a throwaway CA. A benchmark, not a test: when the
// scanner cannot be installed or the ports are taken, it says so and exits 0.
//   npm run observatory
// The scanner is installed once into node_modules/.cache/lif-observatory with --ignore-scripts and an empty
// conf/hsts-preload.json (the preload list is downloaded by its install script otherwise). It runs as
// `node src/scan.js <host>` so NODE_EXTRA_CA_CERTS trusts the throwaway CA, with a preload that resolves the
// site's two host names to 127.0.0.1 and every other name to nothing: no request leaves the machine.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const SCANNER_VERSION = "1.4.8";
const BUILD_DIR = resolve(process.env.BUILD_DIR ?? "build");
const CACHE = resolve("node_modules/.cache/lif-observatory");
const SCANNER = join(CACHE, "node_modules/@mdn/mdn-http-observatory");
const GOAL = 135;

function skip(reason) {
  console.log(`Observatory ignoré : ${reason}`);
  process.exit(0);
}

if (!existsSync(join(BUILD_DIR, "tools", "nginx-harness.mjs"))) {
  console.error(`Build introuvable dans ${BUILD_DIR} : lancez d’abord npm run build.`);
  process.exit(1);
}
const harness = await import(join(BUILD_DIR, "tools", "nginx-harness.mjs"));
if (!harness.findNginx())
  skip("nginx n’est pas installé (node scripts/bootstrap.mjs --nginx l’installe en root sur Debian).");

if (!existsSync(join(SCANNER, "src", "scan.js"))) {
  console.log(`▸ installation de @mdn/mdn-http-observatory@${SCANNER_VERSION} dans ${CACHE}`);
  mkdirSync(CACHE, { recursive: true });
  writeFileSync(join(CACHE, "package.json"), '{ "private": true }\n');
  const install = spawnSync(
    "npm",
    [
      "install",
      "--prefix",
      CACHE,
      "--ignore-scripts",
      "--no-audit",
      "--no-fund",
      `@mdn/mdn-http-observatory@${SCANNER_VERSION}`,
    ],
    { stdio: "inherit" },
  );
  if (install.status !== 0 || !existsSync(join(SCANNER, "src", "scan.js")))
    skip("le scanner n’a pas pu être installé.");
}
// Without its install script the scanner has no HSTS preload list: an empty one (the site is not preloaded).
mkdirSync(join(SCANNER, "conf"), { recursive: true });
writeFileSync(join(SCANNER, "conf", "hsts-preload.json"), "{}\n");

const portFree = (port) =>
  new Promise((done) => {
    const server = createServer();
    server.once("error", () => done(false));
    server.listen(port, "127.0.0.1", () => server.close(() => done(true)));
  });
for (const port of [80, 443]) {
  if (!(await portFree(port))) skip(`le port ${port} de 127.0.0.1 est occupé (ou réservé à root).`);
}

const work = mkdtempSync(join(tmpdir(), "lif-observatory-"));
const hosts = Object.values(harness.HOSTS);
const preload = join(work, "resolve-site-locally.mjs");
writeFileSync(
  preload,
  `import dns from "node:dns";
const SITE = new Set(${JSON.stringify(hosts)});
const original = dns.lookup;
dns.lookup = function lookup(hostname, options, callback) {
  const done = typeof options === "function" ? options : callback;
  const all = typeof options === "object" && options !== null && options.all;
  if (!SITE.has(hostname)) {
    const error = Object.assign(new Error("getaddrinfo ENOTFOUND " + hostname), { code: "ENOTFOUND", hostname });
    return process.nextTick(done, error);
  }
  return all ? process.nextTick(done, null, [{ address: "127.0.0.1", family: 4 }]) : process.nextTick(done, null, "127.0.0.1", 4);
};
dns.promises.lookup = async (hostname) => {
  if (!SITE.has(hostname)) throw Object.assign(new Error("getaddrinfo ENOTFOUND " + hostname), { code: "ENOTFOUND" });
  return { address: "127.0.0.1", family: 4 };
};
void original;
`,
);

const nginx = await harness.startNginx({ buildDir: BUILD_DIR, ports: { http: 80, https: 443 } });
const results = [];
try {
  for (const host of hosts) {
    const scan = spawnSync(process.execPath, ["--import", preload, join(SCANNER, "src", "scan.js"), host], {
      cwd: SCANNER,
      encoding: "utf8",
      env: { ...process.env, NODE_EXTRA_CA_CERTS: nginx.caFile },
      timeout: 120_000,
    });
    let report;
    try {
      report = JSON.parse(scan.stdout);
    } catch {
      report = { error: `${scan.stdout}\n${scan.stderr}`.trim() };
    }
    results.push({ host, report });
  }
} finally {
  await nginx.stop();
  rmSync(work, { recursive: true, force: true });
}

let allMet = true;
for (const { host, report } of results) {
  if (report.error) {
    console.log(`\n${host} : échec du scan : ${report.error}`);
    allMet = false;
    continue;
  }
  const { score, grade, testsPassed, testsQuantity } = report.scan;
  console.log(`\n${host} : ${score}/100+ (${grade}), ${testsPassed}/${testsQuantity} tests réussis`);
  for (const [name, test] of Object.entries(report.tests)) {
    const modifier = test.scoreModifier > 0 ? `+${test.scoreModifier}` : String(test.scoreModifier);
    console.log(`  ${test.pass ? "✓" : "✗"} ${name.padEnd(34)} ${modifier.padStart(4)}  ${test.result}`);
  }
  if (score < GOAL) allMet = false;
}
console.log(`\nObjectif : au moins ${GOAL} sur chaque hôte : ${allMet ? "atteint" : "NON atteint"}.`);
