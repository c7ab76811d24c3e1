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

/** Where Debian's package puts Chromium's headless shell. */
const HEADLESS_SHELLS = ["/usr/bin/chromium-headless-shell"];

/**
 * The browser the browser tests drive: Chromium's headless shell when it is installed (the old headless mode,
 * without the full browser's interface, as Playwright itself runs headless by default), else `findChromium()`.
 * Measured on this two-core machine, the same tests took about half the CPU time in it (decision 028, round 3);
 * Lighthouse and the screenshots keep the full browser. CHROMIUM_PATH, when set, is used as it is.
 */
export async function findTestChromium() {
  if (process.env.CHROMIUM_PATH) return findChromium();
  return HEADLESS_SHELLS.find((path) => existsSync(path)) ?? (await findChromium());
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
