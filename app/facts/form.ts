import type { FormFacts } from "~/facts/facts-schema";
import { GROUP_FIGURES, HISTORY } from "~/facts/group";
import { count, frenchDate, typesetAll } from "~/lib/french";
import { orPending, SITE } from "~/site.config";
import formFile from "../../content/faits/lif-form.json" with { type: "json" };
import { CPF_RULES } from "./regulation";

/**
 * LIF Form's own facts: its quality certification, its former Datadock listing, its activity declaration and
 * the funding rules its pages state, edited by the owner in the CMS (content/faits/lif-form.json, « Faits et
 * chiffres › LIF Form »), checked by the build with its schema (facts-schema.ts), read here without zod. They
 * are editable defaults the owner confirms before launch (« Chiffres confirmés »); the declaration number and the
 * Qualiopi certificate are legal identifiers kept in the site settings (content/settings.json).
 */

/**
 * The facts a text of this file may quote by name: the regulatory amounts, written once in
 * content/faits/reglementation.json. The build refuses any other name here (scripts/content/fact-files.ts).
 */
export const FORM_FACT_PLACEHOLDERS: Readonly<Record<string, string>> = {
  "participation-cpf": CPF_RULES.contribution.value,
  "plafond-cpf": CPF_RULES.specificRegistryCeiling.value,
};

/** Every text of a value with its `{name}` filled from FORM_FACT_PLACEHOLDERS, once typeset. */
function filled<T>(value: T): T {
  if (typeof value === "string")
    return value.replace(
      /\{([^{}]*)\}/g,
      (whole, name: string) => FORM_FACT_PLACEHOLDERS[name.trim()] ?? whole,
    ) as T;
  if (Array.isArray(value)) return value.map(filled) as T;
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, filled(inner)])) as T;
  return value;
}

const FACTS = filled(typesetAll(formFile as FormFacts));

/**
 * Wording imposed by the Qualiopi brand rules, shown verbatim next to any mention of the certification: code, not
 * content, since no editor may reword it (it changes only with the action categories certified, below).
 */
export const QUALIOPI_MANDATORY_SENTENCE =
  "La certification qualité a été délivrée au titre de la catégorie d’action suivante\u00a0: actions de formation";

const { qualiopi } = SITE.legal;

export const FORM_ACCREDITATIONS = {
  /**
   * What a certified body publishes about its certificate (the certificate itself, its certifying body, its
   * validity and the action categories it covers): the identifiers live in site.config, « en cours
   * d’attribution » until the owner supplies them.
   */
  qualiopi: {
    categories: ["actions de formation"],
    sentence: QUALIOPI_MANDATORY_SENTENCE,
    certificateNumber: orPending(qualiopi.certificateNumber),
    certifier: orPending(qualiopi.certifier),
    validUntil: orPending(qualiopi.validUntil),
  },
  /**
   * Datadock stopped being the financiers' reference when Qualiopi became compulsory, before LIF Form was created
   * (with the group, HISTORY.groupFormed): LIF Form was never listed on it.
   */
  datadock: { replacedByQualiopiOn: frenchDate(FACTS.datadockReplacedOn), formCreated: HISTORY.groupFormed },
  declaration: {
    /** The number, or « en cours d’attribution » while the owner has not supplied it. */
    number: orPending(SITE.legal.trainingDeclarationNumber),
    region: SITE.legal.trainingDeclarationRegion,
  },
} as const;

/**
 * The certificate's particulars as a certified body publishes them, one field each so that a pending value reads
 * « Organisme certificateur : en cours d’attribution » rather than a broken sentence.
 */
export const QUALIOPI_CERTIFICATE_SENTENCE = `Certificat Qualiopi n°\u00a0: ${FORM_ACCREDITATIONS.qualiopi.certificateNumber}. Organisme certificateur\u00a0: ${FORM_ACCREDITATIONS.qualiopi.certifier}. Valable jusqu’au\u00a0: ${FORM_ACCREDITATIONS.qualiopi.validUntil}.`;

/** The activity declaration in its legal wording, the number read from the site configuration. */
export const DECLARATION_SENTENCE = `Déclaration d’activité enregistrée sous le numéro ${FORM_ACCREDITATIONS.declaration.number} auprès du préfet de région d’${FORM_ACCREDITATIONS.declaration.region}. Cet enregistrement ne vaut pas agrément de l’État.`;

export const FORM_FUNDING = {
  /** The operator of skills of the digital and consulting branch, which funds most of our learners' employers. */
  opco: { name: FACTS.funding.opco, toConfirm: !FACTS.confirmed },
  /** Below this headcount the OPCO funds the employer's skills development plan. */
  opcoPlanHeadcountLimit: FACTS.funding.opcoPlanHeadcountLimit,
  cpf: {
    /** The fixed contribution a CPF holder pays on each training, revalued each 1 January (regulation.ts). */
    contribution: CPF_RULES.contribution,
    /** The most the CPF pays for a training towards a répertoire spécifique certification (regulation.ts). */
    specificRegistryCeiling: CPF_RULES.specificRegistryCeiling,
    /** Where a certification must be registered for its preparation to be bought with the CPF. */
    registry: FACTS.funding.cpfRegistry,
    /** The minimum delay between a CPF registration and the first day of training. */
    minimumDelay: count(FACTS.funding.cpfMinimumDelayDays, "jours ouvrés"),
    /** The training body's time to answer a CPF request on Mon Compte Formation. */
    answerDelay: count(FACTS.funding.cpfAnswerDelayDays, "jours ouvrés"),
    /** Platform rules (Mon Compte Formation's terms) the owner checks before launch. */
    toConfirm: !FACTS.confirmed,
  },
};

/** Learners certified by LIF Form, as the group's figures state it. */
export const FORM_FIGURES = {
  certifiedProfessionals: GROUP_FIGURES.certifiedProfessionals,
} as const;

/**
 * LIF Form's defaults still in code, one line each, in the shape of site.config's TO_CONFIRM so the launch gate
 * can list them with the others; those of this file's facts are the CMS's « Chiffres confirmés » check box.
 */
export const FORM_TO_CONFIRM: readonly { fact: string; where: string }[] = [
  { fact: "Conditions et examens des certifications préparées", where: "app/content/form/certifications.ts" },
  {
    fact: "Témoignages d’apprenants, profils des formateurs, taille des groupes",
    where: "app/content/form/",
  },
];

/**
 * Where LIF Form's sessions take place, the same on every page: Paris, a virtual classroom or the client's
 * premises. The Tunis centre trains the group's own staff and young graduates, not LIF Form's clients.
 */
export const FORM_FORMATS = FACTS.formats;

/** One way of funding a course: who it is for, the steps, and what to know. */
export type FundingScheme = {
  id: string;
  short: string;
  title: string;
  audience: string;
  steps: readonly string[];
  note: string;
};

/** A line of a course sheet's key facts. */
export type SheetLine = { label: string; value: string; note: string };

/**
 * How a Belgian company or worker funds a course: the regional schemes, not the French CPF and OPCO. Amounts and
 * conditions are the Regions' and the sectors' and change often, so the pages name the scheme and send to its
 * operator; whether LIF Form is approved for each is the owner's to confirm (« Chiffres confirmés » in the CMS).
 */
export const BELGIAN_FUNDING = {
  schemes: FACTS.belgianFunding.schemes satisfies readonly FundingScheme[],
  /** A course sheet's funding line: the Belgian schemes do not depend on the certification a course prepares. */
  courseSheet: {
    eligible: FACTS.belgianFunding.courseSheet,
    notEligible: FACTS.belgianFunding.courseSheet,
  },
  /** The funding a page names in one phrase. */
  inShort: FACTS.belgianFunding.inShort,
  /** A domain page's funding note. */
  domainNote: FACTS.belgianFunding.domainNote,
  /** What the LIF Form page promises a company and a learner about funding. */
  benefits: FACTS.belgianFunding.benefits,
  /** The funding question of the LIF Form FAQ. */
  faq: FACTS.belgianFunding.faq,
  /** What every course sheet tells a Belgian visitor about Qualiopi and the CPF. */
  frenchOnly: FACTS.belgianFunding.frenchOnly,
  /** What a quote tells a Belgian company. */
  quoteNote: FACTS.belgianFunding.quoteNote,
  /** Where the quality certification opens funding: a Belgian visitor reads that it is French. */
  qualiopiScope: FACTS.belgianFunding.qualiopiScope,
  notice: FACTS.belgianFunding.notice,
};

/**
 * The funding wording of the French variant, key for key the Belgian one's: the pages of each variant read the
 * object of their variant (content/form/funding.ts chooses it), never a sentence of their own.
 */
export const FRENCH_FUNDING = {
  courseSheet: FACTS.frenchFunding.courseSheet,
  inShort: FACTS.frenchFunding.inShort,
  benefits: FACTS.frenchFunding.benefits,
  frenchOnly: null,
  /** Quotes the CPF participation by name ({participation-cpf}), written once in the regulatory amounts. */
  quoteNote: FACTS.frenchFunding.quoteNote,
  qualiopiScope: FACTS.frenchFunding.qualiopiScope,
} satisfies {
  courseSheet: { eligible: SheetLine; notEligible: SheetLine };
  inShort: string;
  benefits: { company: string; learner: string };
  frenchOnly: string | null;
  quoteNote: string;
  qualiopiScope: string;
};

/**
 * What every course sheet publishes the same way (Qualiopi indicator 1): the rule that sets an intra-company
 * price, who to contact, how a disability is accommodated, and how a value not yet known reads. Editable
 * defaults the owner confirms (« Chiffres confirmés » in the CMS); no price, delay or result is made up: those are null in the
 * catalogue until the owner supplies them, and the launch gate lists each one.
 */
export const COURSE_TERMS = FACTS.courseTerms;
