// Test helpers for server/*.test.ts: a tiny fake build and a raw HTTP client (fetch hides Host and encodings).
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type RequestListener, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { MANIFEST_FILE, type SiteManifest } from "../headers/site-manifest";

export const ASSET_PATH = "/assets/app-abc123.js";
export const ASSET_BODY = "console.log('LIF Group');";

/** The page texts each variant's fake build holds, so a test can tell FR from BE. */
export const fakePage = (variant: string, name: string): string =>
  `<!doctype html><html lang="fr"><h1>${name} ${variant}</h1></html>`;

/** The fake build's security.txt, one per variant so a test can tell them apart. */
export const securityTxtOf = (variant: string): string =>
  `Contact: mailto:securite@example.fr\nCanonical: https://${variant}.example/.well-known/security.txt\n`;

/** The fake build's manifest: made-up hashes, one set per page and variant, so a test can tell policies apart. */
export const FAKE_MANIFEST: SiteManifest = {
  production: false,
  delivery: "sink",
  tagManager: false,
  styleHashes: ["'sha256-style'"],
  pages: Object.fromEntries(
    ["fr", "be"].map((variant) => [
      variant,
      {
        "/404.html": { scripts: [`'sha256-404-${variant}'`], toasts: false, map: false },
        "/about.html": { scripts: [`'sha256-about-${variant}'`], toasts: true, map: false },
        "/index.html": { scripts: [`'sha256-home-${variant}'`], toasts: false, map: true },
      },
    ]),
  ),
};

/** A temp folder shaped like `npm run build`'s output: fr and be, pages, 404.html, a hashed asset, the manifest. */
export async function makeFakeBuild(
  manifest: SiteManifest = FAKE_MANIFEST,
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), "lif-build-"));
  for (const variant of ["fr", "be"]) {
    const files: Record<string, string | Buffer> = {
      "index.html": fakePage(variant, "Accueil"),
      "about.html": fakePage(variant, "À propos"),
      "404.html": fakePage(variant, "Page introuvable"),
      "404.html.br": brotliCompressSync(fakePage(variant, "Page introuvable")),
      "404.html.gz": gzipSync(fakePage(variant, "Page introuvable")),
      [ASSET_PATH.slice(1)]: ASSET_BODY,
      [`${ASSET_PATH.slice(1)}.br`]: brotliCompressSync(ASSET_BODY),
      "favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
      ".well-known/security.txt": securityTxtOf(variant),
      ".env": "SECRET=1",
      _headers: "/*\n  X-Test: 1\n",
      _redirects: "/old /new 301\n",
    };
    for (const [name, body] of Object.entries(files)) {
      const path = join(dir, variant, "client", name);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    }
  }
  await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifest));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export type TestServer = { origin: string; port: number; close: () => Promise<void> };

export async function startTestServer(listener: RequestListener): Promise<TestServer> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** One HTTP request, bytes as sent: no redirect following, no decompression, any Host header. */
export function send(
  server: TestServer,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: server.port,
        path,
        method: options.method ?? "GET",
        headers: options.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}
