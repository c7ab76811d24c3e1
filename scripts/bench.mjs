// npm run bench: load on the Node server and on the generated nginx config, same build, same machine, on a page
// and on a hashed asset; prints requests/s, p99 latency, errors, the Node/nginx ratio and, beside them, the CPU
// time the load generator and each server spent, so the table shows who was the bottleneck (docs/decisions/032).
// A benchmark, not a test: it never fails the build.
//   npm run bench [-- --duration 10 --connections 50 --rounds 3]
// The generator is wrk (Debian's package, installed by `node scripts/bootstrap.mjs --nginx` as nginx is), in C,
// one thread: on 2 cores it leaves one core to the server. Without it the bench says so and falls back to
// autocannon, which runs in Node and, on a small machine, saturates before the server does (its CPU time is
// printed: when it nears the run's duration, the figures measure autocannon).
// With --rounds N, Node and nginx take turns N times on each target and the median round is kept: on a busy
// machine one round can be off by a factor of two.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";

const BUILD_DIR = resolve(process.env.BUILD_DIR ?? "build");
const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    rounds: { type: "string", default: "1" },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const ROUNDS = Math.max(1, Number(values.rounds));
const median = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];
const HOST = "www.lif-group.fr";
const GOAL = 0.45;

if (
  !existsSync(join(BUILD_DIR, "server.mjs")) ||
  !existsSync(join(BUILD_DIR, "tools", "nginx-harness.mjs"))
) {
  console.error(`Build introuvable dans ${BUILD_DIR} : lancez d’abord npm run build.`);
  process.exit(1);
}
const harness = await import(join(BUILD_DIR, "tools", "nginx-harness.mjs"));

// --- CPU time, read from /proc (Linux): a process's own, and that of the children this process has reaped. ---
const TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
/** Fields of /proc/<pid>/stat after the command name (which may hold spaces). */
function statFields(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, "utf8");
    return text.slice(text.lastIndexOf(")") + 2).split(" ");
  } catch {
    return undefined;
  }
}
/** User + system seconds of a running process (fields 14 and 15 of stat). */
const cpuOf = (pid) => {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / TICKS : 0;
};
/** User + system seconds of this process's reaped children (fields 16 and 17): wrk, once it has exited. */
const childrenCpu = () => {
  const fields = statFields(process.pid);
  return fields ? (Number(fields[13]) + Number(fields[14])) / TICKS : 0;
};
/** nginx's master and its workers. */
function nginxPids(dir) {
  const master = Number(readFileSync(join(dir, "nginx.pid"), "utf8").trim());
  const workers = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => statFields(pid)?.[1] === String(master));
  return [master, ...workers.map(Number)];
}

// --- The generator: wrk when installed, else autocannon. ---
const hasWrk = spawnSync("wrk", ["--version"], { encoding: "utf8" }).error === undefined;
const GENERATOR = hasWrk ? "wrk" : "autocannon";
if (!hasWrk)
  console.log(
    "! wrk introuvable (sudo apt-get install wrk, ou node scripts/bootstrap.mjs --nginx en root sur Debian) : " +
      "repli sur autocannon, qui tourne en Node et sature souvent avant le serveur sur 2 cœurs. " +
      "Comparez son temps CPU à la durée de la mesure avant de lire les chiffres.",
  );

/** wrk's text report: requests/s, p99 (ms), errors (socket errors and non-2xx/3xx answers). */
function parseWrk(text) {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? Number.NaN);
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)\b/.exec(text);
  const scale = { us: 0.001, ms: 1, s: 1000 };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0);
  const errors = (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0) + non2xx;
  return { rps, p99: p99 ? Number(p99[1]) * scale[p99[2]] : Number.NaN, errors };
}

async function load(port, path) {
  const url = `http://127.0.0.1:${port}${path}`;
  if (hasWrk) {
    const before = childrenCpu();
    const text = await new Promise((done, fail) => {
      const child = spawn(
        "wrk",
        [
          "-t1",
          `-c${CONNECTIONS}`,
          `-d${DURATION}s`,
          "--latency",
          "-H",
          `Host: ${HOST}`,
          "-H",
          "Accept-Encoding: br, gzip",
          url,
        ],
        { stdio: ["ignore", "pipe", "inherit"] },
      );
      let out = "";
      child.stdout.on("data", (chunk) => {
        out += chunk;
      });
      child.once("error", fail);
      child.once("exit", (code) => (code === 0 ? done(out) : fail(new Error(`wrk a échoué (${code})`))));
    });
    return { ...parseWrk(text), generatorCpu: childrenCpu() - before };
  }
  const { default: autocannon } = await import("autocannon");
  const before = process.cpuUsage();
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { host: HOST, "accept-encoding": "br, gzip" },
  });
  const used = process.cpuUsage(before);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    generatorCpu: (used.user + used.system) / 1e6,
  };
}

async function startNode() {
  const port = await harness.freePort();
  const data = mkdtempSync(join(tmpdir(), "lif-bench-"));
  const child = spawn(process.execPath, [join(BUILD_DIR, "server.mjs")], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR,
      LOG_REQUESTS: "0",
      OUTBOX_FILE: join(data, "outbox.jsonl"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((done) => child.once("exit", done));
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await harness.rawRequest({ port, host: HOST, path: "/" }).catch(() => undefined);
    if (answer?.status === 200) break;
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    port,
    pids: () => [child.pid],
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
      rmSync(data, { recursive: true, force: true });
    },
  };
}

// The hashed asset every page waits for: the stylesheet the page links to.
const aboutHtml = readFileSync(join(BUILD_DIR, "fr", "client", "about.html"), "utf8");
const stylesheet = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(aboutHtml)?.[1];
if (!stylesheet) throw new Error("Feuille de style introuvable dans /about");
const targets = [
  ["page HTML /about", "/about"],
  [`ressource hachée ${stylesheet}`, stylesheet],
];

const loadBefore = loadavg()[0];
const node = await startNode();
// Plain HTTP on both sides: the same work (no TLS) for a fair comparison; one nginx worker against one Node process.
const nginxRun = await harness.startNginx({ buildDir: BUILD_DIR, tls: false, workers: 1 });
const servers = [
  ["Node", node.port, node.pids],
  ["nginx", nginxRun.ports.http, () => nginxPids(nginxRun.dir)],
];
const rows = [];
try {
  for (const [label, path] of targets) {
    const runs = { Node: [], nginx: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [server, port, pids] of servers) {
        process.stdout.write(
          `▸ ${server}, ${label}, ${GENERATOR}, ${CONNECTIONS} connexions, ${DURATION} s (${round}/${ROUNDS})…\n`,
        );
        const serverBefore = pids().reduce((sum, pid) => sum + cpuOf(pid), 0);
        const result = await load(port, path);
        const serverCpu = pids().reduce((sum, pid) => sum + cpuOf(pid), 0) - serverBefore;
        runs[server].push({ ...result, serverCpu });
      }
    }
    for (const server of ["Node", "nginx"]) {
      const all = runs[server];
      const kept = all.find((run) => run.rps === median(all.map((r) => r.rps)));
      rows.push({ label, server, ...kept, errors: all.reduce((sum, run) => sum + run.errors, 0) });
    }
  }
} finally {
  await node.stop();
  await nginxRun.stop();
}
const loadAfter = loadavg()[0];

const seconds = (value) => `${value.toFixed(1)} s`;
const lines = [
  `Générateur : ${GENERATOR}${hasWrk ? " (1 fil)" : " (en Node, dans ce processus)"}, ${CONNECTIONS} connexions, ${DURATION} s par mesure, médiane de ${ROUNDS} ; charge de la machine ${loadBefore.toFixed(1)} avant, ${loadAfter.toFixed(1)} après.`,
  "",
  "| cible | nginx req/s | Node req/s | Node/nginx | erreurs nginx / Node | p99 nginx / Node (ms) | CPU générateur nginx / Node | CPU serveur nginx / Node | req par s CPU nginx / Node | Node/nginx à CPU égal |",
  "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
];
const ratios = [];
const cpuRatios = [];
// Requests per second of server CPU: what a request costs each server, whatever share of the cores the machine
// gave it. On a loaded machine the requests/s ratio mostly says which process the scheduler favoured.
const perCpu = (row) => (row.rps * DURATION) / row.serverCpu;
for (const [label] of targets) {
  const [n, x] = ["Node", "nginx"].map((server) =>
    rows.find((row) => row.label === label && row.server === server),
  );
  const ratio = n.rps / x.rps;
  const cpuRatio = perCpu(n) / perCpu(x);
  ratios.push(ratio);
  cpuRatios.push(cpuRatio);
  lines.push(
    `| ${label} | ${Math.round(x.rps)} | ${Math.round(n.rps)} | ${ratio.toFixed(2)} | ${x.errors} / ${n.errors} | ${x.p99.toFixed(1)} / ${n.p99.toFixed(1)} | ${seconds(x.generatorCpu)} / ${seconds(n.generatorCpu)} | ${seconds(x.serverCpu)} / ${seconds(n.serverCpu)} | ${Math.round(perCpu(x))} / ${Math.round(perCpu(n))} | ${cpuRatio.toFixed(2)} |`,
  );
}
console.log(`\n${lines.join("\n")}\n`);
// A generator that used nearly a core for the whole run was the bottleneck: the figure is its, not the server's.
const saturated = rows.filter((row) => row.generatorCpu > 0.9 * DURATION);
if (saturated.length > 0)
  console.log(
    `! Le générateur a utilisé presque un cœur entier pendant ${saturated.length} mesure(s) : il était peut-être le goulot, pas le serveur.`,
  );
const totalErrors = rows.reduce((sum, row) => sum + row.errors, 0);
const met = (values) => totalErrors === 0 && values.every((ratio) => ratio >= GOAL);
const verdict = (values) =>
  `page ${values[0].toFixed(2)}, ressource hachée ${values[1].toFixed(2)} : ${met(values) ? "atteint" : "NON atteint"}`;
console.log(
  `Objectif : 0 erreur (${totalErrors}), Node ≥ ${GOAL} × nginx. En requêtes/s : ${verdict(ratios)}. À CPU égal : ${verdict(cpuRatios)}.`,
);
