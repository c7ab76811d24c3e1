import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findTestChromium } from "./scripts/chromium-path.mjs";

// E2E_PORT and BUILD_DIR let several checkouts or builds be tested side by side on one machine.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const OUTBOX_FILE = `.data/e2e-outbox-${PORT}.jsonl`;
/** Set to test a server that is already running (a developer's own build); no server is started then. */
const EXTERNAL_BASE_URL = process.env.PLAYWRIGHT_BASE_URL;
// The sink's control endpoints answer only with this token (e2e/support.ts sends it). Set here, before the
// workers start, so every worker inherits the same one; a server started by hand needs the same value.
process.env.SINK_CONTROL_TOKEN ||= randomBytes(24).toString("hex");

/** Browser tests run against the production build served by server/, with the local e-mail sink. */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // One worker per core, and one more: a worker spends part of its time waiting (a send's bot guard and delivery
  // delays, the sink's outbox), which the extra one fills. Measured back to back on one 2-core build: 2 workers
  // 431 s, 3 workers 381 s (docs/decisions/028, round 5); two per core finished later, not sooner, in full
  // Chromium (docs/decisions/025). `--workers=1` on a loaded machine.
  workers: availableParallelism() + 1,
  // No retry: a flaky test is a bug to find, not to hide.
  retries: 0,
  // A send's outcome comes after the delivery's own waits (the rate limit's 1.1 s retry, 1 s between two
  // messages): 5 s, Playwright's default, left under a second of slack on a busy machine. A longer wait for a
  // state that does come, never a second try.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: EXTERNAL_BASE_URL ?? `http://localhost:${PORT}`,
    locale: "fr-FR",
    // A failed test keeps its trace (every action with its time, the console, the network), without the
    // screencast or each action's DOM snapshot: recording them through every test, for traces thrown away on
    // success, took 13 % (the screencast, decision 028, round 3) and then up to 23 % (the snapshots of the specs
    // that read long pages often, round 6) of the CPU time of the specs measured. No screenshot on failure either:
    // Playwright takes it at every context's close, before it knows the outcome. `--trace on` records it all when
    // a failure needs it.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: false },
    // Chromium's headless shell when installed (scripts/chromium-path.mjs): about half the full browser's CPU time.
    launchOptions: { executablePath: await findTestChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: EXTERNAL_BASE_URL
    ? undefined
    : {
        command: `node ${BUILD_DIR}/server.mjs`,
        url: `http://localhost:${PORT}/`,
        reuseExistingServer: false,
        // The sink on with its control endpoints; many tests send from one address: no per-client limit.
        env: {
          PORT: String(PORT),
          BUILD_DIR,
          LOG_REQUESTS: "0",
          OUTBOX_FILE,
          EMAIL_SINK: "on",
          SINK_CONTROL: "on",
          SINK_CONTROL_TOKEN: process.env.SINK_CONTROL_TOKEN,
          SINK_RATE_LIMIT: "0",
        },
      },
});
