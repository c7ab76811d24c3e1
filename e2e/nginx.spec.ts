import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { PAGES, type Variant } from "../app/pages";
import { LEGACY_REDIRECTS } from "../app/redirects";
import { CHROMIUM_ARGS, findTestChromium } from "../scripts/chromium-path.mjs";
import {
  findNginx,
  HOSTS,
  type NginxRun,
  type RawAnswer,
  rawRequest,
  startNginx,
} from "../scripts/nginx-harness";
import { SECURITY_TXT_PATH } from "../scripts/security-txt";
import { ASSET_HEADER_NAMES, SECURITY_HEADER_NAMES } from "../server/headers/security-headers";
import { BACKSLASH_PATHS, OPEN_REDIRECT_PAYLOADS } from "./hostile-paths";
import { expect, test } from "./support";

/**
 * The generated nginx config, run for real on loopback with TLS from a throwaway CA, against the same build
 * the Node server serves. Skipped, with the reason, only where nginx is not installed (scripts/bootstrap.mjs
 * --nginx installs it when root on Debian).
 */
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const NOT_FOUND_H1 = "La page que vous recherchez n’existe pas";
const VARIANTS: readonly Variant[] = ["fr", "be"];

test.skip(
  !findNginx(),
  "nginx n’est pas installé et ne peut pas l’être ici (root sur Debian requis) : config nginx non testée.",
);
test.describe.configure({ mode: "default" });

let nginx: NginxRun;

test.beforeAll(async () => {
  nginx = await startNginx({ buildDir: BUILD_DIR });
});
test.afterAll(async () => {
  await nginx?.stop();
});

const overTls = (
  host: string,
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
) => rawRequest({ port: nginx.ports.https, host, path, ca: nginx.caFile, ...init });
const overHttp = (host: string, path: string) => rawRequest({ port: nginx.ports.http, host, path });

function nodeServer(baseURL: string | undefined) {
  const port = Number(new URL(baseURL ?? "http://localhost:4173").port);
  return (host: string, path: string, init: { method?: string; headers?: Record<string, string> } = {}) =>
    rawRequest({ port, host, path, ...init });
}

/** Where a browser would go from a Location header on the site. */
const landsOn = (location: string, host: string): string =>
  new URL(location, `https://${host}/page`).hostname;

const h1Of = (answer: RawAnswer): string =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(answer.body.toString())?.[1] ?? "";

test("the generated config starts on nginx, with the brotli module when installed", () => {
  expect(nginx.errorLog()).not.toMatch(/\[emerg\]|\[error\]/);
  expect(nginx.siteConfig).toContain(nginx.brotli ? "brotli_static on;" : "brotli_static off");
});

test("every page answers 200 on both hosts over HTTPS, with its own policy", async () => {
  for (const variant of VARIANTS) {
    for (const page of PAGES) {
      const answer = await overTls(HOSTS[variant], page.path);
      expect(answer.status, `${variant} ${page.path}`).toBe(200);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(h1Of(answer).replace(/<[^>]+>/g, "")).toBe(page.h1);
    }
  }
});

test("every legacy path answers 301 in one hop to its page, with or without a trailing slash", async () => {
  for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) {
    for (const path of [from, `${from}/`, `${from}/index.html`, `${from}?ref=1`]) {
      const answer = await overTls(HOSTS.fr, path);
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe(path.endsWith("?ref=1") ? `${to}?ref=1` : to);
    }
    expect((await overTls(HOSTS.fr, to)).status).toBe(200);
  }
});

test("each page's trailing slash, index.html and .html file answer 301 to the page, as on Node", async ({
  baseURL,
}) => {
  const node = nodeServer(baseURL);
  const otherForms = PAGES.filter((page) => page.path !== "/").flatMap((page) =>
    [`${page.path}/`, `${page.path}/index.html`, `${page.path}.html`].map((path) => [path, page.path]),
  );
  for (const [path, to] of [
    ...otherForms,
    ["/about/?x=1", "/about?x=1"],
    ["/services/lif-shore/dashboard.html?x=1", "/services/lif-shore/dashboard?x=1"],
    ["/index.html", "/"],
  ]) {
    for (const answer of [await overTls(HOSTS.be, path as string), await node(HOSTS.be, path as string)]) {
      expect(answer.status, path).toBe(301);
      expect(answer.headers.location, path).toBe(to);
    }
  }
});

test("unknown paths, the 404 page by name, dotfiles and the static hosts' configs answer 404 with the page", async () => {
  for (const path of [
    "/cette-page-n-existe-pas",
    "/404",
    "/404.html",
    "/.env",
    "/_headers",
    "/_redirects",
    "/assets/nope.js",
  ]) {
    const answer = await overTls(HOSTS.fr, path);
    expect(answer.status, path).toBe(404);
    expect(h1Of(answer), path).toBe(NOT_FOUND_H1);
  }
});

test("open-redirect payloads never yield an off-site Location, on nginx (HTTPS and HTTP) or on Node", async ({
  baseURL,
}) => {
  const node = nodeServer(baseURL);
  for (const path of OPEN_REDIRECT_PAYLOADS) {
    for (const [server, ask] of [
      ["nginx https", (p: string) => overTls(HOSTS.fr, p)],
      ["nginx http", (p: string) => overHttp(HOSTS.fr, p)],
      ["node", (p: string) => node(HOSTS.fr, p)],
    ] as const) {
      const answer = await ask(path);
      const location = answer.headers.location;
      if (location !== undefined)
        expect(landsOn(location, HOSTS.fr), `${server} ${path} → ${location}`).toBe(HOSTS.fr);
    }
  }
});

test("backslashes, raw or encoded, are refused before any rewrite", async ({ baseURL }) => {
  const node = nodeServer(baseURL);
  for (const path of BACKSLASH_PATHS) {
    expect((await overTls(HOSTS.fr, path)).status, path).toBe(400);
    expect((await node(HOSTS.fr, path)).status, path).toBe(400);
  }
});

test("the security headers are equal on nginx and Node, page by page and for every kind of answer", async ({
  baseURL,
}) => {
  const node = nodeServer(baseURL);
  const asset = `/assets/${readdirSync(join(BUILD_DIR, "fr", "client", "assets")).find((name) => name.endsWith(".js"))}`;
  const paths = [
    ...PAGES.map((page) => page.path),
    "/nope",
    "/about/",
    "/services/mobility",
    asset,
    "/favicon.svg",
    "/robots.txt",
    SECURITY_TXT_PATH,
  ];
  for (const variant of VARIANTS) {
    for (const path of paths) {
      const [fromNginx, fromNode] = await Promise.all([
        overTls(HOSTS[variant], path),
        node(HOSTS[variant], path),
      ]);
      expect(fromNginx.status, `${variant} ${path}`).toBe(fromNode.status);
      // A hashed file carries the asset headers only; every other answer, all of them.
      const sent = path === asset && fromNode.status === 200 ? ASSET_HEADER_NAMES : SECURITY_HEADER_NAMES;
      for (const name of SECURITY_HEADER_NAMES) {
        const header = name.toLowerCase();
        expect(fromNginx.headers[header], `${variant} ${path} ${name}`).toBe(fromNode.headers[header]);
        expect(Boolean(fromNginx.headers[header]), `${variant} ${path} ${name}`).toBe(sent.includes(name));
      }
      if (fromNode.status === 200) {
        expect(fromNginx.headers["cache-control"], `${variant} ${path}`).toBe(
          fromNode.headers["cache-control"],
        );
      }
    }
  }
});

test("/.well-known/security.txt answers on both hosts, as text, the variant's own file, as on Node", async ({
  baseURL,
}) => {
  const node = nodeServer(baseURL);
  for (const variant of VARIANTS) {
    const file = readFileSync(join(BUILD_DIR, variant, "client", SECURITY_TXT_PATH), "utf8");
    expect(file).toContain(`Canonical: https://${HOSTS[variant]}${SECURITY_TXT_PATH}\n`);
    // A file for tools and researchers, not a page: no search engine is sent to it.
    expect(readFileSync(join(BUILD_DIR, variant, "client", "sitemap.xml"), "utf8")).not.toContain(
      "security.txt",
    );
    for (const answer of [
      await overTls(HOSTS[variant], SECURITY_TXT_PATH),
      await node(HOSTS[variant], SECURITY_TXT_PATH),
    ]) {
      expect(answer.status, variant).toBe(200);
      expect(answer.headers["content-type"], variant).toMatch(/^text\/plain/);
      expect(answer.body.toString(), variant).toBe(file);
    }
  }
});

test("no answer names the server's version", async () => {
  for (const answer of [
    await overTls(HOSTS.fr, "/"),
    await overTls(HOSTS.fr, "/nope"),
    await overHttp(HOSTS.fr, "/"),
  ]) {
    expect(answer.headers.server ?? "").not.toMatch(/\d/);
    expect(answer.body.toString()).not.toMatch(/nginx\/\d/);
  }
});

test("plain HTTP answers 301 to the same URL over HTTPS, in one hop, for both hosts", async () => {
  for (const variant of VARIANTS) {
    const answer = await overHttp(HOSTS[variant], "/contact?x=1");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe(`https://${HOSTS[variant]}:${nginx.ports.https}/contact?x=1`);
  }
});

test("a POST answers 405 naming the allowed methods, on nginx as on Node", async ({ baseURL }) => {
  const node = nodeServer(baseURL);
  for (const answer of [
    await overTls(HOSTS.fr, "/about", { method: "POST" }),
    await node(HOSTS.fr, "/about", { method: "POST" }),
  ]) {
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
  }
});

test("precompressed files are sent as they are, and hashed assets are cached for good", async () => {
  const asset = readdirSync(join(BUILD_DIR, "fr", "client", "assets")).find((name) =>
    name.endsWith(".js.br"),
  );
  const path = `/assets/${asset?.replace(/\.br$/, "")}`;
  const gzip = await overTls(HOSTS.fr, path, { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers["content-encoding"]).toBe("gzip");
  expect(gzip.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  if (nginx.brotli) {
    const br = await overTls(HOSTS.fr, path, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    const page = await overTls(HOSTS.fr, "/", { headers: { "Accept-Encoding": "br" } });
    expect(page.headers["content-encoding"]).toBe("br");
  }
});

test("a page hydrates in Chromium over nginx and TLS with zero CSP violations", async () => {
  const browser = await chromium.launch({
    executablePath: await findTestChromium(),
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${HOSTS.fr} 127.0.0.1, MAP ${HOSTS.be} 127.0.0.1`],
  });
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { cspViolations: string[] }).cspViolations ??= [];
        (window as unknown as { cspViolations: string[] }).cspViolations.push(
          `${event.effectiveDirective} ${event.blockedURI} ${event.sample}`,
        );
      });
    });
    for (const host of [HOSTS.fr, HOSTS.be]) {
      await page.goto(`https://${host}:${nginx.ports.https}/contact`);
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLButtonElement>("main form button[type=submit]")].every(
          (b) => !b.disabled,
        ),
      );
      await page.getByRole("link", { name: "Mentions légales" }).first().click();
      await expect(page).toHaveURL(/\/mentions-legales$/);
      expect(
        await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []),
      ).toEqual([]);
    }
    expect(problems).toEqual([]);
  } finally {
    await browser.close();
  }
});
