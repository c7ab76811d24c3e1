import type { ErrorPageCopy, NotFoundCopy } from "~/components/layout/error-pages";
import { SITE } from "~/site.config";
import type { ErrorsFile } from "./errors-schema";

/**
 * The error page's and the not-found page's copy as their components take it (app/components/layout/
 * error-pages.tsx), from content/pages/erreurs.json once prepared (typeset, names filled): what the file holds,
 * plus what stays code. The error page's heading is the spec's English « Unexpected Application Error! », kept
 * here as typed: the build typesets every text of a file, and would print « Error ! ». Used by
 * app/content/navigation.ts and the CMS's preview (admin/errors-preview.tsx).
 */
export function errorPagesCopy({ error, notFound }: ErrorsFile): {
  error: ErrorPageCopy;
  notFound: NotFoundCopy & { title: string; description: string };
} {
  return {
    error: {
      eyebrow: error.eyebrow,
      title: "Unexpected Application Error!",
      text: error.text,
      /** Around the e-mail address: "Si elle se reproduit, écrivez-nous à … en indiquant …". */
      help: [error.helpBefore, error.helpAfter] as const,
      reload: error.reload,
      email: SITE.email,
      emailSubject: error.emailSubject,
      home: error.home,
      detail: error.detail,
    },
    /** The page of an unknown address (served with a 404 status): its code and link are structure. */
    notFound: {
      title: notFound.title,
      description: notFound.description,
      code: "404",
      heading: notFound.heading,
      text: notFound.text,
      home: { label: notFound.home, to: "/" },
    },
  };
}
