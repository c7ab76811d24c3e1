// Makes a fresh clone ready: checks Node, installs npm dependencies when they are missing or stale, and
// with --browser makes sure a Chromium exists (Debian's package when root on Debian, else Playwright's).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

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

const STAMP = "node_modules/.lif-install-stamp";
const lockHash = () => createHash("sha256").update(readFileSync("package-lock.json")).digest("hex");
if (!existsSync(STAMP) || readFileSync(STAMP, "utf8") !== lockHash()) {
  // `npm install`, not `npm ci`: npm 11 writes a lock without other platforms' optional packages, then `npm ci`
  // refuses that very lock as out of sync. With the lock present, `npm install` installs exactly what it pins.
  run("npm", ["install", "--no-audit", "--no-fund"]);
  writeFileSync(STAMP, lockHash());
}

if (process.argv.includes("--browser")) {
  const { findChromium } = await import("./chromium-path.mjs");
  if (!(await findChromium())) {
    const isRoot = process.getuid?.() === 0;
    if (isRoot && existsSync("/etc/debian_version")) {
      run("apt-get", ["update", "-qq"]);
      run("apt-get", ["install", "-y", "-qq", "chromium"]);
    } else {
      run("npx", ["playwright", "install", "chromium"]);
    }
  }
  console.log(`✓ Chromium : ${await findChromium()}`);
}
