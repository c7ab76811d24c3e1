import type { DomainesFile, DomainFile } from "~/content/files/form/domaine-schema";
import { readCopy } from "~/content/files/read-copy";
import { present } from "~/content/files/sections";
import cybersecurite from "../../../content/pages/lif-form/cybersecurite.json" with { type: "json" };
import shared from "../../../content/pages/lif-form/domaines.json" with { type: "json" };
import reseaux from "../../../content/pages/lif-form/reseaux.json" with { type: "json" };
import securite from "../../../content/pages/lif-form/securite.json" with { type: "json" };

/**
 * The LIF Form domain pages' texts, edited in the CMS (« Pages LIF Form »): each domain's own file (its name and
 * promise, its hero's lead, its courses' head, its closing band) and the file the three pages share (how a
 * session runs, the funding and explorer heads, the buttons). Read without the site's variant, so that the
 * browser specs, which import ./domains.ts outside Vite, can read them too; read by ./domains.ts and
 * ./domain-page.ts.
 */

const page = (key: string, data: unknown) =>
  present(readCopy(`content/pages/lif-form/${key}.json`, data as DomainFile));

export const DOMAIN_COPY = {
  cybersecurite: page("cybersecurite", cybersecurite),
  reseaux: page("reseaux", reseaux),
  securite: page("securite", securite),
};

const { brief, domainLines, ...common } = shared as DomainesFile;

export const DOMAINS_SHARED_COPY = present(readCopy("content/pages/lif-form/domaines.json", common));

/**
 * The « … en bref » card's words and the lines that name the domain (eyebrow, the CPF sentence's subject), as
 * written: each domain page reads them with its own name and counts ({nom-du-domaine}…, ./lif-form-names.ts), in
 * ./domain-page.ts.
 */
export const DOMAIN_BRIEF_WORDS = brief;
export const DOMAIN_LINES_WORDS = domainLines;
