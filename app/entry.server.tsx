import { prerenderToNodeStream } from "react-dom/static";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderIslands } from "./islands/render-islands.server";
import { pagePath } from "./lib/page-path";

/**
 * Runs only at build time (ssr: false): every page is prerendered to static HTML. `prerenderToNodeStream`
 * waits for every Suspense boundary, so the HTML holds the whole page for crawlers instead of fallbacks swapped
 * in by script. Then each island (a form, the office map, the toasts) is rendered as a root of its own in its
 * place: the browser hydrates the islands alone, each as its own root (docs/decisions/017).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  // An infinite chunk size keeps every completed boundary inline: React otherwise moves a large one to the end
  // of the document and reveals it by script, later, shifting the page.
  const { prelude } = await prerenderToNodeStream(
    <ServerRouter context={routerContext} url={request.url} />,
    {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // The islands' router gets the page's path as the site writes it, not the prerender's `/about/` (031).
  const url = new URL(request.url);
  url.pathname = pagePath(url.pathname);
  const html = await renderIslands(Buffer.concat(chunks).toString("utf8"), url);
  return new Response(html, {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}
