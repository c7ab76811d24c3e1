import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * The last resort when rendering fails (root.tsx's ErrorBoundary) and the page of an unknown address
 * (routes/not-found.tsx), drawn from their copy: the same components draw the CMS's preview of
 * content/pages/erreurs.json (admin/errors-preview.tsx).
 */

/** The error page's words (app/content/files/errors.ts makes them from content/pages/erreurs.json). */
export type ErrorPageCopy = {
  eyebrow: string;
  /** The spec's English heading. */
  title: string;
  text: string;
  /** The help sentence, before and after the e-mail address. */
  help: readonly [string, string];
  reload: string;
  email: string;
  emailSubject: string;
  home: string;
  detail: string;
};

/** The not-found page's words, its code and the page its button opens. */
export type NotFoundCopy = {
  code: string;
  heading: string;
  text: string;
  home: { label: string; to: string };
};

type ErrorPageProps = {
  copy: ErrorPageCopy;
  /** The prepared message to us: the page's address in its subject. */
  mailto: string;
  /** The status of a route error response (« 404 Not Found »), none for a thrown error. */
  detail?: string;
};

/** The spec's heading, what happened and what to do about it. */
export function ErrorPage({ copy, mailto, detail }: ErrorPageProps) {
  return (
    <main
      id="contenu"
      className="mx-auto flex min-h-[70dvh] max-w-2xl flex-col justify-center gap-5 px-6 py-20"
    >
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{copy.eyebrow}</p>
      <h1 lang="en" className="text-h2 font-bold">
        {copy.title}
      </h1>
      <p className="text-lead text-ink-700">{copy.text}</p>
      <p className="text-ink-700">
        {copy.help[0]}{" "}
        <a href={mailto} className="font-semibold break-all text-accent-700 underline underline-offset-4">
          {copy.email}
        </a>{" "}
        {copy.help[1]}
      </p>
      {detail && (
        <p className="text-sm text-ink-600">
          {copy.detail}&nbsp;: {detail}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="button" onClick={() => window.location.reload()}>
          {copy.reload}
        </Button>
        <Button asChild variant="outline">
          <Link to="/">{copy.home}</Link>
        </Button>
      </div>
    </main>
  );
}

/** The not-found page's content; its title and description are the route's meta. */
export function NotFound({ copy }: { copy: NotFoundCopy }) {
  return (
    // A static host without redirect rules answers a legacy URL with this page: its script sends the visitor on.
    <section
      data-enhance="legacy-redirect"
      className="mx-auto flex min-h-[65dvh] max-w-3xl flex-col items-start justify-center gap-6 px-(--spacing-gutter) py-20"
    >
      <p className="text-7xl font-bold tracking-tight text-accent-600 tabular-nums sm:text-8xl">
        {copy.code}
      </p>
      <h1 className="text-h2 font-bold tracking-tight">{copy.heading}</h1>
      <p className="text-lead text-ink-700">{copy.text}</p>
      <Button asChild size="lg">
        <Link to={copy.home.to}>
          <ArrowLeft aria-hidden="true" />
          {copy.home.label}
        </Link>
      </Button>
    </section>
  );
}
