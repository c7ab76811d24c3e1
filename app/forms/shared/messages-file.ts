import { fillPlaceholders } from "~/lib/fill-placeholders";
import messages from "../../../content/formulaires/messages.json" with { type: "json" };
import { readFormCopy } from "./form-copy";
import { MESSAGE_NAMES, type MessageName } from "./message-names";

/**
 * The words every form shares, as the owner edits them in the CMS (content/formulaires/messages.json, « Formulaires
 * › Messages des formulaires »): toasts, confirmations, validation messages, the file picker's words, what the
 * team's e-mail says. Read once, in the browser too (a form is an island): typeset, the forms' facts filled
 * (`{e-mail-contact}`…), the names of one send kept for `fill`. ./messages.ts, ./rules.ts, ./cv-file.ts… export
 * them under their former names and shapes.
 */
export const MESSAGES_COPY = readFormCopy("content/formulaires/messages.json", messages, MESSAGE_NAMES);

/** A message with the names of one send filled (./message-names.ts): `fill(text, { reference })`. */
export const fill = (text: string, values: Partial<Record<MessageName, string>>) =>
  fillPlaceholders(text, values).text;
