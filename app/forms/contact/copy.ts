"use build-time data";
// Run when the site is built: the island gets these words as data, typeset (scripts/build-time-data.ts).
import file from "../../../content/formulaires/contact.json" with { type: "json" };
import { readFormCopy } from "../shared/form-copy";

/**
 * The contact form's own words, as an editor wrote them in the CMS (« Formulaires › Formulaire de contact »),
 * typeset. Imported here, not through ~/content: the form is an island, and its chunk carries only its own file.
 * The build has checked the file (app/content/files/forms/contact-schema.ts).
 */
export const CONTACT_COPY = readFormCopy("content/formulaires/contact.json", file);
