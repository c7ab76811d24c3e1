// `npm test`: installs what is missing, then runs two chains of stages side by side, stops at the first stage
// that fails, and prints how long each took (the suite's budget is 10 minutes on two cores: the table says where
// the time goes). Why two chains (docs/decisions/025): the build runs on one core most of its time, and the
// typecheck and the unit tests need neither the build nor the browser, so they take the other core beside it.
import { spawn, spawnSync } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";

// On a fresh clone this script and the bootstrap run on the machine's Node (20 is enough): node_modules/.bin/node
// does not exist yet. The bootstrap's `npm ci` brings the project's Node 24 there, and every stage below is an
// `npm run`, whose PATH starts with node_modules/.bin: the stages, and all they start, run on Node 24 (031).
const INSTALL = ["installation", "node", ["scripts/bootstrap.mjs", "--browser", "--nginx"]];
/** The browser tests need the build; the typecheck and the unit tests need neither. */
const CHAINS = [
  [
    ["build", "npm", ["run", "build"]],
    ["tests navigateur", "npm", ["run", "test:e2e"]],
  ],
  [
    ["typecheck et lint", "npm", ["run", "check"]],
    ["tests unitaires", "npm", ["run", "test:unit"]],
  ],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
/** The budget of the whole run on two cores (issue 23): over it, the table says which stage grew. */
const BUDGET_MS = 10 * 60 * 1000;
// Times mean little on a shared machine without its load: printed with them, the one-minute average.
const load = () => loadavg()[0].toFixed(1);
const loadAtStart = load();
const started = Date.now();
const times = [];
const children = new Set();
let failed;

/**
 * Runs one stage. The first chain's output goes straight to the terminal (the browser tests report as they go);
 * the second's is held and printed whole when the stage ends, so the two never interleave line by line.
 */
function runStage([name, command, args], { streamed }) {
  console.log(
    `\n▸ ${name} : ${command} ${args.join(" ")}${streamed ? "" : " (en parallèle, sortie à la fin)"}`,
  );
  const stageStart = Date.now();
  return new Promise((resolve) => {
    // Its own process group, so that stopping it stops what it started too (Playwright, Chromium, the server).
    const child = spawn(command, args, {
      stdio: streamed ? "inherit" : ["ignore", "pipe", "pipe"],
      detached: true,
    });
    children.add(child);
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      children.delete(child);
      const stopped = code !== 0 && failed !== undefined;
      times.push([stopped ? `${name} (arrêtée)` : name, Date.now() - stageStart]);
      if (!streamed) {
        console.log(`\n▸ ${name} : sortie`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(code === 0);
    });
  });
}

/** Stops every running stage with everything it started. */
function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}
// Ctrl+C reaches this process only (the stages have their own groups): pass it on.
process.on("SIGINT", () => {
  failed ??= "interruption (Ctrl+C)";
  stopAll();
});

async function runChain(stages, options) {
  for (const stage of stages) {
    if (failed) return;
    if (!(await runStage(stage, options))) {
      // The first failure is the one reported; a stage stopped because of it is not a failure of its own.
      failed ??= stage[0];
      stopAll();
      return;
    }
  }
}

const install = spawnSync(INSTALL[1], INSTALL[2], { stdio: "inherit" });
times.push([INSTALL[0], Date.now() - started]);
if (install.status !== 0) failed = INSTALL[0];
else await Promise.all(CHAINS.map((stages, index) => runChain(stages, { streamed: index === 0 })));

const total = Date.now() - started;
console.log("\nDurée des étapes de npm test (les deux chaînes après l’installation tournent en parallèle) :");
for (const [name, ms] of times) console.log(`  ${name.padEnd(28)} ${seconds(ms).padStart(6)}`);
console.log(`  ${"total".padEnd(28)} ${seconds(total).padStart(6)}`);
console.log(
  `  budget 10 min ${total <= BUDGET_MS ? "tenu" : "dépassé"} ; charge ${loadAtStart} au début, ${load()} à la fin, ${availableParallelism()} cœur(s)`,
);
if (failed) {
  console.error(`✗ npm test : l’étape « ${failed} » a échoué.`);
  process.exit(1);
}
