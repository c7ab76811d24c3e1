// Temporary: A/B of two builds on one route, alternating Lighthouse runs.
import lighthouse from "lighthouse";
import { launchChromium, median, serveBuild } from "./audit-site.mjs";
const [dirA, dirB, route = "/", runs = "6"] = process.argv.slice(2);
const a = await serveBuild(dirA, 4380);
const b = await serveBuild(dirB, 4381);
const chrome = await launchChromium();
const res = { A: [], B: [] };
try {
  for (let i = 0; i < Number(runs); i++) {
    for (const k of i % 2 ? ["B", "A"] : ["A", "B"]) {
      const port = k === "A" ? 4380 : 4381;
      const { lhr } = await lighthouse(`http://localhost:${port}${route}`, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] });
      const v = { lcp: lhr.audits["largest-contentful-paint"].numericValue, fcp: lhr.audits["first-contentful-paint"].numericValue, tbt: lhr.audits["total-blocking-time"].numericValue, perf: lhr.categories.performance.score * 100, bi: lhr.environment.benchmarkIndex };
      res[k].push(v);
      console.log(k, i, JSON.stringify(v));
    }
  }
} finally { await chrome.kill(); a.kill(); b.kill(); }
for (const m of ["lcp", "fcp", "tbt", "perf"]) console.log(m, "A", Math.round(median(res.A.map((r) => r[m]))), "B", Math.round(median(res.B.map((r) => r[m]))), "paired B-A", Math.round(median(res.A.map((r, i) => res.B[i][m] - r[m]))));
