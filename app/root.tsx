import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation } from "react-router";
import favicon from "../public/favicon.svg?inline";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { ErrorPage } from "./components/layout/error-pages";
import { Footer } from "./components/layout/footer";
import { Header } from "./components/layout/header";
import { navigation } from "./content/navigation";
import inter from "./generated/inter.woff2?url";
import { Island } from "./islands/island";
import { CONSENT_DEFAULT_SCRIPT } from "./lib/analytics";
import { pagePath } from "./lib/page-path";

// The icon is written into the page (300 bytes): as a file it was one more request beside the font and the
// stylesheet before the first paint, which slowed the font's download (docs/decisions/013).
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: inter, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: favicon, type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        {/* The only render-blocking resource: first in line, ahead of the font and the module preloads. */}
        <link rel="stylesheet" href={appCss} precedence="default" />
        {/* Consent Mode defaults must run before any other script. */}
        {/** biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no visitor input */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_DEFAULT_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body className="bg-white antialiased">
        <div className="flex min-h-dvh flex-col">{children}</div>
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <Header {...navigation.header} />
      <main id="contenu" className="flex-1">
        <Outlet />
      </main>
      <Footer {...navigation.footer} />
      {/* The toasts' island, empty in the HTML, hydrated on a page with a form. The cookie banner is no island: the
          page's script shows it without React (docs/decisions/024). */}
      <Island name="toaster" />
    </>
  );
}

/** The last resort when rendering fails: the spec's heading, what happened and what to do about it. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const copy = navigation.error;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  if (!isRouteErrorResponse(error)) console.error(error);
  const pathname = pagePath(useLocation().pathname);
  const mailto = `mailto:${copy.email}?subject=${encodeURIComponent(`${copy.emailSubject} (${pathname})`)}`;
  return <ErrorPage copy={copy} mailto={mailto} detail={detail} />;
}
