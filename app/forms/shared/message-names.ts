import { fillPlaceholders } from "~/lib/fill-placeholders";

/**
 * The names the forms' shared messages (content/formulaires/messages.json) may quote besides FORM_NAMES
 * (./form-copy.ts): what a message says of one send, the lead's reference, the guide asked for, the file chosen…
 * They are kept as written when the file is read (readFormCopy's `later`), and the function that shows the message
 * fills them (./messages.ts, ./rules.ts, ./cv-file.ts…). The schema (app/content/files/forms/messages-schema.ts)
 * says which field may quote which; the editors' guide says what each stands for (docs/editing.md). Names only:
 * this list goes to the browser with the forms.
 */
export const MESSAGE_NAMES = [
  "reference",
  "titre-guide",
  "e-mail-visiteur",
  "nom-fichier",
  "max",
  "taille",
  "page",
  "site-origine",
] as const;

export type MessageName = (typeof MESSAGE_NAMES)[number];

/** A message with the names of one send filled: `fill(text, { reference })`. */
export const fill = (text: string, values: Partial<Record<MessageName, string>>) =>
  fillPlaceholders(text, values).text;
