import type { ActionData } from "~/components/sections/types";
import { PRIVACY_POLICY } from "~/content/actions";
import { FAQS } from "~/content/files/faqs";
import { readCopy } from "~/content/files/read-copy";
import { featureItems, linkItems, present } from "~/content/files/sections";
import type { ClientEntrepriseFile } from "~/content/files/talent/client-entreprise-schema";
import { TESTIMONIALS } from "~/content/files/testimonials";
import data from "../../../content/pages/lif-talent/client-entreprise.json" with { type: "json" };
import { ASK_US } from "./shared";

/**
 * The page for client companies (/lif-talent/client-entreprise): its texts are the file
 * content/pages/lif-talent/client-entreprise.json, edited in the CMS (« Pages LIF Talent »); its structure is
 * here: the sections' ids and tones, the hero's buttons (the first opens `#demande`), the testimonials, the FAQ,
 * the links to the privacy policy and to a message or a call, and what the launch gate waits for.
 */
const copy = present(
  readCopy("content/pages/lif-talent/client-entreprise.json", data as ClientEntrepriseFile),
);
const { action, secondAction, facts, ...hero } = copy.hero;
const { aside, ...form } = copy.form;
const { help, ...faq } = copy.faq;

export const talentClient = {
  hero: {
    ...hero,
    actions: [
      { ...action, to: "#demande" },
      { ...secondAction, variant: "outline" },
    ] satisfies readonly ActionData[],
    facts,
  },
  stats: { id: "chiffres", ...copy.stats },
  challenges: { id: "defis", tone: "muted", ...copy.challenges },
  benefits: { id: "avantages", ...copy.benefits, items: featureItems(copy.benefits.items) },
  portal: { id: "portail-de-suivi", tone: "dark", ...copy.portal, items: featureItems(copy.portal.items) },
  testimonials: { id: "temoignages", ...copy.testimonials, items: TESTIMONIALS.talentEntreprises },
  start: { id: "demarrer", ...copy.start },
  form: {
    id: "demande",
    tone: "sand",
    ...form,
    aside: { ...aside, note: { ...aside.note, link: PRIVACY_POLICY } },
  },
  docs: { id: "documentation", ...copy.docs, links: linkItems(copy.docs.links) },
  faq: {
    id: "faq",
    tone: "muted",
    ...faq,
    items: FAQS.talentEntreprises,
    help: { ...help, ...ASK_US },
  },

  /** What the owner must confirm before launch (copy the specification does not give), for the launch gate. */
  toConfirm: [
    "le montage contractuel (client et consultant contractent avec LIF Group, une seule facture)",
    "l’ouverture des accès au portail de suivi et sa troisième fonction (points de suivi)",
    "la présentation de nouveaux profils quand un consultant ne convient pas",
  ],
} as const;
