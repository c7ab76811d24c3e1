// The CMS's preview of the error pages' texts (« Navigation › Pages d’erreur », content/pages/erreurs.json,
// docs/decisions/030): the draft drawn by the site's own error page and not-found page
// (app/components/layout/error-pages.tsx), prepared as the build prepares it, the spec's English heading and the
// settings' e-mail address added as the site adds them (app/content/files/errors.ts).
import { ErrorPage, NotFound } from "~/components/layout/error-pages";
import { errorPagesCopy } from "~/content/files/errors";
import type { ErrorsFile } from "~/content/files/errors-schema";
import { type PreviewProps, prepared, WhileIncomplete } from "./previews";

/** A field not typed yet is drawn empty until the editor types it. */
function complete(
  draft: Partial<{ error: Partial<ErrorsFile["error"]>; notFound: Partial<ErrorsFile["notFound"]> }>,
) {
  const error = draft.error ?? {};
  const notFound = draft.notFound ?? {};
  return errorPagesCopy({
    error: {
      eyebrow: error.eyebrow ?? "",
      text: error.text ?? "",
      helpBefore: error.helpBefore ?? "",
      helpAfter: error.helpAfter ?? "",
      reload: error.reload ?? "",
      emailSubject: error.emailSubject ?? "",
      home: error.home ?? "",
      detail: error.detail ?? "",
    },
    notFound: {
      title: notFound.title ?? "",
      description: notFound.description ?? "",
      heading: notFound.heading ?? "",
      text: notFound.text ?? "",
      home: notFound.home ?? "",
    },
  });
}

/** Both pages, one under the other: the error page with an example of its technical detail. */
export function ErrorsPreview({ entry }: PreviewProps) {
  const { error, notFound } = complete(prepared(entry));
  const mailto = `mailto:${error.email}?subject=${encodeURIComponent(`${error.emailSubject} (/exemple)`)}`;
  return (
    <div className="bg-white text-ink-900 antialiased">
      <WhileIncomplete>
        <ErrorPage copy={error} mailto={mailto} detail="500 Internal Server Error" />
        <hr className="border-ink-900/10" />
        <NotFound copy={notFound} />
      </WhileIncomplete>
    </div>
  );
}
