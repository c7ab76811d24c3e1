// Makes a fresh clone ready: checks Node, installs npm dependencies with `npm ci` (saying how to repair a lock it refuses)
// when they are missing or stale (Node 24 among them: every script after this one runs on it, docs/decisions/031), with
// --browser makes sure a Chromium exists (Debian's package when root on Debian, else Playwright's; as root on Debian
// Chromium's headless shell too, for the browser tests), and with
// --nginx installs nginx and its brotli_static module when root on Debian (e2e/nginx.spec.ts runs the
// generated config on it; elsewhere that test is skipped with a message saying so), and wrk for npm run bench.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { majorOf, requiredMajor, scriptsNode } from "./node-runtime.mjs";

// This script runs on the machine's Node (on a fresh clone, `npm test` and `npm start` start it before Node 24 is
// installed): it needs 20.19, as `npm ci` does.
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} est trop ancien : installez Node 20.19 ou plus récent.`);
  process.exit(1);
}

function run(command, args) {
  console.log(`▸ ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The lock must hold every platform's optional packages (Biome, Rollup, Tailwind's oxide…), or `npm ci` refuses
// it on a fresh clone and a plain `npm install` rewrites it. `npm ci` checks that itself before it installs
// anything; when it refuses, `npm ci --dry-run` (the same check, nothing installed) is run to say how to repair
// it. Not before every install: on a fresh clone that was the same check twice, 6 s of CPU on the way to the tests.
const REPAIR = "npm install --package-lock-only --no-audit --no-fund";
function explainLock() {
  const result = spawnSync("npm", ["ci", "--dry-run", "--no-audit", "--no-fund"], { encoding: "utf8" });
  if (result.status === 0) return;
  console.error(result.stderr.split("\n").slice(0, 12).join("\n"));
  console.error(
    `✗ package-lock.json n’est plus accepté par \`npm ci\` (il ne correspond plus à package.json).\n` +
      `  Réparez-le avec : ${REPAIR}\n  puis committez package-lock.json (voir le README, « Dépendances »).`,
  );
}

// Install scripts (docs/decisions/031): package.json's allowScripts names every dependency that has one, and .npmrc's
// strict-allow-scripts makes npm refuse an unnamed one; npm reads both from 11.16 on. An older npm would run every
// dependency's script: there no script runs at all (--ignore-scripts), which is what allowScripts says while it
// allows none, and an allowed one would need a newer npm.
function installScriptFlags() {
  const version = spawnSync("npm", ["--version"], { encoding: "utf8" }).stdout.trim();
  const [npmMajor, npmMinor] = version.split(".").map(Number);
  if (npmMajor > 11 || (npmMajor === 11 && npmMinor >= 16)) return [];
  const { allowScripts = {} } = JSON.parse(readFileSync("package.json", "utf8"));
  const allowed = Object.keys(allowScripts).filter((name) => allowScripts[name] === true);
  if (allowed.length > 0) {
    console.error(
      `✗ npm ${version} ne lit pas allowScripts (${allowed.join(", ")} doivent lancer leur script d’installation) : installez npm 11.16 ou plus récent (npm install -g npm@11).`,
    );
    process.exit(1);
  }
  console.log(
    `▸ npm ${version} ne lit pas allowScripts : aucun script d’installation ne sera lancé (--ignore-scripts).`,
  );
  return ["--ignore-scripts"];
}

// The stamp names the lock and package.json installed from: a package.json changed without its lock makes
// `npm ci` run again, and refuse.
const STAMP = "node_modules/.lif-install-stamp";
const installHash = () =>
  createHash("sha256")
    .update(readFileSync("package-lock.json"))
    .update(readFileSync("package.json"))
    .digest("hex");
if (!existsSync(STAMP) || readFileSync(STAMP, "utf8") !== installHash()) {
  // `npm ci` installs exactly what the lock pins and never rewrites it, so a test run leaves `git status` clean.
  const result = spawnSync("npm", ["ci", "--no-audit", "--no-fund", ...installScriptFlags()], {
    stdio: "inherit",
  });
  if (result.status !== 0) {
    explainLock();
    process.exit(result.status ?? 1);
  }
  writeFileSync(STAMP, installHash());
}

// The Node every `npm run` finds first from now on: the project's (node_modules/.bin/node), or the machine's where
// the registry has no Node package for this platform (macOS today), which must then be the same major.
const REQUIRED = requiredMajor();
const node = scriptsNode();
if (majorOf(node.version) !== REQUIRED) {
  console.error(
    `✗ Les scripts du projet demandent Node ${REQUIRED} ; ils trouveraient Node ${node.version} (${node.path}).\n` +
      `  Le registre npm n’a pas de paquet node-${process.platform}-${process.arch} ${REQUIRED} : installez Node ${REQUIRED} sur cette machine.`,
  );
  process.exit(1);
}
console.log(
  `✓ Node ${node.version} pour les scripts npm (${node.own ? "celui du projet" : "celui de la machine"} : ${node.path})`,
);

if (process.argv.includes("--browser")) {
  const { findChromium, findTestChromium } = await import("./chromium-path.mjs");
  if (!(await findChromium())) {
    const isRoot = process.getuid?.() === 0;
    if (isRoot && existsSync("/etc/debian_version")) {
      run("apt-get", ["update", "-qq"]);
      run("apt-get", ["install", "-y", "-qq", "chromium"]);
    } else {
      run("npx", ["playwright", "install", "chromium"]);
    }
  }
  // The browser tests' lighter browser (chromium-path.mjs, decision 028): Debian's headless shell, beside the full
  // browser. Optional: without it (another system, no network), the tests run in the full browser, slower.
  const withShell = (await findTestChromium())?.includes("headless-shell");
  if (
    !withShell &&
    !process.env.CHROMIUM_PATH &&
    process.getuid?.() === 0 &&
    existsSync("/etc/debian_version")
  ) {
    console.log("▸ apt-get install chromium-headless-shell");
    const install = spawnSync("apt-get", ["install", "-y", "-qq", "chromium-headless-shell"], {
      stdio: "inherit",
    });
    if (install.status !== 0)
      console.log("  (sans lui, les tests navigateur tournent dans Chromium complet, plus lents)");
  }
  console.log(`✓ Chromium : ${await findChromium()}`);
  console.log(`✓ Chromium des tests navigateur : ${await findTestChromium()}`);
}

if (process.argv.includes("--nginx")) {
  const { findNginx, hasBrotliStatic } = await import("./nginx-path.mjs");
  const isRoot = process.getuid?.() === 0;
  const canInstall = isRoot && existsSync("/etc/debian_version");
  // wrk: npm run bench's load generator, in C (autocannon, in Node, saturates before the servers on 2 cores).
  const hasWrk = spawnSync("wrk", ["--version"]).error === undefined;
  if ((!findNginx() || !hasBrotliStatic() || !hasWrk) && canInstall) {
    // RUNLEVEL=1: the package must not start a system nginx on port 80; the tests run their own.
    const packages = [
      ...(findNginx() ? [] : ["nginx"]),
      ...(hasBrotliStatic() ? [] : ["libnginx-mod-http-brotli-static"]),
      ...(hasWrk ? [] : ["wrk"]),
    ];
    console.log(`▸ apt-get install ${packages.join(" ")}`);
    const env = { ...process.env, RUNLEVEL: "1", DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "-qq", ...packages], { stdio: "inherit", env });
  }
  const nginx = findNginx();
  console.log(
    nginx ? `✓ nginx : ${nginx}` : "! nginx absent et non installable ici : le test nginx sera ignoré.",
  );
}
