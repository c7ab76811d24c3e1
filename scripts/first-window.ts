/**
 * Whether each page arrives in one round trip: its compressed HTML and its response headers within the first TCP
 * window, 10 segments of 1,460 bytes (RFC 6928's initial window, what Lighthouse simulates). A page past it waits
 * one more round trip before anything shows: on `/services/lif-form`, 26 bytes over cost 0.25 s of simulated LCP
 * (docs/decisions/032). The build warns, naming the pages, so that a text added in the CMS that pushes a page over
 * is seen before the audit; it does not stop, a longer page being a choice the owner may make.
 */
import { statSync } from "node:fs";
import type { Variant } from "../app/pages";
import { CSP_HEADER, SECURITY_HEADERS } from "../server/headers/security-headers";
import { type SiteManifest, variantPolicies } from "../server/headers/site-manifest";
import { builtPages, NOT_FOUND_FILE } from "../server/page-files.mjs";

export const FIRST_WINDOW_BYTES = 10 * 1460;

/**
 * The status line and the headers every server adds beside the security ones (type, cache, ETag, Vary, encoding,
 * length, date, connection): 293 bytes measured on the Node server's answer to `/services/lif-form`.
 */
const OTHER_HEADER_BYTES = 300;

/** A header block's size on the wire, `Name: value\r\n` per header. */
export const headerBytes = (headers: Readonly<Record<string, string>>): number =>
  Object.entries(headers).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);

/** The pages of a built variant past the first window: URL and bytes on the wire (brotli body and headers). */
export function pagesPastFirstWindow(
  clientDir: string,
  manifest: SiteManifest,
  variant: Variant,
): { url: string; bytes: number }[] {
  const policies = variantPolicies(manifest, variant);
  return builtPages(clientDir)
    .filter(({ path }) => path !== NOT_FOUND_FILE)
    .map(({ file, path, url }) => {
      const headers = { ...SECURITY_HEADERS, [CSP_HEADER]: policies.byFile.get(path) ?? policies.fallback };
      return { url, bytes: statSync(`${file}.br`).size + headerBytes(headers) + OTHER_HEADER_BYTES };
    })
    .filter(({ bytes }) => bytes > FIRST_WINDOW_BYTES);
}

/** The build's warning for those pages, in French, or nothing. */
export function firstWindowWarning(
  variant: Variant,
  pages: { url: string; bytes: number }[],
): string | undefined {
  if (pages.length === 0) return undefined;
  const list = pages.map(({ url, bytes }) => `${url} (${bytes} octets)`).join(", ");
  return `⚠ ${variant.toUpperCase()} : ${list} dépasse${pages.length > 1 ? "nt" : ""} la première fenêtre TCP (${FIRST_WINDOW_BYTES} octets avec les en-têtes) : un aller-retour de plus avant le premier affichage sur mobile. Raccourcissez le texte de la page ou ses listes.`;
}
