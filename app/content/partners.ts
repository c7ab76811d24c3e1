import type { ActionData } from "~/components/sections/types";
import { CONTACT_US } from "~/content/actions";
import type { PartenariatFile } from "~/content/files/group/partenariat-schema";
import { PARTNER_KINDS } from "~/content/files/partners";
import { readCopy } from "~/content/files/read-copy";
import { featureItems, present } from "~/content/files/sections";
import { TESTIMONIALS } from "~/content/files/testimonials";
import data from "../../content/pages/groupe/partenariat.json" with { type: "json" };

/**
 * The partnership page (/partners): its texts are the file content/pages/groupe/partenariat.json, edited in the
 * CMS (« Pages du groupe »), its figures and years quoted by name; its structure is here: the sections' ids, the
 * key partners (« Partenaires », content/partenaires.json), the testimonials (« Témoignages »), the shared button.
 */
const copy = present(readCopy("content/pages/groupe/partenariat.json", data as PartenariatFile));
const { action, factsTitle, facts, ...hero } = copy.hero;

/** Both the hero and the closing band end on these: the file's button, then « Contactez-nous ». */
const PARTNER_ACTIONS = [action, CONTACT_US] satisfies readonly ActionData[];

/** The copy of /partners: key partners by kind, why join, how it works, testimonials, the next step. */
export const partners = {
  hero: { ...hero, actions: PARTNER_ACTIONS, factsTitle, facts },
  key: { id: "partenaires-cles", ...copy.key, items: PARTNER_KINDS },
  reasons: { id: "pourquoi", ...copy.reasons, items: featureItems(copy.reasons.items) },
  steps: { id: "etapes", ...copy.steps },
  testimonials: { id: "temoignages", ...copy.testimonials, items: TESTIMONIALS.partenariat },
  cta: { ...copy.cta, actions: PARTNER_ACTIONS },
} as const;
