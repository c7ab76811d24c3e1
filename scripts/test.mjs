// `npm test`: installs what is missing, then runs the stages in order, stops at the first that fails, and prints
// how long each took (the suite's budget is 10 minutes on two cores: the table says where the time goes).
import { spawnSync } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";

const STAGES = [
  ["installation", "node", ["scripts/bootstrap.mjs", "--browser", "--nginx"]],
  ["typecheck et lint", "npm", ["run", "check"]],
  ["tests unitaires", "npm", ["run", "test:unit"]],
  ["build", "npm", ["run", "build"]],
  ["tests navigateur", "npm", ["run", "test:e2e"]],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
/** The budget of the whole run on two cores (issue 23): over it, the table says which stage grew. */
const BUDGET_MS = 10 * 60 * 1000;
// Times mean little on a shared machine without its load: printed with them, the one-minute average.
const load = () => loadavg()[0].toFixed(1);
const loadAtStart = load();
const times = [];
let failed;
for (const [name, command, args] of STAGES) {
  console.log(`\n▸ ${name} : ${command} ${args.join(" ")}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: "inherit" });
  times.push([name, Date.now() - started]);
  if (status !== 0) {
    failed = name;
    break;
  }
}

const total = times.reduce((sum, [, ms]) => sum + ms, 0);
console.log("\nDurée des étapes de npm test :");
for (const [name, ms] of times) console.log(`  ${name.padEnd(20)} ${seconds(ms).padStart(6)}`);
console.log(`  ${"total".padEnd(20)} ${seconds(total).padStart(6)}`);
console.log(
  `  budget 10 min ${total <= BUDGET_MS ? "tenu" : "dépassé"} ; charge ${loadAtStart} au début, ${load()} à la fin, ${availableParallelism()} cœur(s)`,
);
if (failed) {
  console.error(`✗ npm test : l’étape « ${failed} » a échoué.`);
  process.exit(1);
}
