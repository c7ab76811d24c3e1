"use build-time data";
// Run when the site is built: the island gets these words as data, typeset (scripts/build-time-data.ts).
import file from "../../../content/formulaires/candidature-expert.json" with { type: "json" };
import { readFormCopy } from "../shared/form-copy";

/**
 * The expert application's own words, as an editor wrote them in the CMS (« Formulaires › Candidature expert IT
 * (LIF Talent) »), typeset, names filled. Imported here, not through ~/content: the form is an island, and its
 * chunk carries only its own file. The build has checked the file (app/content/files/forms/candidature-expert-
 * schema.ts).
 */
export const EXPERT_APPLICATION_COPY = readFormCopy("content/formulaires/candidature-expert.json", file);
