import type { ActionData } from "~/components/sections/types";
import { PRIVACY_POLICY } from "~/content/actions";
import { FAQS } from "~/content/files/faqs";
import { readCopy } from "~/content/files/read-copy";
import { featureItems, present } from "~/content/files/sections";
import type { ExpertItFile } from "~/content/files/talent/expert-it-schema";
import { TESTIMONIALS } from "~/content/files/testimonials";
import data from "../../../content/pages/lif-talent/expert-it.json" with { type: "json" };
import { ASK_US } from "./shared";

/**
 * The page for IT freelancers (/lif-talent/expert-it): its texts are the file
 * content/pages/lif-talent/expert-it.json, edited in the CMS (« Pages LIF Talent »); its structure is here: the
 * sections' ids and tones, the hero's buttons (the first opens `#candidature`), the testimonials, the FAQ, the
 * links to the privacy policy and to a message or a call, and what the launch gate waits for.
 */
const copy = present(readCopy("content/pages/lif-talent/expert-it.json", data as ExpertItFile));
const { action, secondAction, facts, ...hero } = copy.hero;
const { aside, ...form } = copy.form;
const { help, ...faq } = copy.faq;

export const talentExpert = {
  hero: {
    ...hero,
    actions: [
      { ...action, to: "#candidature" },
      { ...secondAction, variant: "outline" },
    ] satisfies readonly ActionData[],
    facts,
  },
  stats: { id: "chiffres", ...copy.stats },
  benefits: { id: "avantages", tone: "muted", ...copy.benefits, items: featureItems(copy.benefits.items) },
  testimonials: { id: "temoignages", ...copy.testimonials, items: TESTIMONIALS.talentExperts },
  form: {
    id: "candidature",
    tone: "sand",
    ...form,
    aside: { ...aside, note: { ...aside.note, link: PRIVACY_POLICY } },
  },
  faq: { id: "faq", ...faq, items: FAQS.talentExperts, help: { ...help, ...ASK_US } },

  /** What the owner must confirm before launch (copy the specification does not give), for the launch gate. */
  toConfirm: [
    "la facturation par LIF Group et le délai de paiement des contrats de mission",
    "les statuts acceptés (portage salarial compris) et la gratuité de l’inscription",
    "les étapes d’évaluation après une candidature",
  ],
} as const;
