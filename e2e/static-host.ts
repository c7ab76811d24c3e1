// Publishes a variant's build as on Cloudflare Pages, under Cloudflare's own emulator (`wrangler pages dev`, the
// host's code for _headers, _redirects and file serving, on workerd), on loopback and offline. Used by
// e2e/static-host.spec.ts.
import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { PAGES, type Variant } from "../app/pages";
import { LEGACY_REDIRECTS } from "../app/redirects";
import { freePort, LOOPBACK, rawRequest } from "../scripts/nginx-harness";
import { headersFile, redirectsFile } from "../server/deploy/static-host-configs";
import { readSiteManifest, variantPolicies } from "../server/headers/site-manifest";

export type StaticHostRun = { port: number; output: () => string; stop: () => Promise<void> };

/** Any date wrangler's workerd supports: pinned, so no run depends on the day or asks which dates exist. */
const COMPATIBILITY_DATE = "2026-04-01";
const READY_WITHIN_MS = 60_000;

/**
 * Copies `<buildDir>/<variant>/client` to a temp folder with the `_headers` and `_redirects` the generators
 * write for a build that posts to EmailJS (a build posting to its own origin gets none: its leads would be
 * lost on a static host), and serves it with `wrangler pages dev`. Telemetry, the update check and the
 * `Request.cf` download are off, and e2e/no-network.cjs refuses any other name lookup or connection.
 */
export async function startStaticHost(buildDir: string, variant: Variant): Promise<StaticHostRun> {
  const dir = mkdtempSync(join(tmpdir(), `lif-pages-${variant}-`));
  const site = join(dir, "site");
  cpSync(join(buildDir, variant, "client"), site, { recursive: true });
  const policies = variantPolicies(readSiteManifest(buildDir), variant);
  writeFileSync(join(site, "_headers"), headersFile(policies));
  writeFileSync(
    join(site, "_redirects"),
    redirectsFile(
      LEGACY_REDIRECTS,
      PAGES.map((page) => page.path),
    ),
  );

  const [port, inspectorPort] = [await freePort(), await freePort()];
  let output = "";
  const wrangler: ChildProcess = spawn(
    process.execPath,
    [
      resolve("node_modules/wrangler/bin/wrangler.js"),
      "pages",
      "dev",
      site,
      "--ip",
      LOOPBACK,
      "--port",
      String(port),
      "--inspector-port",
      String(inspectorPort),
      "--compatibility-date",
      COMPATIBILITY_DATE,
      "--persist-to",
      join(dir, "state"),
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
    ],
    {
      cwd: dir,
      env: {
        ...process.env,
        NODE_OPTIONS: `--require ${resolve("e2e/no-network.cjs")}`,
        WRANGLER_SEND_METRICS: "false",
        WRANGLER_HIDE_BANNER: "true",
        CLOUDFLARE_CF_FETCH_ENABLED: "false",
        WRANGLER_LOG_PATH: join(dir, "logs"),
        XDG_CONFIG_HOME: join(dir, "config"),
        CI: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group: wrangler runs workerd and esbuild, and stop() ends them all at once.
      detached: true,
    },
  );
  const signalAll = (signal: NodeJS.Signals) => {
    try {
      process.kill(-(wrangler.pid as number), signal);
    } catch {
      // Already gone.
    }
  };
  // A test worker that dies without its afterAll hooks must not leave the emulator running.
  const onExit = () => signalAll("SIGKILL");
  process.once("exit", onExit);
  wrangler.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  wrangler.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolveExit) => wrangler.once("exit", () => resolveExit()));
  const stop = async () => {
    signalAll("SIGTERM");
    const stubborn = setTimeout(() => signalAll("SIGKILL"), 5_000);
    await exited;
    clearTimeout(stubborn);
    process.off("exit", onExit);
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + READY_WITHIN_MS;
  for (;;) {
    if (wrangler.exitCode !== null) {
      await stop();
      throw new Error(`wrangler pages dev s’est arrêté :\n${output}`);
    }
    const answer = await rawRequest({ port, host: LOOPBACK, path: "/robots.txt" }).catch(() => undefined);
    if (answer?.status === 200) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler pages dev ne répond pas après ${READY_WITHIN_MS / 1000} s :\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return { port, output: () => output, stop };
}
