import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Variant } from "../app/pages";
import { LEGACY_REDIRECTS } from "../app/redirects";
import { HOSTS, type RawAnswer, rawRequest } from "../scripts/nginx-harness";
import { SECURITY_TXT_PATH } from "../scripts/security-txt";
import {
  CACHE_CONTROL,
  DOCUMENT_ONLY_HEADER_NAMES,
  SECURITY_HEADER_NAMES,
} from "../server/headers/security-headers";
import { BACKSLASH_PATHS, FORBIDDEN_PATHS, OPEN_REDIRECT_PAYLOADS } from "./hostile-paths";
import { type StaticHostRun, startStaticHost } from "./static-host";
import { expect, test } from "./support";

/**
 * Each variant's build published as on Cloudflare Pages, under Cloudflare's own emulator (`wrangler pages dev`:
 * the host's code applies _headers and _redirects), and compared with the Node server on every URL of the site:
 * status, Location and every security header the same, or a difference the host imposes, named below.
 */
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const VARIANTS: readonly Variant[] = ["fr", "be"];
const NOT_FOUND_H1 = "La page que vous recherchez n’existe pas";

// About 10 s a variant on an idle 2-core machine; the budget leaves room for one loaded by other builds and tests.
test.describe.configure({ mode: "default", timeout: 120_000 });

const hosts = new Map<Variant, StaticHostRun>();
test.beforeAll(async () => {
  const runs = await Promise.all(VARIANTS.map((variant) => startStaticHost(BUILD_DIR, variant)));
  for (const [i, run] of runs.entries()) hosts.set(VARIANTS[i] as Variant, run);
});
test.afterAll(async () => {
  await Promise.all([...hosts.values()].map((run) => run.stop()));
});

/** Every URL of the site in every form it is asked for, unknown ones, every hashed asset and hostile paths. */
function pathsOf(variant: Variant): string[] {
  const client = join(BUILD_DIR, variant, "client");
  const sitemap = [...readFileSync(join(client, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc]) => new URL(loc as string).pathname,
  );
  const assets = readdirSync(join(client, "assets"))
    .filter((name) => !/\.(br|gz)$/.test(name))
    .map((name) => `/assets/${name}`);
  return [
    ...sitemap,
    "/?utm_source=x",
    "/index.html",
    ...sitemap
      .filter((path) => path !== "/")
      .flatMap((path) => [`${path}/`, `${path}/?x=1`, `${path}.html`, `${path}/index.html`]),
    ...Object.keys(LEGACY_REDIRECTS).flatMap((path) => [
      path,
      `${path}/`,
      `${path}?ref=1`,
      `${path}/?ref=1`,
      `${path}/index.html`,
    ]),
    "/cette-page-n-existe-pas",
    "/cette-page-n-existe-pas/",
    "/services/nope",
    "/nope.html",
    "/404",
    "/404.html",
    ...assets,
    "/assets/nope.js",
    "/assets/app-nope.css",
    "/favicon.svg",
    "/robots.txt",
    "/sitemap.xml",
    // Served as a file by every host (RFC 9116); never in the sitemap.
    SECURITY_TXT_PATH,
    ...OPEN_REDIRECT_PAYLOADS,
    ...BACKSLASH_PATHS,
    ...FORBIDDEN_PATHS,
  ];
}

/** What the tests compare: status, Location, every security header, the header Cloudflare adds, the cache policy. */
type Seen = { status: number; location?: string | undefined; headers: Record<string, string | undefined> };
const COMPARED_HEADERS = [...SECURITY_HEADER_NAMES, "Access-Control-Allow-Origin", "Cache-Control"];
const seen = (answer: RawAnswer): Seen => ({
  status: answer.status,
  location: answer.headers.location,
  headers: Object.fromEntries(
    COMPARED_HEADERS.map((name) => [name, answer.headers[name.toLowerCase()] as string | undefined]),
  ),
});
const withHeaders = (answer: Seen, headers: Record<string, string | undefined>): Seen => ({
  ...answer,
  headers: { ...answer.headers, ...headers },
});
const headersOf = (answer: Seen, names: readonly string[]) =>
  Object.fromEntries(names.map((name) => [name, answer.headers[name]]));

/**
 * The differences the host imposes, each named: from the Node server's answer (and, for a 301, the answer it
 * leads to, and a plain 404), what the host answers instead. Every rule that applies is applied, in order; any
 * other difference fails the test.
 */
type Context = { path: string; followed: Seen | undefined; notFound: Seen };
type Named = {
  why: string;
  applies: (answer: Seen, c: Context) => boolean;
  host: (answer: Seen, c: Context) => Seen;
};
const HOST_DIFFERENCES: readonly Named[] = [
  {
    why: "the host serves 404.html at /404 with a 200 (a file's URL cannot have another status there)",
    applies: (_answer, { path }) => path === "/404",
    host: (answer) => ({ ...answer, status: 200 }),
  },
  {
    why: "the host sends /404.html to /404 with its own 308, before any rule",
    applies: (_answer, { path }) => path === "/404.html",
    host: (answer) => ({
      ...withHeaders(answer, { "Cache-Control": undefined }),
      status: 308,
      location: "/404",
    }),
  },
  {
    why: "a host cannot refuse a backslash (Node and nginx answer 400 before any rule): 404, and no Location",
    applies: (_answer, { path }) => /\\|%5c/i.test(path),
    host: (_answer, { notFound }) => notFound,
  },
  {
    why: "the host decodes %2F before resolving dot segments: /evil.com%2F..%2F/ is its home page there",
    applies: (_answer, { path }) => path === "/evil.com%2F..%2F/",
    host: (_answer, { notFound }) => ({ ...notFound, status: 200 }),
  },
  {
    why: "Node first makes an unknown path canonical (301 without the trailing or doubled slash), then answers 404; the host answers that 404 at once",
    applies: (answer, { followed }) => answer.status === 301 && followed?.status === 404,
    host: (_answer, { notFound }) => notFound,
  },
  {
    why: "a _headers rule matches a path, not a file: hashed assets keep the document headers there, so that an unknown path under /assets/ gets the 404 page with them",
    applies: (answer, { path }) => path.startsWith("/assets/") && answer.status === 200,
    host: (answer, { notFound }) => withHeaders(answer, headersOf(notFound, DOCUMENT_ONLY_HEADER_NAMES)),
  },
  {
    why: "the host revalidates a file outside /assets/ at each visit, its default for any file (Node keeps it a day)",
    applies: (answer) => answer.headers["Cache-Control"] === CACHE_CONTROL.publicFile,
    host: (answer) => withHeaders(answer, { "Cache-Control": CACHE_CONTROL.html }),
  },
  {
    why: "the host's 404 answers are never cached (Cache-Control: no-store)",
    applies: (answer) => answer.status === 404,
    host: (answer) => withHeaders(answer, { "Cache-Control": "no-store" }),
  },
];

/** The host's answer the test expects, and the names of the differences that made it. */
function expectedOnHost(node: Seen, context: Context): { answer: Seen; named: string[] } {
  return HOST_DIFFERENCES.reduce(
    ({ answer, named }, difference) =>
      difference.applies(answer, context)
        ? { answer: difference.host(answer, context), named: [...named, difference.why] }
        : { answer, named },
    { answer: node, named: [] as string[] },
  );
}

const nodeAsk = (baseURL: string | undefined) => {
  const port = Number(new URL(baseURL ?? "http://localhost:4173").port);
  return (variant: Variant, path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
    rawRequest({ port, host: HOSTS[variant], path, ...init });
};
const hostAsk =
  (variant: Variant) =>
  (path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
    rawRequest({ port: (hosts.get(variant) as StaticHostRun).port, host: HOSTS[variant], path, ...init });

for (const variant of VARIANTS) {
  test(`${variant}: every URL answers as on the Node server, or as the host imposes, named`, async ({
    baseURL,
  }) => {
    const node = nodeAsk(baseURL);
    const host = hostAsk(variant);
    const notFound = seen(await node(variant, "/cette-page-n-existe-pas"));
    const applied = new Map<string, string[]>();
    const compare = async (path: string) => {
      const [fromNode, fromHost] = await Promise.all([node(variant, path), host(path)]);
      // wrangler's emulator fails on the names of the host's two configs; Cloudflare Pages never serves them.
      if (path === "/_headers" || path === "/_redirects") {
        expect(fromHost.status, path).toBe(502);
        expect(fromHost.body.toString(), path).not.toMatch(/Content-Security-Policy|301/);
        return;
      }
      const nodeSeen = seen(fromNode);
      const followed = nodeSeen.location && seen(await node(variant, nodeSeen.location));
      const expected = expectedOnHost(nodeSeen, { path, followed: followed || undefined, notFound });
      for (const why of expected.named) applied.set(why, [...(applied.get(why) ?? []), path]);
      expect(seen(fromHost), `${variant} ${path}`).toEqual(expected.answer);
      const location = fromHost.headers.location;
      if (location)
        expect(new URL(location, `https://${HOSTS[variant]}/page`).host, path).toBe(HOSTS[variant]);
      if (fromHost.status === 404 || path === "/404") {
        expect(fromHost.body.toString(), path).toContain(NOT_FOUND_H1);
        // Where the host answers it 200, no search engine keeps it.
        expect(fromHost.body.toString(), path).toContain('<meta name="robots" content="noindex"/>');
      }
    };
    const paths = pathsOf(variant);
    // A few requests at a time: both servers answer from loopback, and the whole site takes seconds.
    for (let i = 0; i < paths.length; i += 8) await Promise.all(paths.slice(i, i + 8).map(compare));
    for (const [why, paths] of applied)
      test.info().annotations.push({ type: "host difference", description: `${why}: ${paths.join(" ")}` });
    // A named difference the host no longer makes is a stale excuse: it goes.
    expect([...applied.keys()].sort()).toEqual(HOST_DIFFERENCES.map((difference) => difference.why).sort());
  });
}

test("a page asked again with its ETag answers 304 there too, with the page's headers", async () => {
  for (const variant of VARIANTS) {
    const host = hostAsk(variant);
    for (const path of ["/", "/about", "/services/lif-shore/dashboard"]) {
      const first = await host(path);
      const again = await host(path, { headers: { "If-None-Match": String(first.headers.etag) } });
      expect(again.status, path).toBe(304);
      // Its 304 carries no Cache-Control (Node repeats it): the browser keeps the one of the 200.
      expect(headersOf(seen(again), SECURITY_HEADER_NAMES), path).toEqual(
        headersOf(seen(first), SECURITY_HEADER_NAMES),
      );
      expect(again.headers["access-control-allow-origin"], path).toBeUndefined();
    }
  }
});

test("a POST answers 405 there too, so a build whose forms post to the site itself must not be published there", async ({
  baseURL,
}) => {
  const node = nodeAsk(baseURL);
  for (const variant of VARIANTS) {
    expect((await hostAsk(variant)("/contact", { method: "POST" })).status).toBe(405);
    expect((await node(variant, "/contact", { method: "POST" })).status).toBe(405);
  }
});

test("the emulator reached nothing outside loopback: no telemetry, update check or download", () => {
  for (const [variant, run] of hosts) {
    expect(run.output(), variant).not.toContain("[no-network]");
    expect(run.output(), variant).not.toMatch(/Unable to fetch|update available|telemetry/i);
  }
});
