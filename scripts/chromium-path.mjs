// Where a Chromium is on this machine: CHROMIUM_PATH, Debian's package, or Playwright's own download.
import { existsSync } from "node:fs";

const SYSTEM_CHROMIUMS = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

/** The path of a usable Chromium, or undefined when none is installed. */
export async function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, ...SYSTEM_CHROMIUMS].filter(Boolean);
  const system = candidates.find((path) => existsSync(path));
  if (system) return system;
  try {
    const { chromium } = await import("playwright-core");
    const bundled = chromium.executablePath();
    return existsSync(bundled) ? bundled : undefined;
  } catch {
    return undefined;
  }
}

/** Flags for a root, offline sandbox: no sandbox (root), and no calls home that a closed network refuses. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
