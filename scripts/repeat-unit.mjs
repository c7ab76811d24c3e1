// Runs the unit stage (`npm run test:unit`) N times in a row, each in a fresh process as CI runs it, and
// counts the runs that failed: a test that fails one run in N is a bug to find (issue 27), not a retry to add.
// Usage: npm run test:unit:repeat -- 20
import { spawnSync } from "node:child_process";

const runs = Number(process.argv[2] ?? 10);
if (!Number.isInteger(runs) || runs < 1) {
  console.error("Usage : npm run test:unit:repeat -- <nombre de passes>");
  process.exit(2);
}

const failures = [];
for (let run = 1; run <= runs; run += 1) {
  const started = Date.now();
  const result = spawnSync("npx", ["vitest", "run", "--reporter=dot"], { encoding: "utf8", stdio: "pipe" });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const output = `${result.stdout}${result.stderr}`;
  const failed = [...new Set(output.match(/(?<=^ FAIL {2}).+$/gm) ?? [])];
  if (result.status === 0) console.log(`passe ${run}/${runs} : ok (${seconds} s)`);
  else {
    failures.push(run);
    console.log(
      `passe ${run}/${runs} : ÉCHEC (${seconds} s)\n  ${failed.join("\n  ") || output.slice(-2000)}`,
    );
  }
}
console.log(`\n${runs - failures.length} passed, ${failures.length} failed`);
process.exit(failures.length === 0 ? 0 : 1);
