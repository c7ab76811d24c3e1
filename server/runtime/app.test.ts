// @vitest-environment node
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { LEGACY_REDIRECTS } from "../../app/redirects";
import {
  ASSET_HEADERS,
  CACHE_CONTROL,
  DOCUMENT_ONLY_HEADER_NAMES,
  SECURITY_HEADERS,
} from "../headers/security-headers";
import { variantPolicies } from "../headers/site-manifest";
import { createHandler } from "./app";
import {
  ASSET_BODY,
  ASSET_PATH,
  FAKE_MANIFEST,
  fakePage,
  makeFakeBuild,
  securityTxtOf,
  send,
  startTestServer,
  type TestServer,
} from "./test-fixtures";

let build: Awaited<ReturnType<typeof makeFakeBuild>>;
let server: TestServer;
const logLines: string[] = [];

beforeAll(async () => {
  build = await makeFakeBuild();
  server = await startTestServer(createHandler({ buildDir: build.dir, log: (line) => logLines.push(line) }));
});
afterAll(async () => {
  await server.close();
  await build.remove();
});

describe("pages", () => {
  test("a page answers 200 with its prerendered HTML at its URL, without a redirect", async () => {
    const res = await send(server, "/about");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html;charset=utf-8");
    expect(res.headers["cache-control"]).toBe(CACHE_CONTROL.html);
    expect(res.body.toString()).toBe(fakePage("fr", "À propos"));
  });

  test("the home page answers 200", async () => {
    const res = await send(server, "/");
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe(fakePage("fr", "Accueil"));
  });

  test("a HEAD request gets the headers without a body", async () => {
    const res = await send(server, "/about", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers["content-length"]).toBe(String(Buffer.byteLength(fakePage("fr", "À propos"))));
    expect(res.body.length).toBe(0);
  });

  test("a page asked again with its ETag answers 304 and keeps its cache policy", async () => {
    const first = await send(server, "/about");
    const again = await send(server, "/about", { headers: { "If-None-Match": String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.headers["cache-control"]).toBe(CACHE_CONTROL.html);
  });

  test.each([
    ["www.lif-group.be", "be"],
    ["be.localhost:3000", "be"],
    ["www.lif-group.fr", "fr"],
    ["localhost:3000", "fr"],
  ])("Host %s is served the %s build", async (host, variant) => {
    const res = await send(server, "/", { headers: { Host: host } });
    expect(res.body.toString()).toBe(fakePage(variant, "Accueil"));
  });
});

describe("redirects", () => {
  test.each(Object.entries(LEGACY_REDIRECTS))("legacy %s answers 301 to %s", async (from, to) => {
    const res = await send(server, from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  test.each([
    ["/about/", "/about"],
    ["/about/?utm_source=x", "/about?utm_source=x"],
    ["/about/index.html", "/about"],
    ["/about.html", "/about"],
    ["/about.html?x=1", "/about?x=1"],
    ["/index.html", "/"],
    ["/lif-shore/", "/services/lif-shore"],
    ["/services/mobility?ref=1", "/services/lif-shore?ref=1"],
    ["//evil.example/", "/evil.example"],
    ["/%2F%2Fevil.example/", "/%2F%2Fevil.example"],
    ["/https://evil.example/", "/https://evil.example"],
  ])("%s answers 301 to %s", async (from, to) => {
    const res = await send(server, from);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });
});

describe("open redirects", () => {
  test.each(["/\\evil.example", "/%5Cevil.example/", "/%5cevil.example", "/about/%5C"])(
    "%s, with a backslash raw or encoded, answers 400 before any redirect",
    async (path) => {
      const res = await send(server, path);
      expect(res.status).toBe(400);
      expect(res.headers.location).toBeUndefined();
    },
  );

  test.each([
    "//evil.example",
    "//evil.example/",
    "/%2F%2Fevil.example/",
    "/https://evil.example/",
    "///evil.example/",
  ])("%s never redirects off the site", async (path) => {
    const location = (await send(server, path)).headers.location;
    if (location !== undefined)
      expect(new URL(String(location), "https://www.lif-group.fr").host).toBe("www.lif-group.fr");
  });
});

describe("not found", () => {
  test.each([
    "/nope",
    "/404",
    "/404.html",
    "/.env",
    "/nope.html",
    "/../../etc/passwd",
    "/..%2f..%2f.env",
    "/_headers",
    "/_redirects",
  ])("%s answers 404 with the 404 page", async (path) => {
    const res = await send(server, path);
    expect(res.status).toBe(404);
    expect(res.headers["cache-control"]).toBe(CACHE_CONTROL.html);
    expect(res.body.toString()).toBe(fakePage("fr", "Page introuvable"));
  });

  test("the 404 page is sent brotli-compressed when the browser accepts it", async () => {
    const res = await send(server, "/nope", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(res.status).toBe(404);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.body).toString()).toBe(fakePage("fr", "Page introuvable"));
  });

  test("a missing path is logged with its 404 status", async () => {
    await send(server, "/missing-page?x=1");
    expect(logLines.some((line) => /^GET \/missing-page 404 [\d.]+ms fr$/.test(line))).toBe(true);
  });
});

describe("assets and headers", () => {
  test("a hashed asset is cached for a year, immutable", async () => {
    const res = await send(server, ASSET_PATH);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe(CACHE_CONTROL.immutable);
    expect(res.body.toString()).toBe(ASSET_BODY);
  });

  test("a hashed asset is sent as its .br sibling when the browser accepts brotli", async () => {
    const res = await send(server, ASSET_PATH, { headers: { "Accept-Encoding": "br" } });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(res.body).toString()).toBe(ASSET_BODY);
  });

  test("a hashed asset goes without the document headers; an unknown one is the 404 page, with them", async () => {
    const asset = await send(server, ASSET_PATH);
    for (const name of DOCUMENT_ONLY_HEADER_NAMES) expect(asset.headers[name.toLowerCase()]).toBeUndefined();
    for (const [name, value] of Object.entries(ASSET_HEADERS))
      expect(asset.headers[name.toLowerCase()]).toBe(value);
    const missing = await send(server, "/assets/nope.js");
    expect(missing.status).toBe(404);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(missing.headers[name.toLowerCase()]).toBe(value);
    }
    expect(missing.headers["content-security-policy"]).toBeTruthy();
  });

  test("/.well-known/security.txt is served, as text, per variant, while other hidden files are not", async () => {
    const fr = await send(server, "/.well-known/security.txt");
    expect(fr.status).toBe(200);
    expect(fr.headers["content-type"]).toBe("text/plain;charset=utf-8");
    expect(fr.headers["cache-control"]).toBe(CACHE_CONTROL.publicFile);
    expect(fr.body.toString()).toBe(securityTxtOf("fr"));
    const be = await send(server, "/.well-known/security.txt", { headers: { Host: "www.lif-group.be" } });
    expect(be.body.toString()).toBe(securityTxtOf("be"));
    expect((await send(server, "/.env")).status).toBe(404);
  });

  test("a file deleted under the running server is still served, from memory", async () => {
    const own = await makeFakeBuild();
    const ownServer = await startTestServer(createHandler({ buildDir: own.dir }));
    try {
      await rm(join(own.dir, "fr", "client", ASSET_PATH.slice(1)));
      const res = await send(ownServer, ASSET_PATH);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toBe(ASSET_BODY);
    } finally {
      await ownServer.close();
      await own.remove();
    }
  });

  test("a public file is cached for a day", async () => {
    const res = await send(server, "/favicon.svg");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe(CACHE_CONTROL.publicFile);
  });

  test.each(["/about", "/nope", "/about/", "/services/mobility"])(
    "%s carries every security header",
    async (path) => {
      const res = await send(server, path);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(res.headers[name.toLowerCase()]).toBe(value);
      }
    },
  );

  test("a POST to a page answers 405 and names the allowed methods", async () => {
    const res = await send(server, "/about", { method: "POST", body: "x" });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
  });

  test.each([
    ["/", "fr", "/index.html"],
    ["/about", "fr", "/about.html"],
    ["/about", "be", "/about.html"],
    ["/nope", "fr", "/404.html"],
    ["/about/", "fr", "/404.html"],
    ["/assets/nope.js", "be", "/404.html"],
  ])("%s (%s) carries the Content-Security-Policy of %s", async (path, variant, file) => {
    const host = variant === "be" ? "www.lif-group.be" : "www.lif-group.fr";
    const res = await send(server, path, { headers: { Host: host } });
    const expected = variantPolicies(FAKE_MANIFEST, variant as "fr" | "be").byFile.get(file);
    expect(res.headers["content-security-policy"]).toBe(expected);
    expect(expected).toContain(
      `'sha256-${file === "/index.html" ? "home" : file === "/404.html" ? "404" : "about"}-${variant}'`,
    );
  });

  test("no response names the server or its version", async () => {
    for (const path of ["/", "/nope", "/about/", ASSET_PATH]) {
      const res = await send(server, path);
      expect(res.headers.server).toBeUndefined();
      expect(res.headers["x-powered-by"]).toBeUndefined();
    }
  });

  test("with the sink off, its route is a plain unknown path", async () => {
    expect((await send(server, "/api/v1.0/email/send", { method: "POST", body: "{}" })).status).toBe(405);
    expect((await send(server, "/__sink/outbox")).status).toBe(404);
  });
});
