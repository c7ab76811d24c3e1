// What the Lighthouse scripts share (audit.mjs, audit-scripts-share.mjs): their common arguments, the built
// site served on a port (and, beside it, the same site with a page's scripts removed on request), a headless
// Chromium for Lighthouse, and the median of the runs.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer, request } from "node:http";
import { parseArgs } from "node:util";
import { brotliCompressSync, constants } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import { CHROMIUM_ARGS, findChromium } from "./chromium-path.mjs";

/**
 * Reads the arguments both audits take (`--runs N`, `--only /a,/b`, `--port P`) plus the script's own, and the
 * build to audit (BUILD_DIR); exits with a message on a bad `--runs` or a missing build.
 * @param {{ runs: string; port: string }} defaults
 * @param {Record<string, { type: "string"; default?: string }>} [options] the script's own arguments
 */
export function auditSetup(defaults, options = {}) {
  const { values } = parseArgs({
    options: {
      runs: { type: "string", default: defaults.runs },
      only: { type: "string" },
      port: { type: "string", default: defaults.port },
      ...options,
    },
  });
  const runs = Number(values.runs);
  const port = Number(values.port);
  if (!Number.isInteger(runs) || runs < 1) {
    console.error("--runs attend un entier positif (par exemple --runs 3).");
    process.exit(2);
  }
  if (!Number.isInteger(port) || port < 1) {
    console.error("--port attend un numéro de port (par exemple --port 4180).");
    process.exit(2);
  }
  const buildDir = process.env.BUILD_DIR ?? "build";
  requireBuild(buildDir);
  /** `--only`'s routes, or undefined when it is not given. */
  const only = values.only?.split(",").map((route) => route.trim());
  return { values, runs, port, only, buildDir, clientDir: `${buildDir}/fr/client` };
}

/** Exits with a message when there is no build to audit in `buildDir`. */
export function requireBuild(buildDir) {
  if (!existsSync(`${buildDir}/server.mjs`) || !existsSync(`${buildDir}/fr/client/sitemap.xml`)) {
    console.error(`Aucun build dans ${buildDir} : lancez d’abord \`npm run build\`.`);
    process.exit(1);
  }
}

/** Starts the build's Node server on `port` and resolves once it answers (polled, not a fixed sleep). */
export async function serveBuild(buildDir, port) {
  const origin = `http://localhost:${port}`;
  const server = spawn("node", [`${buildDir}/server.mjs`], {
    env: {
      ...process.env,
      BUILD_DIR: buildDir,
      PORT: String(port),
      LOG_REQUESTS: "0",
      OUTBOX_FILE: ".data/audit-outbox.jsonl",
    },
    stdio: "inherit",
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Le serveur s’est arrêté (code ${server.exitCode}).`);
    try {
      await fetch(`${origin}/`);
      return server;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  server.kill("SIGTERM");
  throw new Error(`Le serveur ne répond pas sur ${origin} après 30 s.`);
}

/** A headless Chromium for Lighthouse to drive. */
export async function launchChromium() {
  return chromeLauncher.launch({
    chromePath: await findChromium(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
}

/** The median of the numbers Lighthouse could measure (the upper one of an even count); NaN if none. */
export function median(numbers) {
  const known = numbers.filter((n) => Number.isFinite(n)).sort((a, b) => a - b);
  return known.length === 0 ? Number.NaN : known[Math.floor(known.length / 2)];
}

/** The query that asks serveWithoutScripts for a page without its scripts. */
export const WITHOUT_SCRIPTS = "sans-scripts";

/** The page's HTML without any script element nor module preload: what the document alone costs. */
export function withoutScripts(html) {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, "").replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/**
 * On `proxyPort`, forwards every request to the site's server on `sitePort` untouched, except a page asked with
 * `?sans-scripts`: that one comes back without its scripts, brotli-compressed as the build compresses pages,
 * with the same headers. The reference a page's scripts are measured against, in the same run.
 */
export function serveWithoutScripts(sitePort, proxyPort) {
  const proxy = createServer((incoming, response) => {
    const url = new URL(incoming.url ?? "/", `http://localhost:${proxyPort}`);
    const stripped = url.searchParams.has(WITHOUT_SCRIPTS);
    url.searchParams.delete(WITHOUT_SCRIPTS);
    const headers = { ...incoming.headers, host: `localhost:${sitePort}` };
    if (stripped) headers["accept-encoding"] = "identity";
    const forward = request(
      `http://localhost:${sitePort}${url.pathname}${url.search}`,
      { method: incoming.method, headers },
      (answer) => {
        if (!stripped) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks = [];
        answer.on("data", (chunk) => chunks.push(chunk));
        answer.on("end", () => {
          let body = Buffer.from(withoutScripts(Buffer.concat(chunks).toString("utf8")));
          const outgoing = { ...answer.headers };
          delete outgoing["transfer-encoding"];
          if (/\bbr\b/.test(String(incoming.headers["accept-encoding"]))) {
            body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
            outgoing["content-encoding"] = "br";
          }
          outgoing["content-length"] = String(body.length);
          response.writeHead(answer.statusCode ?? 502, outgoing);
          response.end(body);
        });
      },
    );
    forward.on("error", () => response.destroy());
    incoming.pipe(forward);
  });
  return new Promise((resolve) => proxy.listen(proxyPort, () => resolve(proxy)));
}
