// After the React Router builds: pages as <path>.html, 404.html, sitemap.xml, robots.txt, the site manifest
// (CSP hashes of every inline script), precompressed files, deploy configs.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { NOT_FOUND_PRERENDER_PATH } from "../app/lib/not-found";
import { PAGES, type Variant } from "../app/pages";
import { SITE } from "../app/site.config";
import settingsFile from "../content/settings.json" with { type: "json" };
import { writeDeployConfigs } from "../server/deploy/deploy-configs";
import { inlineScriptHashes, insertedStyleHashes } from "../server/headers/inline-hashes";
import { HASHED_ASSETS_PREFIX } from "../server/headers/security-headers";
import { MANIFEST_FILE, type PagePolicy, type SiteManifest } from "../server/headers/site-manifest";
import { builtPages, pageFile } from "../server/page-files.mjs";
import { deliveryOf } from "./email-delivery";
import { firstWindowWarning, pagesPastFirstWindow } from "./first-window";
import {
  hydrationAfterLoad,
  staticImports,
  withoutModulePreloads,
  withoutRouterContext,
} from "./hydration-after-load";
import { islandSources, pageModules, readViteManifest, wokenIslands } from "./page-modules";
import { buildEnv, isProductionBuild } from "./production";
import { integrityOf, withScriptIntegrity } from "./script-integrity";
import { SECURITY_TXT_PATH, securityTxtFiles } from "./security-txt";

const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export function sitemap(variant: Variant): string {
  const urls = PAGES.map(
    (page) =>
      `  <url>\n    <loc>${SITE.origins[variant]}${page.path}</loc>\n` +
      `    <xhtml:link rel="alternate" hreflang="fr-FR" href="${SITE.origins.fr}${page.path}"/>\n` +
      `    <xhtml:link rel="alternate" hreflang="fr-BE" href="${SITE.origins.be}${page.path}"/>\n` +
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${SITE.origins.fr}${page.path}"/>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robots(variant: Variant): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${SITE.origins[variant]}/sitemap.xml\n`;
}

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

/**
 * The compressed forms of each file's bytes already compressed, by their hash: the two variants share most of
 * their scripts, style sheet and pictures byte for byte, and compressing the same bytes with the same settings
 * gives the same result, so the second variant reuses them (brotli at quality 11 is most of this step's CPU).
 */
const compressed = new Map<string, Promise<[Buffer, Buffer]>>();

/** Writes .br and .gz beside every text file worth compressing, so servers never compress at runtime. */
async function precompress(dir: string): Promise<void> {
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_COMPRESS_BYTES) continue;
    const body = await readFile(path);
    const hash = createHash("sha256").update(body).digest("hex");
    if (!compressed.has(hash))
      compressed.set(
        hash,
        Promise.all([
          brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gz(body, { level: 9 }),
        ]),
      );
    const [br, gzipped] = (await compressed.get(hash)) as [Buffer, Buffer];
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
  }
}

async function rewritePages(dir: string): Promise<void> {
  const importsOf = (url: string) => staticImports(readFileSync(join(dir, url), "utf8"), url);
  const integrityOfUrl = (url: string) => integrityOf(readFileSync(join(dir, url)));
  const assetsDir = join(dir, HASHED_ASSETS_PREFIX);
  const names = new Set(readdirSync(assetsDir).filter((name) => name.endsWith(".js")));
  const assets = {
    prefix: HASHED_ASSETS_PREFIX,
    names,
    read: (name: string) => readFileSync(join(assetsDir, name)),
    write: (name: string, text: string) => {
      writeFileSync(join(assetsDir, name), text);
      names.add(name);
    },
  };
  const modules = pageModules(readViteManifest(dir), islandSources());
  for (const { file } of builtPages(dir)) {
    const page = hydrationAfterLoad(
      withoutRouterContext(withoutModulePreloads(await readFile(file, "utf8"))),
      importsOf,
      integrityOfUrl,
    );
    await writeFile(file, withScriptIntegrity(page, assets, modules));
  }
}

/**
 * React Router prerenders `/about` as `about/index.html`; each page becomes `about.html` instead, so that every way
 * of serving answers `/about` at once: a static host serves `about/index.html` only at `/about/` and redirects
 * `/about` there (308 on Cloudflare Pages), while it serves `about.html` at `/about` (docs/decisions/016).
 */
async function pagesAsHtmlFiles(client: string): Promise<void> {
  const deepestFirst = PAGES.filter((page) => page.path !== "/").sort(
    (a, b) => b.path.split("/").length - a.path.split("/").length,
  );
  for (const page of deepestFirst)
    await rename(join(client, page.path, "index.html"), join(client, pageFile(page.path)));
  // A page's folder stays when it holds other pages (services/lif-shore/ holds its subpages).
  for (const page of deepestFirst)
    await rmdir(join(client, page.path)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOTEMPTY") throw error;
    });
}

/**
 * Each prerendered page (`/about.html`) and what its policy must allow, read from the final HTML: the hashes of its
 * inline scripts, sonner's styles if it wakes the toaster, the map's frame if it holds the map.
 */
async function pagePolicies(dir: string): Promise<Record<string, PagePolicy>> {
  const pages: Record<string, PagePolicy> = {};
  for (const { file, path } of builtPages(dir)) {
    const html = await readFile(file, "utf8");
    const woken = wokenIslands(html);
    pages[path] = {
      scripts: inlineScriptHashes(html),
      toasts: woken.has("toaster"),
      map: woken.has("office-map"),
    };
  }
  return Object.fromEntries(Object.entries(pages).sort(([a], [b]) => a.localeCompare(b)));
}

/** sonner inserts its style sheet as a `<style>` element: its hashes let `style-src-elem` allow exactly it. */
async function runtimeStyleHashes(): Promise<string[]> {
  const source = await readFile(fileURLToPath(import.meta.resolve("sonner")), "utf8");
  const hashes = insertedStyleHashes(source);
  if (hashes.length === 0)
    throw new Error("Feuille de style de sonner introuvable : la CSP bloquerait les notifications.");
  return hashes;
}

async function finishVariant(variant: Variant): Promise<Record<string, PagePolicy>> {
  const client = join(BUILD_DIR, variant, "client");
  const notFoundDir = join(client, NOT_FOUND_PRERENDER_PATH);
  await rename(join(notFoundDir, "index.html"), join(client, "404.html"));
  await rm(notFoundDir, { recursive: true, force: true });
  // The SPA fallback is never served: every page is prerendered and unknown paths get 404.html.
  await rm(join(client, "__spa-fallback.html"), { force: true });
  await pagesAsHtmlFiles(client);
  await writeFile(join(client, "sitemap.xml"), sitemap(variant));
  await writeFile(join(client, "robots.txt"), robots(variant));
  // Not a page: never in the sitemap. Served as a file by every host (docs/decisions/032).
  await mkdir(join(client, ".well-known"), { recursive: true });
  await writeFile(
    join(client, SECURITY_TXT_PATH),
    securityTxtFiles(settingsFile.security, SITE.origins)[variant],
  );
  await rewritePages(client);
  // Vite's manifests (read by rewritePages) serve no visitor: gone from what is deployed.
  for (const side of ["client", "server"])
    await rm(join(BUILD_DIR, variant, side, ".vite"), { recursive: true, force: true });
  // Last change to the HTML before this: the hashes must be those of the bytes served.
  const pages = await pagePolicies(client);
  await precompress(client);
  return pages;
}

const env = buildEnv();
const manifest: SiteManifest = {
  production: isProductionBuild(env),
  delivery: deliveryOf(env),
  tagManager: Boolean(env.VITE_GTM_ID?.trim()),
  styleHashes: await runtimeStyleHashes(),
  pages: {},
};
const variants = process.argv.slice(2) as Variant[];
for (const variant of variants) {
  if (!existsSync(join(BUILD_DIR, variant, "client")))
    throw new Error(`${BUILD_DIR}/${variant}/client is missing`);
  manifest.pages[variant] = await finishVariant(variant);
}
await writeFile(join(BUILD_DIR, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
for (const variant of variants) {
  const warning = firstWindowWarning(
    variant,
    pagesPastFirstWindow(join(BUILD_DIR, variant, "client"), manifest, variant),
  );
  if (warning) console.warn(`\n${warning}`);
}
await writeDeployConfigs(BUILD_DIR);
