// Which Node runs the project's scripts (docs/decisions/031). The project brings its own Node 24: the registry's
// `node-<platform>-<arch>` package of this machine, an optional dependency, puts its binary in
// `node_modules/.bin/node`, which npm puts first on the PATH of every `npm run`, `npm start` and `npm test`. Plain
// JavaScript that any Node from 20.19 can run: the bootstrap reads it before `npm install` has brought Node 24.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The major version every script runs on: `engines.node` of package.json (`^24.21.0` → 24). */
export function requiredMajor(root = process.cwd()) {
  const { engines } = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const major = /^\^?(\d+)\./.exec(engines?.node ?? "")?.[1];
  if (!major) throw new Error(`engines.node de package.json illisible : ${engines?.node}`);
  return Number(major);
}

/** The major version of a version string (`v24.21.0` or `24.21.0` → 24). */
export const majorOf = (version) => Number(version.replace(/^v/, "").split(".")[0]);

/** The Node that `npm run` finds first: the project's own when installed for this platform, else the machine's. */
export function scriptsNode(root = process.cwd()) {
  const windows = process.platform === "win32";
  const own = join(root, "node_modules", ".bin", windows ? "node.cmd" : "node");
  if (!existsSync(own)) return { path: process.execPath, version: process.versions.node, own: false };
  const result = spawnSync(own, ["-p", "process.versions.node"], { encoding: "utf8", shell: windows });
  if (result.status !== 0) throw new Error(`${own} ne démarre pas : ${result.stderr || result.error}`);
  return { path: own, version: result.stdout.trim(), own: true };
}
