"use build-time data";
import messages from "../../../content/formulaires/messages.json" with { type: "json" };
import { readFormCopy } from "./form-copy";
import { MESSAGE_NAMES } from "./message-names";

/**
 * The words every form shares, as the owner edits them in the CMS (content/formulaires/messages.json, « Formulaires
 * › Messages des formulaires »): toasts, confirmations, validation messages, the file picker's words, what the
 * team's e-mail says. Read when the site is built (scripts/build-time-data.ts), for the forms' islands too:
 * typeset, the forms' facts filled (`{e-mail-contact}`…), the names of one send kept for `fill`
 * (./message-names.ts). ./messages.ts, ./rules.ts, ./cv-file.ts… export them under their former names and shapes.
 */
export const MESSAGES_COPY = readFormCopy("content/formulaires/messages.json", messages, MESSAGE_NAMES);
