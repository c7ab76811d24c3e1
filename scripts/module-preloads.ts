/**
 * Removes React Router's `<link rel="modulepreload">` hints from a prerendered page.
 *
 * Every page is complete HTML before any JavaScript runs, so hydration code is not on the critical path: the
 * module script at the end of the body still fetches it. Preloaded at high priority, those 150 KB compete
 * with the stylesheet, the font and the page itself on a slow connection; Lighthouse (mobile, simulated 4G)
 * measured /about at LCP 3.16 s with the hints and 2.45 s without (docs/decisions/004).
 */
export function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, "");
}
