import { BadgeCheck, History, Landmark } from "lucide-react";
import type { AccreditationItem } from "~/components/form/accreditation-cards";
import type { BenefitPanel } from "~/components/form/benefit-panels";
import type { FaqItem } from "~/components/sections/faq";
import type { ActionData } from "~/components/sections/types";
import { CONTACT_US } from "~/content/actions";
import { lifFormFaq } from "~/content/files/faqs";
import type { FormAccueilFile } from "~/content/files/form/accueil-schema";
import { ICONS } from "~/content/files/icons";
import { readCopyWith } from "~/content/files/read-copy";
import { featureItems, present } from "~/content/files/sections";
import { TESTIMONIALS } from "~/content/files/testimonials";
import { copyPlaceholderValues } from "~/content/placeholders";
import { DECLARATION_SENTENCE, FORM_ACCREDITATIONS } from "~/facts/form";
import { capitalize } from "~/lib/french";
import { VARIANT } from "~/lib/variant";
import data from "../../../content/pages/lif-form/accueil.json" with { type: "json" };
import { CERTIFICATIONS } from "./certifications";
import { CERTIFICATION_CARDS, DOMAIN_CARDS } from "./course-sheet";
import { COURSES, DOMAINS } from "./courses";
import { CPF_NOTICE, FUNDING_FAQ, FUNDING_PATHS } from "./funding";
import type { CountedValues, LIF_FORM_NAMES } from "./lif-form-names";

/**
 * The LIF Form service page (/services/lif-form): its texts are the file content/pages/lif-form/accueil.json,
 * edited in the CMS (« Pages LIF Form »), read for the site being built since it quotes the funding wording of
 * each site ({financement-en-bref}). Here: the structure (ids, tones, buttons' targets), the counts of the catalogue
 * its texts quote by name (the hero's figures, the domains' and certifications' titles: ./lif-form-names.ts), the
 * catalogue's cards, the funding paths, and the accreditations' icons, badge and legal mentions (their wording is
 * imposed: app/facts/form.ts).
 */

// Counted from the catalogue: a number frozen in the file would drift.
const COUNTS = {
  "nombre-domaines": String(DOMAINS.length),
  "nombre-formations": String(COURSES.length),
  "nombre-certifications": String(Object.keys(CERTIFICATIONS).length),
} satisfies CountedValues<typeof LIF_FORM_NAMES>;

const copy = present(
  readCopyWith("content/pages/lif-form/accueil.json", data as FormAccueilFile, {
    ...copyPlaceholderValues(VARIANT),
    ...COUNTS,
  }),
);
const { action, secondAction, facts, ...hero } = copy.hero;
const { qualiopi: qualiopiCard, datadock: datadockCard, declaration: declarationCard } = copy.accreditations;

const { qualiopi } = FORM_ACCREDITATIONS;

export const lifForm = {
  hero: {
    ...hero,
    actions: [
      action,
      { ...secondAction, to: "#domaines", variant: "outline" },
    ] as const satisfies readonly ActionData[],
    facts,
  },

  /** The service-page parts: its description, features, image and tags (the title is the page's h1). */
  service: {
    id: "approche",
    eyebrow: copy.service.eyebrow,
    title: copy.service.title,
    intro: copy.service.intro,
    image: { alt: copy.service.imageAlt },
    features: featureItems(copy.service.items),
    techTagsLabel: copy.service.techTagsLabel,
    techTags: copy.service.techTags,
    /** Trainers' profiles and the tools of the labs: to be confirmed by the owner. */
    toConfirm: true,
  },

  benefits: {
    id: "benefices",
    ...copy.benefits,
    items: copy.benefits.items.map((item): BenefitPanel => ({ ...item, icon: ICONS[item.icon] })),
  },

  domains: {
    id: "domaines",
    eyebrow: copy.domains.eyebrow,
    title: copy.domains.title,
    intro: copy.domains.intro,
    items: DOMAIN_CARDS,
  },

  funding: { id: "financement", ...copy.funding, paths: FUNDING_PATHS, notice: CPF_NOTICE },

  certifications: {
    id: "certifications",
    eyebrow: copy.certifications.eyebrow,
    title: copy.certifications.title,
    intro: copy.certifications.intro,
    items: CERTIFICATION_CARDS,
  },

  testimonials: {
    id: "temoignages",
    ...copy.testimonials,
    /** Quotes to be replaced by real, consented learner testimonials: to be confirmed by the owner. */
    toConfirm: true,
    items: TESTIMONIALS.lifForm,
  },

  accreditations: {
    id: "qualite",
    eyebrow: copy.accreditations.eyebrow,
    title: copy.accreditations.title,
    intro: copy.accreditations.intro,
    items: [
      {
        icon: BadgeCheck,
        title: qualiopiCard.title,
        // The certified categories, a fact (app/facts/form.ts).
        badge: capitalize(qualiopi.categories.join(", ")),
        text: qualiopiCard.text,
        mention: { label: qualiopiCard.mentionLabel, text: qualiopi.sentence },
      },
      { icon: History, title: datadockCard.title, badge: datadockCard.badge, text: datadockCard.text },
      {
        icon: Landmark,
        title: declarationCard.title,
        badge: declarationCard.badge,
        text: declarationCard.text,
        mention: { label: declarationCard.mentionLabel, text: DECLARATION_SENTENCE },
      },
    ] as const satisfies readonly AccreditationItem[],
  },

  faq: {
    id: "questions",
    ...copy.faq,
    // The funding question depends on the site (./funding.ts). The others are content/faq/lif-form.json; the
    // price answer does not repeat the intra rule (on each sheet): repeated here, it pushed this page past one
    // TCP window.
    items: [FUNDING_FAQ, ...lifFormFaq(VARIANT)] satisfies readonly FaqItem[],
  },

  cta: {
    title: copy.cta.title,
    text: copy.cta.text,
    actions: [
      CONTACT_US,
      { ...copy.cta.secondAction, to: "#financement" },
    ] as const satisfies readonly ActionData[],
  },
} as const;
