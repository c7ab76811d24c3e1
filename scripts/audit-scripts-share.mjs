// What the pages' own scripts cost a phone, measured against the same page without them, in one run:
// `npm run audit:scripts [-- --runs 5] [-- --only /contact] [-- --port 4181]`. Needs a build (BUILD_DIR).
//
// Lighthouse's TBT on a long page mixes two costs: style and layout of the document, which any page of that
// length pays, and the scripts. Absolute values also move with the machine's load. So each page is measured
// as served and as a copy with every script removed, the two alternating, and what is printed is the
// difference: the scripts' share of total blocking time and of main-thread script time (parse, compile,
// evaluation). On a shared machine the medians of these differences are what compare, not single runs.
import { readFile } from "node:fs/promises";
import lighthouse from "lighthouse";
import { builtPages, NOT_FOUND_FILE } from "../server/page-files.mjs";
import {
  auditSetup,
  launchChromium,
  median,
  serveBuild,
  serveWithoutScripts,
  WITHOUT_SCRIPTS,
  withoutScripts,
} from "./audit-site.mjs";

const audit = auditSetup({ runs: "3", port: "4181" }, { pages: { type: "string", default: "3" } });
const { values, only } = audit;
const ORIGIN = `http://localhost:${audit.port + 1}`;
/** The prerendered pages, longest first (bytes of HTML without scripts: what the browser lays out). */
async function longestPages(count) {
  const pages = [];
  for (const { file, path, url } of builtPages(audit.clientDir)) {
    if (path !== NOT_FOUND_FILE)
      pages.push({ route: url, length: withoutScripts(await readFile(file, "utf8")).length });
  }
  return pages.sort((a, b) => b.length - a.length).slice(0, count);
}

/** Main-thread time spent on script: parse, compile and evaluation (Lighthouse's work breakdown). */
function scriptTime(lhr) {
  const items = lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [];
  return items
    .filter((item) => item.group === "scriptEvaluation" || item.group === "scriptParseCompile")
    .reduce((sum, item) => sum + item.duration, 0);
}

let chrome;
async function measure(url) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    if (!lhr.runtimeError || attempt === 3) {
      return {
        tbt: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
        script: scriptTime(lhr),
        error: lhr.runtimeError?.code,
      };
    }
  }
}

const pages = only ? only.map((route) => ({ route })) : await longestPages(Number(values.pages));
let server;
const proxy = await serveWithoutScripts(audit.port, audit.port + 1);
const results = pages.map((page) => ({ ...page, with: [], without: [] }));
try {
  server = await serveBuild(audit.buildDir, audit.port);
  chrome = await launchChromium();
  // Run after run, each page with then without its scripts: a load on the machine hits both alike.
  for (let run = 0; run < audit.runs; run += 1) {
    for (const result of results) {
      const order = run % 2 ? ["without", "with"] : ["with", "without"];
      for (const kind of order) {
        const url = `${ORIGIN}${result.route}${kind === "without" ? `?${WITHOUT_SCRIPTS}` : ""}`;
        const measured = await measure(url);
        result[kind].push(measured);
        console.log(
          `passage ${run + 1}/${audit.runs} ${result.route} ${kind === "with" ? "avec scripts" : "sans scripts"} : TBT ${Math.round(measured.tbt)} ms, script ${Math.round(measured.script)} ms${measured.error ? ` (${measured.error})` : ""}`,
        );
      }
    }
  }
} finally {
  await chrome?.kill();
  proxy.close();
  server?.kill("SIGTERM");
}

const round = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : "—");
const lines = [
  `Lighthouse 12 mobile, médianes de ${audit.runs} passage(s) alternés, build ${audit.buildDir}`,
  "",
  "| Page | TBT avec | TBT sans | TBT des scripts | script avec (ms) | script sans (ms) | script des scripts (ms) |",
  "|---|---:|---:|---:|---:|---:|---:|",
];
for (const result of results) {
  const tbtShare = median(result.with.map((run, i) => run.tbt - (result.without[i]?.tbt ?? Number.NaN)));
  const scriptShare = median(
    result.with.map((run, i) => run.script - (result.without[i]?.script ?? Number.NaN)),
  );
  lines.push(
    `| ${result.route} | ${round(median(result.with.map((r) => r.tbt)))} | ${round(median(result.without.map((r) => r.tbt)))} | ${round(tbtShare)} | ${round(median(result.with.map((r) => r.script)))} | ${round(median(result.without.map((r) => r.script)))} | ${round(scriptShare)} |`,
  );
}
console.log(`\n${lines.join("\n")}`);
console.log(
  "\nLa part des scripts est la médiane des différences passage par passage (avec − sans, mesurés l’un après l’autre).",
);
