// The layout of a built variant's pages (decision 016), written once: each page is `<path>.html`, the home page
// `index.html`, the not-found page `404.html`. Plain JavaScript so that the Node scripts run without a bundler
// (scripts/audit-scripts-share.mjs, audit.mjs) read it as the TypeScript server and build checks do.
import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** The page unknown paths are answered with: its policy is the one of every response that is not a page. */
export const NOT_FOUND_FILE = "/404.html";

/**
 * The file a page is prerendered to: `/` is `/index.html`, `/about` is `/about.html` (scripts/postbuild.ts).
 * @param {string} pathname
 * @returns {string}
 */
export function pageFile(pathname) {
  return pathname === "/" ? "/index.html" : `${pathname}.html`;
}

/**
 * The URL a prerendered file answers at, the inverse of pageFile: `/about.html` is `/about`.
 * @param {string} file
 * @returns {string}
 */
export function pageUrl(file) {
  return file === "/index.html" ? "/" : file.replace(/\.html$/, "");
}

/**
 * Every HTML file of a client build (`build/fr/client`), sorted: the pages and the not-found page, never the
 * hashed assets nor hidden files. `file` is the path on disk, `path` the file as served (`/about.html`),
 * `url` the page's URL (`/about`; the not-found page's is `/404`, which no link names).
 * @param {string} clientDir
 * @returns {{ file: string; path: string; url: string }[]}
 */
export function builtPages(clientDir) {
  /** @param {string} dir @returns {string[]} */
  const walk = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      if (entry.name.startsWith(".")) return [];
      const file = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === "assets" ? [] : walk(file);
      return entry.name.endsWith(".html") ? [file] : [];
    });
  return walk(clientDir)
    .sort()
    .map((file) => {
      const path = `/${relative(clientDir, file).split(sep).join("/")}`;
      return { file, path, url: pageUrl(path) };
    });
}
