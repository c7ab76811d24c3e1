"use build-time data";
// Run when the site is built: the island gets these words as data, typeset (scripts/build-time-data.ts).
import file from "../../../content/formulaires/demande-entreprise.json" with { type: "json" };
import { readFormCopy } from "../shared/form-copy";

/**
 * The client request's own words, as an editor wrote them in the CMS (« Formulaires › Demande d’expert,
 * entreprise (LIF Talent) »), typeset, names filled. Imported here, not through ~/content: the form is an
 * island, and its chunk carries only its own file. The build has checked the file
 * (app/content/files/forms/demande-entreprise- schema.ts).
 */
export const CLIENT_REQUEST_COPY = readFormCopy("content/formulaires/demande-entreprise.json", file);
