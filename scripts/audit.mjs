// Lighthouse over every prerendered route (mobile, simulated 4G), one table of scores and vitals.
// A benchmark, not a test: `npm run audit [-- --runs 3] [-- --only /,/contact]`. Needs `npm run build`.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChromium } from "./chromium-path.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    only: { type: "string" },
    port: { type: "string", default: "4180" },
  },
});
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const RUNS = Number(values.runs);
const PORT = Number(values.port);
const ORIGIN = `http://localhost:${PORT}`;

if (!existsSync(`${BUILD_DIR}/server.mjs`)) {
  console.error("Aucun build : lancez d’abord `npm run build`.");
  process.exit(1);
}

/** Every page's path, from the sitemap the build wrote (one source: app/pages.ts). */
async function routes() {
  if (values.only) return values.only.split(",");
  const { readFile } = await import("node:fs/promises");
  const sitemap = await readFile(`${BUILD_DIR}/fr/client/sitemap.xml`, "utf8");
  return [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((match) => match[1] || "/");
}

const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? Number.NaN;
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);

function summarize(lhr) {
  if (lhr.runtimeError)
    console.warn(`  ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scripts =
    lhr.audits["network-requests"]?.details?.items?.filter((item) => item.resourceType === "Script") ?? [];
  return {
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    lcp: numeric(lhr, "largest-contentful-paint"),
    tbt: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

const server = spawn("node", [`${BUILD_DIR}/server.mjs`], {
  env: {
    ...process.env,
    BUILD_DIR,
    PORT: String(PORT),
    LOG_REQUESTS: "0",
    OUTBOX_FILE: ".data/audit-outbox.jsonl",
  },
  stdio: "inherit",
});
await new Promise((resolve) => setTimeout(resolve, 800));
const chrome = await chromeLauncher.launch({
  chromePath: await findChromium(),
  chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
});

const rows = [];
try {
  await mkdir(".lighthouse", { recursive: true });
  for (const route of await routes()) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await lighthouse(`${ORIGIN}${route}`, {
        port: chrome.port,
        output: "html",
        logLevel: "error",
      });
      runs.push(summarize(result.lhr));
      if (run === 0)
        await writeFile(
          `.lighthouse/${route === "/" ? "home" : route.slice(1).replaceAll("/", "_")}.html`,
          result.report,
        );
    }
    const row = { route };
    for (const key of Object.keys(runs[0])) row[key] = median(runs.map((r) => r[key]));
    rows.push(row);
    console.log(
      `${route.padEnd(58)} perf ${row.performance}  a11y ${row.accessibility}  bp ${row.bestPractices}  seo ${row.seo}  LCP ${Math.round(row.lcp)} ms  TBT ${Math.round(row.tbt)} ms  CLS ${row.cls.toFixed(3)}  JS ${(row.jsBytes / 1024).toFixed(1)} KB`,
    );
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}

const table = [
  `Lighthouse ${RUNS > 1 ? `(médiane de ${RUNS})` : "(1 passage)"}, mobile, 4G simulée`,
  "",
  "| Route | Perf. | Access. | Bonnes pratiques | SEO | LCP | TBT | CLS | JS (transféré) |",
  "|---|---|---|---|---|---|---|---|---|",
  ...rows.map(
    (r) =>
      `| ${r.route} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcp / 1000).toFixed(2)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${(r.jsBytes / 1024).toFixed(1)} KB |`,
  ),
].join("\n");
await writeFile(".lighthouse/summary.md", `${table}\n`);
console.log(`\n${table}\n\nRapports détaillés : .lighthouse/`);
