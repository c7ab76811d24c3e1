import { GROUP_FIGURES } from "~/facts/group";
import { orPending, SITE } from "~/site.config";

/**
 * LIF Form's own facts: its quality certification, its former Datadock listing, its activity declaration and
 * the funding rules its pages state. Values marked `toConfirm` are editable defaults the owner checks before
 * launch; the declaration number itself is a legal identifier kept in site.config.
 */

/** Wording imposed by the Qualiopi brand rules, shown verbatim next to any mention of the certification. */
export const QUALIOPI_MANDATORY_SENTENCE =
  "La certification qualité a été délivrée au titre de la catégorie d’action suivante\u00a0: actions de formation";

export const FORM_ACCREDITATIONS = {
  qualiopi: {
    category: "actions de formation",
    sentence: QUALIOPI_MANDATORY_SENTENCE,
    /** The certificate (its certifying body and validity) is sent on request until the owner publishes it. */
    toConfirm: true,
  },
  /** Datadock stopped being the financiers' reference when Qualiopi became compulsory. */
  datadock: { referencedUntil: 2021, replacedByQualiopiOn: "1er\u00a0janvier 2022", toConfirm: true },
  declaration: {
    /** The number, or « en cours d’attribution » while the owner has not supplied it. */
    number: orPending(SITE.legal.trainingDeclarationNumber),
    region: SITE.legal.trainingDeclarationRegion,
  },
} as const;

/** The activity declaration in its legal wording, the number read from the site configuration. */
export const DECLARATION_SENTENCE = `Déclaration d’activité enregistrée sous le numéro ${FORM_ACCREDITATIONS.declaration.number} auprès du préfet de région d’${FORM_ACCREDITATIONS.declaration.region}. Cet enregistrement ne vaut pas agrément de l’État.`;

export const FORM_FUNDING = {
  /** The operator of skills of the digital and consulting branch, which funds most of our learners' employers. */
  opco: { name: "OPCO Atlas", toConfirm: true },
  /** Below this headcount the OPCO funds the employer's skills development plan. */
  opcoPlanHeadcountLimit: 50,
  cpf: {
    /** The fixed contribution a CPF holder pays on each training, since 2 May 2024 (revised by decree). */
    contribution: { amount: "100\u00a0€", since: "2\u00a0mai 2024", toConfirm: true },
    /** Where a certification must be registered for its preparation to be bought with the CPF. */
    registry: "France Compétences",
    /** The minimum delay between a CPF registration and the first day of training. */
    minimumDelay: "11\u00a0jours ouvrés",
    /** The training body's time to answer a CPF request on Mon Compte Formation. */
    answerDelay: "2\u00a0jours ouvrés",
    /** Platform rules (Mon Compte Formation's terms) the owner checks before launch. */
    toConfirm: true,
  },
} as const;

/** Learners certified by LIF Form, as the group's figures state it. */
export const FORM_FIGURES = {
  certifiedProfessionals: GROUP_FIGURES.certifiedProfessionals,
} as const;

/**
 * LIF Form's editable defaults, one line each, in the shape of site.config's TO_CONFIRM so the launch gate can
 * list them with the others.
 */
export const FORM_TO_CONFIRM: readonly { fact: string; where: string }[] = [
  {
    fact: "Catalogue LIF Form : intitulés, programmes, durées, éligibilité CPF",
    where: "app/content/form/catalogue/",
  },
  { fact: "Conditions et examens des certifications préparées", where: "app/content/form/certifications.ts" },
  { fact: "Certificat Qualiopi et référencement Datadock jusqu’en 2021", where: "app/facts/form.ts" },
  { fact: "OPCO de branche, participation forfaitaire CPF et délais", where: "app/facts/form.ts" },
  {
    fact: "Témoignages d’apprenants, profils des formateurs, taille des groupes",
    where: "app/content/form/",
  },
];
