import { GROUP_FIGURES, HISTORY } from "~/facts/group";
import { orPending, SITE } from "~/site.config";
import { CPF_RULES } from "./regulation";

/**
 * LIF Form's own facts: its quality certification, its former Datadock listing, its activity declaration and
 * the funding rules its pages state. Values marked `toConfirm` are editable defaults the owner checks before
 * launch; the declaration number itself is a legal identifier kept in site.config.
 */

/** Wording imposed by the Qualiopi brand rules, shown verbatim next to any mention of the certification. */
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
  datadock: { replacedByQualiopiOn: "1er\u00a0janvier 2022", formCreated: HISTORY.groupFormed },
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
  opco: { name: "OPCO Atlas", toConfirm: true },
  /** Below this headcount the OPCO funds the employer's skills development plan. */
  opcoPlanHeadcountLimit: 50,
  cpf: {
    /** The fixed contribution a CPF holder pays on each training, revalued each 1 January (regulation.ts). */
    contribution: CPF_RULES.contribution,
    /** The most the CPF pays for a training towards a répertoire spécifique certification (regulation.ts). */
    specificRegistryCeiling: CPF_RULES.specificRegistryCeiling,
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
  { fact: "Conditions et examens des certifications préparées", where: "app/content/form/certifications.ts" },
  { fact: "OPCO de branche et délais CPF", where: "app/facts/form.ts" },
  {
    fact: "Montants réglementaires datés : participation forfaitaire CPF (103,20 € au 1er janvier 2026) et plafond du répertoire spécifique (1 500 € au 26 février 2026)",
    where: "app/facts/regulation.ts",
  },
  {
    fact: "Financements belges : chèques-formation wallons, chèque formation d’Actiris, portefeuille PME flamand, congé-éducation payé, congé-formation flamand, fonds sectoriels, et l’agrément de LIF Form pour chacun",
    where: "app/facts/form.ts (BELGIAN_FUNDING)",
  },
  {
    fact: "Témoignages d’apprenants, profils des formateurs, taille des groupes",
    where: "app/content/form/",
  },
];

/**
 * Where LIF Form's sessions take place, the same on every page: Paris, a virtual classroom or the client's
 * premises. The Tunis centre trains the group's own staff and young graduates, not LIF Form's clients.
 */
export const FORM_FORMATS = {
  onSiteCity: "Paris",
  sentence: "en présentiel à Paris, à distance en classe virtuelle ou en intra dans vos locaux",
} as const;

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

const BELGIAN_SHEET_LINE: SheetLine = {
  label: "Financement en Belgique",
  value: "Aides des Régions ou fonds sectoriel",
  note: "Chèques-formation, congé-éducation payé ou fonds sectoriel, selon votre Région\u00a0: le CPF et les OPCO sont français",
};

/**
 * How a Belgian company or worker funds a course: the regional schemes, not the French CPF and OPCO. Amounts and
 * conditions are the Regions' and the sectors' and change often, so the pages name the scheme and send to its
 * operator; whether LIF Form is approved for each is the owner's to confirm (FORM_TO_CONFIRM).
 */
export const BELGIAN_FUNDING = {
  schemes: [
    {
      id: "financement-cheques-formation",
      short: "Chèques-formation (Wallonie), aides régionales",
      title: "Les chèques-formation et les aides des Régions",
      audience:
        "Votre entreprise, une PME dont le siège d’activité est en Wallonie, forme un ou plusieurs collaborateurs.",
      steps: [
        "Demandez-nous le programme et le devis de la session.",
        "Commandez vos chèques-formation (Le Forem)\u00a0: la Région wallonne prend en charge une partie du coût de chaque heure de formation.",
        "Réglez la formation avec vos chèques, dans la limite de leur validité.",
        "Après la session, nous vous remettons les attestations de présence.",
      ],
      note: "Les chèques ne financent que les formations d’un opérateur agréé par la Région wallonne\u00a0: nous vous confirmons, avant toute démarche, si la session que vous visez y est éligible. À Bruxelles, le chèque formation d’Actiris finance la formation d’un demandeur d’emploi que vous venez d’engager\u00a0; en Flandre, le portefeuille PME (KMO-portefeuille) prend en charge une partie des formations.",
    },
    {
      id: "financement-conge-education",
      short: "Congé-éducation payé, congé-formation flamand",
      title: "Le congé-éducation payé et le congé-formation flamand",
      audience:
        "Vous êtes salarié du secteur privé et suivez une formation reconnue, en dehors ou pendant vos heures de travail.",
      steps: [
        "Vérifiez que la formation est reconnue par votre Région\u00a0: congé-éducation payé en Wallonie et à Bruxelles, Vlaams opleidingsverlof en Flandre.",
        "Remettez à votre employeur l’attestation d’inscription que nous vous délivrons.",
        "Vous vous absentez en gardant votre salaire, dans la limite d’heures fixée par votre Région\u00a0; l’employeur en obtient le remboursement.",
        "Nous transmettons chaque trimestre les attestations d’assiduité.",
      ],
      note: "La reconnaissance d’une formation et le nombre d’heures dépendent de votre Région\u00a0: nous vous les confirmons avant votre inscription.",
    },
    {
      id: "financement-fonds-sectoriels",
      short: "Fonds sectoriels de formation",
      title: "Les fonds sectoriels de formation",
      audience:
        "Votre entreprise cotise à un fonds sectoriel, celui de sa commission paritaire (Cevora pour la commission paritaire 200, par exemple).",
      steps: [
        "Identifiez le fonds de votre commission paritaire et ses conditions d’intervention.",
        "Demandez-nous le programme et le devis, à joindre à votre demande.",
        "Le fonds confirme sa prise en charge, totale ou partielle.",
        "Après la session, nous vous remettons les attestations de présence qu’il demande.",
      ],
      note: "Chaque fonds fixe ses propres plafonds et délais\u00a0: votre conseiller formation vérifie avec vous ceux du vôtre.",
    },
  ] as const satisfies readonly FundingScheme[],
  /** A course sheet's funding line: the Belgian schemes do not depend on the certification a course prepares. */
  courseSheet: {
    eligible: BELGIAN_SHEET_LINE,
    notEligible: BELGIAN_SHEET_LINE,
  },
  /** The funding a page names in one phrase. */
  inShort: "les aides des Régions (chèques-formation), le congé-éducation payé ou votre fonds sectoriel",
  /** A domain page's funding note. */
  domainNote:
    "En Belgique, aides des Régions (chèques-formation), congé-éducation payé ou fonds sectoriel, selon votre Région et votre commission paritaire\u00a0: nous vérifions avec vous, avant l’inscription, à quoi la session ouvre droit.",
  /** What the LIF Form page promises a company and a learner about funding. */
  benefits: {
    company: "Un dossier de financement préparé avec vous\u00a0: chèques-formation, fonds sectoriel",
    learner:
      "Les aides belges auxquelles la formation ouvre droit, vérifiées avec vous selon votre Région avant l’inscription",
  },
  /** The funding question of the LIF Form FAQ. */
  faq: {
    question: "Comment financer ma formation en Belgique\u00a0?",
    answer:
      "Selon la Région de votre siège ou de votre lieu de travail\u00a0: chèques-formation en Wallonie, chèque formation d’Actiris à Bruxelles, portefeuille PME en Flandre, congé-éducation payé ou congé-formation flamand pour un salarié, et le fonds sectoriel de votre commission paritaire. Nous vous confirmons, avant toute démarche, à quoi la session ouvre droit.\n\nLe compte personnel de formation (CPF) et les OPCO sont des dispositifs français\u00a0: ils ne financent pas une entreprise ou un salarié en Belgique.",
  },
  /** What every course sheet tells a Belgian visitor about Qualiopi and the CPF. */
  frenchOnly:
    "La certification Qualiopi de LIF Form et le compte personnel de formation (CPF) s’appliquent en France uniquement\u00a0: en Belgique, la formation se finance par les aides des Régions ou votre fonds sectoriel.",
  /** What a quote tells a Belgian company. */
  quoteNote:
    "Le devis indique ce que l’aide de votre Région ou votre fonds sectoriel prend en charge et ce qui reste à payer.",
  /** Where the quality certification opens funding: a Belgian visitor reads that it is French. */
  qualiopiScope:
    "En France, les financeurs publics et mutualisés (OPCO, CPF, France Travail) ne prennent en charge que les formations d’un organisme certifié Qualiopi\u00a0; en Belgique, la certification reste un gage de qualité, sans ouvrir de financement. Voici où nous en sommes, en toute transparence.",
  notice: {
    title: "À savoir pour une entreprise belge",
    points: [
      "Le compte personnel de formation (CPF) et les OPCO sont des dispositifs français\u00a0: ils ne financent pas une entreprise ou un salarié en Belgique. La certification Qualiopi de LIF Form y reste un gage de qualité, sans ouvrir de financement belge.",
      "Les aides belges dépendent de la Région de votre siège ou de votre lieu de travail, et de votre commission paritaire.",
      "Le tarif inter-entreprises est publié sur la fiche de chaque formation\u00a0; le devis précise ce qui est pris en charge et ce qui reste à payer.",
    ],
  },
} as const;

/**
 * The funding wording of the French variant, key for key the Belgian one's: the pages of each variant read the
 * object of their variant (content/form/funding.ts chooses it), never a sentence of their own.
 */
export const FRENCH_FUNDING = {
  courseSheet: {
    eligible: {
      label: "CPF",
      value: "Éligible, sous conditions",
      note: "Selon l’enregistrement de la certification auprès de France Compétences",
    },
    notEligible: { label: "CPF", value: "Non éligible", note: "Financement OPCO ou plan de formation" },
  },
  inShort: "votre OPCO ou le CPF",
  benefits: {
    company: "Un dossier de financement OPCO préparé avec vous",
    learner: "Une formation finançable par votre CPF lorsque la certification préparée y est éligible",
  },
  frenchOnly: null,
  quoteNote: `Le devis indique ce que votre financeur prend en charge et ce qui reste à payer, dont la participation forfaitaire de ${CPF_RULES.contribution.value} si vous passez par le CPF.`,
  qualiopiScope:
    "Les financeurs publics et mutualisés ne prennent en charge que les formations d’un organisme certifié Qualiopi. Voici où nous en sommes, en toute transparence.",
} as const satisfies {
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
 * defaults the owner confirms (FORM_TO_CONFIRM); no price, delay or result is made up: those are null in the
 * catalogue until the owner supplies them, and the launch gate lists each one.
 */
export const COURSE_TERMS = {
  /** How an intra-company session is priced. */
  intraRule:
    "Sur devis, pour un groupe de votre entreprise\u00a0: un prix par session, fixé par le nombre de participants (douze au plus), le lieu (vos locaux, Paris ou à distance) et l’adaptation du programme à votre contexte.",
  /** Who answers a question about a course, before and after enrolment. */
  contact: "Un conseiller formation LIF Form",
  /** How a learner with a disability is accommodated. */
  accessibility:
    "Notre référent handicap étudie avec vous, avant l’inscription, les adaptations utiles\u00a0: rythme, supports, accessibilité des locaux ou des outils à distance. Vos besoins sont traités comme des données de santé, avec votre accord.",
  /** A price or an access delay the owner has not published yet. */
  pendingValue: "publié avant l’ouverture des inscriptions",
  /** Results (indicator 2) and success rates (indicator 3) of a body in its first sessions. */
  pendingResults: "indicateurs publiés à l’issue des premières sessions",
} as const;
