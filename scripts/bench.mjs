// npm run bench: load on the Node server and on the generated nginx config, same build, same machine.
// autocannon, 50 connections, 10 s per target, on a page and on a hashed asset; prints requests/s, p99
// latency, errors and the Node/nginx ratio. A benchmark, not a test: it never fails the build.
//   npm run bench [-- --duration 10 --connections 50 --rounds 3]
// With --rounds N, Node and nginx take turns N times on each target and the median round is kept: on a busy
// machine one round can be off by a factor of two.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const BUILD_DIR = resolve(process.env.BUILD_DIR ?? "build");
const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    rounds: { type: "string", default: "1" },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const ROUNDS = Math.max(1, Number(values.rounds));
const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const HOST = "www.lif-group.fr";

if (
  !existsSync(join(BUILD_DIR, "server.mjs")) ||
  !existsSync(join(BUILD_DIR, "tools", "nginx-harness.mjs"))
) {
  console.error(`Build introuvable dans ${BUILD_DIR} : lancez d’abord npm run build.`);
  process.exit(1);
}
const harness = await import(join(BUILD_DIR, "tools", "nginx-harness.mjs"));

async function startNode() {
  const port = await harness.freePort();
  const data = mkdtempSync(join(tmpdir(), "lif-bench-"));
  const child = spawn(process.execPath, [join(BUILD_DIR, "server.mjs")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR,
      LOG_REQUESTS: "0",
      OUTBOX_FILE: join(data, "outbox.jsonl"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((done) => child.once("exit", done));
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await harness.rawRequest({ port, host: HOST, path: "/" }).catch(() => undefined);
    if (answer?.status === 200) break;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    port,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      rmSync(data, { recursive: true, force: true });
    },
  };
}

function load(port, path) {
  return autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { host: HOST, "accept-encoding": "br, gzip" },
  });
}

// The hashed asset every page waits for: the stylesheet the page links to.
const aboutHtml = readFileSync(join(BUILD_DIR, "fr", "client", "about.html"), "utf8");
const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(aboutHtml)?.[1];
if (!stylesheet) throw new Error("Feuille de style introuvable dans /about");
const targets = [
  ["page HTML /about", "/about"],
  [`ressource hachée ${stylesheet}`, stylesheet],
];

const node = await startNode();
// Plain HTTP on both sides: the same work (no TLS) for a fair comparison; one nginx worker against one Node process.
const nginx = await harness.startNginx({ buildDir: BUILD_DIR, tls: false, workers: 1 });
const rows = [];
try {
  for (const [label, path] of targets) {
    const runs = { Node: [], nginx: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [server, port] of [
        ["Node", node.port],
        ["nginx", nginx.ports.http],
      ]) {
        process.stdout.write(
          `▸ ${server}, ${label}, ${CONNECTIONS} connexions, ${DURATION} s (${round}/${ROUNDS})…\n`,
        );
        const result = await load(port, path);
        runs[server].push({
          rps: result.requests.average,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
        });
      }
    }
    for (const server of ["Node", "nginx"]) {
      const all = runs[server];
      rows.push({
        label,
        server,
        rps: median(all.map((run) => run.rps)),
        p99: median(all.map((run) => run.p99)),
        errors: all.reduce((sum, run) => sum + run.errors, 0),
      });
    }
  }
} finally {
  await node.stop();
  await nginx.stop();
}

const pad = (value, width) => String(value).padEnd(width);
const lines = [
  `| cible | serveur | requêtes/s | p99 (ms) | erreurs | Node/nginx |`,
  `|---|---|---:|---:|---:|---:|`,
];
for (const [label] of targets) {
  const [n, x] = ["Node", "nginx"].map((server) =>
    rows.find((row) => row.label === label && row.server === server),
  );
  const ratio = (n.rps / x.rps).toFixed(2);
  for (const row of [n, x]) {
    lines.push(
      `| ${pad(label, 10)} | ${row.server} | ${Math.round(row.rps)} | ${row.p99} | ${row.errors} | ${row.server === "Node" ? ratio : ""} |`,
    );
  }
}
console.log(`\n${lines.join("\n")}\n`);
const html = rows.filter((row) => row.label === targets[0][0]);
const htmlRatio = html[0].rps / html[1].rps;
const totalErrors = rows.reduce((sum, row) => sum + row.errors, 0);
console.log(
  `Objectif : 0 erreur (${totalErrors}), Node ≥ 0,45 × nginx sur la page HTML (${htmlRatio.toFixed(2)}) : ${
    totalErrors === 0 && htmlRatio >= 0.45 ? "atteint" : "NON atteint"
  }.`,
);
