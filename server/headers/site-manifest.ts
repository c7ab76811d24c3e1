import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Variant } from "../../app/pages";
import { NOT_FOUND_FILE, pageFile, pageUrl } from "../page-files.mjs";
import { contentSecurityPolicy } from "./security-headers";

/**
 * What the build knows that the servers need: how leads are delivered, whether a tag manager is configured,
 * and the hashes of every inline script of every prerendered page. scripts/postbuild.ts writes it to
 * `<buildDir>/site-manifest.json` (outside the served folders); the Node server and the deploy generators read it.
 */
export type SiteManifest = {
  /** Built with NODE_ENV=production (scripts/production.ts). */
  production: boolean;
  /** "emailjs": the forms post to EmailJS; "sink": to the site's own origin, where the Node server's sink answers. */
  delivery: "emailjs" | "sink";
  tagManager: boolean;
  /** Hash sources of the `<style>` elements inserted at run time (sonner's, on the pages that show toasts). */
  styleHashes: string[];
  /** Per built variant: each prerendered file (`/about.html`, `/404.html`) and what its policy must allow. */
  pages: Partial<Record<Variant, Record<string, PagePolicy>>>;
};

/**
 * What one page's Content-Security-Policy allows beyond the site's own files: the hashes of its inline scripts,
 * sonner's inserted styles where a form can show toasts, OpenStreetMap's frame where the office map is. Each page
 * gets only what it uses (and the shorter header keeps a long page within its first TCP window, decision 032).
 */
export type PagePolicy = { scripts: string[]; toasts: boolean; map: boolean };

export const MANIFEST_FILE = "site-manifest.json";
// The pages' layout on disk (`<path>.html`) is written once, in plain JavaScript for the Node scripts too.
export { NOT_FOUND_FILE, pageFile, pageUrl };

export function readSiteManifest(buildDir: string): SiteManifest {
  const file = join(buildDir, MANIFEST_FILE);
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    throw new Error(`Fichier introuvable, lancez d’abord npm run build (${file}).`);
  }
  return JSON.parse(text) as SiteManifest;
}

/** A variant's Content-Security-Policy per prerendered file, and the one for every other response. */
export type VariantPolicies = { byFile: ReadonlyMap<string, string>; fallback: string };

export function variantPolicies(manifest: SiteManifest, variant: Variant): VariantPolicies {
  const pages = manifest.pages[variant] ?? {};
  const policy = ({ scripts, toasts, map }: PagePolicy): string =>
    contentSecurityPolicy({
      scriptHashes: scripts,
      styleHashes: toasts ? manifest.styleHashes : [],
      map,
      emailJs: manifest.delivery === "emailjs",
      tagManager: manifest.tagManager,
    });
  const byFile = new Map(Object.entries(pages).map(([file, page]) => [file, policy(page)]));
  return {
    byFile,
    fallback: byFile.get(NOT_FOUND_FILE) ?? policy({ scripts: [], toasts: false, map: false }),
  };
}

/** The URLs of a variant's pages, the not-found page left out. */
export function pageUrls(policies: VariantPolicies): string[] {
  return [...policies.byFile.keys()].filter((file) => file !== NOT_FOUND_FILE).map(pageUrl);
}

/**
 * The policy of a response to `pathname`, found the way nginx's `try_files $uri $uri.html` finds the file
 * (`/` is `/index.html`, `/about` is `/about.html`); anything that is not a page gets the fallback.
 */
export function policyForPath(policies: VariantPolicies, pathname: string): string {
  return policies.byFile.get(pageFile(pathname)) ?? policies.byFile.get(pathname) ?? policies.fallback;
}
