"use build-time data";
// Run when the site is built: the island gets these words as data, typeset (scripts/build-time-data.ts).
import file from "../../../content/formulaires/consultation.json" with { type: "json" };
import { readFormCopy } from "../shared/form-copy";

/**
 * The consultation form's own words, as an editor wrote them in the CMS (« Formulaires › Demande de consultation
 * (LIF Shore) »), typeset, names filled. Imported here, not through ~/content: the form is an island, and its
 * chunk carries only its own file. The build has checked the file (app/content/files/forms/consultation-
 * schema.ts).
 */
export const CONSULTATION_COPY = readFormCopy("content/formulaires/consultation.json", file);
