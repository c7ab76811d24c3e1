// The legal pages' files (content/pages-legales/, « Pages légales » in the CMS: docs/decisions/030): one per page,
// each checked by the legal page schema and read with the names a legal text may quote besides the facts' (the
// settings' identifiers, the privacy durations: app/content/files/legal-placeholders.ts). Spread into COPY_FILES,
// so the build's check, the dev server and the drift test cover them like every other copy file.
import { legalPlaceholderValues } from "../../app/content/files/legal-placeholders";
import { legalPageSchema } from "../../app/content/files/legal-schema";
import type { CopyFile } from "./copy-files";

export const LEGAL_FOLDER = "content/pages-legales";

/** Each legal page's file, named by the page's path (app/content/legal/*.ts import the same files). */
export const LEGAL_FILES: readonly string[] = [
  "mentions-legales",
  "politique-confidentialite",
  "politique-de-securite",
].map((name) => `${LEGAL_FOLDER}/${name}.json`);

/** Checked with the French site's values: both sites know the same names ({domaine} differs in value only). */
export const LEGAL_COPY_FILES: readonly CopyFile[] = LEGAL_FILES.map((file) => ({
  file,
  schema: legalPageSchema,
  names: legalPlaceholderValues("fr"),
}));
