// The shape of the facts' files (content/faits/*.json, « Faits et chiffres » in the CMS at /admin/): one strict
// zod schema per file. The build parses each file with its schema (scripts/content/fact-files.ts) and stops on
// anything else, with a French line naming the file, the field as the CMS labels it and the fix; the dev server
// runs the same check on every save. Every field here is declared in admin/config.yml and the reverse
// (scripts/content/cms-config.test.ts). The modules beside this one (group.ts, shore.ts…) read the files without
// zod and keep computing what is computed (years since, time differences, the revenue split).
import { z } from "zod";
import {
  confirmed,
  isoDate,
  laterYear,
  number,
  percent,
  position,
  positive,
  range,
  text,
  textList,
  utcOffsets,
  whole,
  year,
} from "./fact-fields";

/** A figure as the pages print it (« 60+ », « 98 % »), measured in a given year. */
const datedFigure = (what: string) =>
  z.strictObject({ value: text(what), year: year(`l’année de la mesure de ${what}`) });

export const GROUP_FACTS_SCHEMA = z.strictObject({
  history: z.strictObject({
    tunisEntity: year("la création de la première entité, à Tunis"),
    consultingArm: year("la création de l’activité de conseil"),
    digitalTransformationUnit: year("la création de la cellule de transformation numérique"),
    holdingFounded: year("la création de la holding LIF Group SAS à Paris"),
    groupFormed: year("la réunion des trois activités en un groupe"),
    casablanca: z
      .strictObject({
        from: year("la première année de l’expansion à Casablanca"),
        to: year("la dernière année de l’expansion à Casablanca"),
      })
      .refine((span) => span.from <= span.to, {
        error: "la première année doit précéder ou égaler la dernière",
        path: ["to"],
      }),
  }),
  parisUtc: utcOffsets,
  offices: z
    .array(
      z.strictObject({
        city: text("la ville"),
        country: text("le pays"),
        role: text(
          "le rôle du bureau ; celui d’un centre de production LIF Shore commence par « Centre de production »",
        ),
        opened: year("l’année d’ouverture"),
        status: z.enum(["open", "presence"], {
          error: "statut attendu : open (un bureau ouvert) ou presence (une présence sans bureau)",
        }),
        utc: utcOffsets,
        position,
      }),
      { error: "liste de bureaux attendue" },
    )
    .min(1, { error: "liste vide : ajoutez au moins le siège" }),
  figures: z.strictObject({
    staff: text("l’effectif, tel que les pages l’écrivent (« 60+ »)"),
    africanOffices: whole("le nombre de bureaux en Afrique"),
    clients: text("le nombre de clients (« 30+ »)"),
    retention: text("le taux de fidélisation des clients (« 98 % »)"),
    women: text("la part de femmes dans l’effectif (« 48 % »)"),
    nationalities: whole("le nombre de nationalités"),
    womenManagers: text("la part de femmes parmi les managers (« 42 % »)"),
    womenManagersTarget: z.strictObject({
      value: text("l’objectif de femmes managers (« 50 % »)"),
      year: laterYear("l’échéance de l’objectif, vide tant qu’elle n’est pas fixée"),
    }),
    socialImpactTime: text("le temps consacré à l’impact social (« 5 % »)"),
    certifiedProfessionals: datedFigure("le nombre de professionnels certifiés (« 200+ »)"),
    co2Avoided: datedFigure("le CO₂ évité (« 120 tonnes »)"),
  }),
  responseTimes: z.strictObject({
    requestBusinessHours: whole("le délai de réponse à une demande, en heures ouvrées"),
    applicationBusinessHours: whole("le délai de réponse à une candidature, en heures ouvrées"),
  }),
  securityRoutine: z.strictObject({
    committee: text("la fréquence du comité de sécurité (« chaque trimestre »)"),
    accessReview: text("la fréquence de la revue des droits d’accès (« chaque trimestre »)"),
    auditsPerYear: whole("le nombre d’audits par an"),
  }),
  dataProtectionContact: text("qui répond aux questions sur les données personnelles"),
  supervisedFrom: text("la ville d’où les équipes sont encadrées"),
  confirmed,
});

/** The five steps of a LIF Shore recruitment, in their order on the pages. */
export const RECRUITMENT_STEPS = ["scoping", "sourcing", "tests", "interviews", "onboarding"] as const;

const days = (what: string) => range(`jours de ${what}`, whole);
const labelledPercent = (what: string) =>
  z.strictObject({ label: text(`le nom ${what}`), percent: percent(`la part ${what}`) });
const sumsTo100 = (list: readonly { percent: number }[]) =>
  list.reduce((total, item) => total + item.percent, 0) === 100;

export const SHORE_FACTS_SCHEMA = z.strictObject({
  promises: z.strictObject({
    deploymentDays: whole("les jours entre le besoin validé et l’équipe au travail"),
    firstProfilesHours: whole("les heures avant les premiers profils présentés"),
    classicRecruitmentWeeks: range("semaines d’un recrutement classique", whole),
    profilesPerPosition: range("profils présentés par poste", whole),
  }),
  savings: z.strictObject({ nearshorePercent: range("pour cent d’économies", whole) }),
  contract: z.strictObject({
    commitmentMonths: range("mois d’engagement", whole),
    baseTermMonths: whole("la durée de base du contrat, en mois"),
    noticeDays: whole("le préavis, en jours"),
    teamAdjustmentWorkingDays: whole("le délai d’ajustement de l’équipe, en jours ouvrés"),
    support: text("l’astreinte incluse (« 24/7 »)"),
    pricingModels: textList("les modèles de tarification, un par ligne").length(4, {
      error:
        "quatre modèles attendus, dans l’ordre régie, forfait équipe, au résultat, hybride : les pages décrivent chacun",
    }),
  }),
  recruitment: z
    .strictObject({
      totalDays: whole("la durée totale d’un recrutement, en jours"),
      steps: z.strictObject({
        scoping: days("cadrage"),
        sourcing: days("sourcing"),
        tests: days("tests"),
        interviews: days("entretiens"),
        onboarding: days("intégration"),
      }),
      preQualifiedProfiles: whole("le nombre de profils préqualifiés du vivier"),
      presentedFrench: z.strictObject({
        native: z.boolean({ error: "case à cocher attendue (true ou false)" }),
        levels: textList("les niveaux de français acceptés (C1, C2), un par ligne"),
      }),
      presentedEnglish: z.strictObject({ levels: textList("les niveaux d’anglais (B2, C1), un par ligne") }),
    })
    .refine(
      (recruitment) =>
        RECRUITMENT_STEPS.reduce((total, step) => total + recruitment.steps[step].max, 0) ===
        recruitment.totalDays,
      {
        error: "les durées maximales des cinq étapes doivent faire ensemble la durée totale promise",
        path: ["totalDays"],
      },
    ),
  talentPool: z.strictObject({
    skills: z.array(labelledPercent("de la compétence")).refine(sumsTo100, {
      error: "les parts des compétences doivent faire 100 % ensemble",
    }),
    languages: z.array(labelledPercent("de la langue")).min(1, { error: "liste vide : ajoutez une langue" }),
  }),
  testimonialFigures: z.strictObject({
    landing: z.strictObject({
      costs: number("l’évolution des coûts, en % (négative pour une baisse)"),
      deliveryCapacity: number("l’évolution de la capacité de livraison, en %"),
    }),
    nearshore: z.strictObject({
      cost: number("l’évolution du coût, en %"),
      velocity: number("l’évolution de la vélocité, en %"),
      satisfaction: percent("la satisfaction"),
    }),
    services: z.strictObject({
      productivity: number("l’évolution de la productivité, en %"),
      deliveryTime: number("l’évolution du délai de livraison, en %"),
      availability: percent("la disponibilité"),
    }),
    recruitment: z.strictObject({
      satisfaction: percent("la satisfaction"),
      retentionAfterSixMonths: percent("la rétention à six mois"),
      averageRecruitmentDays: whole("la durée moyenne d’un recrutement, en jours"),
    }),
    dashboard: z.strictObject({ satisfaction: percent("la satisfaction") }),
  }),
  caseStudies: z.strictObject({
    fintech: z.strictObject({
      timeToProduction: number("l’évolution du délai de mise en production, en %"),
      velocity: number("l’évolution de la vélocité, en %"),
      satisfaction: percent("la satisfaction"),
    }),
    industry: z.strictObject({
      maintenanceCost: number("l’évolution du coût de maintenance, en %"),
      returnOnInvestment: number("le retour sur investissement, en %"),
    }),
  }),
  dashboardMock: z.strictObject({
    overallIndicatorPercent: percent("l’indicateur global"),
    availabilityPercent: percent("la disponibilité"),
    gdprCompliancePercent: percent("la conformité RGPD"),
    resourcesByCentre: z
      .array(
        z.strictObject({
          city: text("la ville du centre"),
          count: whole("le nombre de ressources actives du centre"),
        }),
      )
      .min(1, { error: "liste vide : ajoutez un centre" }),
    velocityPoints: z
      .array(whole("les points de vélocité d’un sprint"), { error: "liste de nombres attendue" })
      .min(2, { error: "au moins deux sprints attendus pour tracer la courbe" }),
  }),
  flightMinutesFromParis: z.strictObject({
    Tunis: whole("la durée du vol direct Paris–Tunis, en minutes"),
    Dakar: whole("la durée du vol direct Paris–Dakar, en minutes"),
    Abidjan: whole("la durée du vol direct Paris–Abidjan, en minutes"),
  }),
  offshoreHoursFromParis: range("heures de décalage de l’offshore avec Paris"),
  nis2Deadlines: z.strictObject({
    earlyWarningHours: whole("le délai de l’alerte précoce, en heures"),
    notificationHours: whole("le délai de la notification, en heures"),
    finalReportMonths: whole("le délai du rapport final, en mois"),
  }),
  confirmed,
});

/** The regions of the Africa arm's presence, in the specification's order. */
export const PRESENCE_REGIONS = ["Maghreb", "Afrique de l’Ouest"] as const;

export const TALENT_FACTS_SCHEMA = z.strictObject({
  terms: z.strictObject({
    commissionPercent: percent("la commission, en % du TJM du consultant"),
    consultantSharePercent: percent("la part minimale du montant facturé qui revient au consultant"),
    exampleDailyRate: positive("le TJM de l’exemple chiffré, en euros"),
    profilesPresented: text("le nombre de profils présentés (« 2 à 3 »)"),
    presentationDelay: text("le délai de présentation des profils (« 48 h »)"),
    minMissionMonths: whole("la durée minimale d’une mission, en mois"),
    averageMissionMonths: whole("la durée moyenne d’une mission, en mois"),
  }),
  presence: z
    .array(
      z.strictObject({
        city: text(
          "une ville où le groupe a un bureau ou une présence (Faits et chiffres › Le groupe › Bureaux)",
        ),
        region: z.enum(PRESENCE_REGIONS, { error: `région attendue : ${PRESENCE_REGIONS.join(" ou ")}` }),
      }),
    )
    .min(1, { error: "liste vide : ajoutez une ville" }),
  backoffice: z.strictObject({
    youngPeopleTrainedPerYear: text("le nombre de jeunes formés par an (« 200+ »)"),
    vision: z.strictObject({
      year: laterYear("l’échéance de l’objectif, vide tant qu’elle n’est pas fixée"),
      centres: whole("le nombre de centres visés"),
      countries: z.array(
        z.strictObject({
          country: text("le pays"),
          capital: text("la capitale, où la carte place le pays"),
          position,
        }),
      ),
    }),
  }),
  confirmed,
});

/** A line of a course sheet's key facts: its label, its value and a note. */
const sheetLine = z.strictObject({
  label: text("l’intitulé de la ligne"),
  value: text("la valeur affichée"),
  note: text("la précision sous la valeur"),
});

const benefits = z.strictObject({
  company: text("ce qui est promis à une entreprise"),
  learner: text("ce qui est promis à un stagiaire"),
});

export const FORM_FACTS_SCHEMA = z.strictObject({
  datadockReplacedOn: isoDate("le jour où Qualiopi a remplacé Datadock"),
  funding: z.strictObject({
    opco: text("l’OPCO de la branche (« OPCO Atlas »)"),
    opcoPlanHeadcountLimit: whole(
      "l’effectif sous lequel l’OPCO finance le plan de développement des compétences",
    ),
    cpfRegistry: text("où une certification doit être enregistrée pour être finançable par le CPF"),
    cpfMinimumDelayDays: whole(
      "le délai minimal entre l’inscription par le CPF et le premier jour, en jours ouvrés",
    ),
    cpfAnswerDelayDays: whole("le délai de réponse à une demande CPF, en jours ouvrés"),
  }),
  formats: z.strictObject({
    onSiteCity: text("la ville des sessions en présentiel"),
    sentence: text("les lieux des sessions, en une phrase"),
  }),
  courseTerms: z.strictObject({
    intraRule: text("la règle de prix d’une session intra-entreprise"),
    contact: text("qui répond aux questions sur une formation"),
    accessibility: text("comment un stagiaire en situation de handicap est accueilli"),
    pendingValue: text("ce qu’une fiche affiche pour un prix ou un délai pas encore publié"),
    pendingResults: text("ce qu’une fiche affiche tant qu’aucune session n’est terminée"),
  }),
  frenchFunding: z.strictObject({
    courseSheet: z.strictObject({ eligible: sheetLine, notEligible: sheetLine }),
    inShort: text("les financements nommés en quelques mots"),
    benefits,
    quoteNote: text("ce que le devis indique"),
    qualiopiScope: text("ce que la certification Qualiopi ouvre comme financements"),
  }),
  belgianFunding: z.strictObject({
    schemes: z
      .array(
        z.strictObject({
          id: z
            .string({ error: "identifiant attendu : des minuscules sans accents et des tirets" })
            .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
              error: "identifiant de minuscules sans accents, chiffres et tirets attendu (ancre de la page)",
            }),
          short: text("le nom court du dispositif"),
          title: text("le titre du dispositif"),
          audience: text("à qui s’adresse le dispositif"),
          steps: textList("les étapes, une par ligne"),
          note: text("ce qu’il faut savoir"),
        }),
      )
      .min(1, { error: "liste vide : ajoutez un dispositif" }),
    courseSheet: sheetLine,
    inShort: text("les financements nommés en quelques mots"),
    domainNote: text("la note de financement des pages de domaine"),
    benefits,
    faq: z.strictObject({ question: text("la question"), answer: text("la réponse") }),
    frenchOnly: text("ce que chaque fiche dit de Qualiopi et du CPF à un visiteur belge"),
    quoteNote: text("ce que le devis indique"),
    qualiopiScope: text("ce que la certification Qualiopi ouvre comme financements en Belgique"),
    notice: z.strictObject({
      title: text("le titre de l’encadré"),
      points: textList("les points, un par ligne"),
    }),
  }),
  confirmed,
});

export const MARKET_FACTS_SCHEMA = z.strictObject({
  africaDevelopers: z.strictObject({
    count: whole("le nombre de développeurs professionnels en Afrique"),
    year: year("l’année de la mesure"),
    growthPercent: number("la croissance sur un an, en %"),
    source: text("la source telle que les pages la citent : auteur, « titre », année"),
  }),
  talentShortage: z.strictObject({
    millions: positive("la pénurie de main-d’œuvre qualifiée, en millions"),
    year: year("l’année de la projection"),
    source: text("la source telle que les pages la citent : auteur, « titre », année"),
  }),
  confirmed,
});

const years = (what: string) => whole(`${what}, en années`);

export const PRIVACY_FACTS_SCHEMA = z.strictObject({
  retention: z.strictObject({
    clientYearsAfterRelationship: years("la conservation des données d’un client après la relation"),
    prospectYearsAfterLastContact: years(
      "la conservation des données d’un prospect après son dernier contact",
    ),
    candidateYearsAfterLastContact: years(
      "la conservation des données d’un candidat après le dernier contact",
    ),
    learnerRecordsYearsAfterTraining: years("la conservation du dossier d’un stagiaire après la formation"),
    accountingYears: years("la conservation des pièces comptables"),
    browsingMonths: whole("la conservation des données de navigation, en mois"),
  }),
  destinations: z.strictObject({
    groupEntities: textList(
      "les pays des entités du groupe hors Union européenne, avec l’article (« la Tunisie »)",
    ),
    recruitmentPresence: textList("les pays de présence recrutement, avec l’article (« le Maroc »)"),
    processors: textList("les pays des sous-traitants, avec l’article (« les États-Unis »)"),
  }),
  confirmed,
});

const regulatoryFact = z.strictObject({
  label: text("ce qu’est le montant, pour l’avertissement du build"),
  value: text("le montant tel que les pages l’écrivent (« 103,20 € »)"),
  reference: text("le texte qui fixe le montant, tel qu’une page peut le citer"),
  effectiveFrom: isoDate("le jour d’entrée en vigueur"),
});

export const REGULATION_FACTS_SCHEMA = z.strictObject({
  cpfContribution: regulatoryFact,
  cpfSpecificRegistryCeiling: regulatoryFact,
  confirmed,
});

export type GroupFacts = z.output<typeof GROUP_FACTS_SCHEMA>;
export type ShoreFacts = z.output<typeof SHORE_FACTS_SCHEMA>;
export type TalentFacts = z.output<typeof TALENT_FACTS_SCHEMA>;
export type FormFacts = z.output<typeof FORM_FACTS_SCHEMA>;
export type MarketFacts = z.output<typeof MARKET_FACTS_SCHEMA>;
export type PrivacyFacts = z.output<typeof PRIVACY_FACTS_SCHEMA>;
export type RegulationFacts = z.output<typeof REGULATION_FACTS_SCHEMA>;

/** Each facts' file with its schema, in the CMS's order. */
export const FACT_SCHEMAS = {
  "content/faits/groupe.json": GROUP_FACTS_SCHEMA,
  "content/faits/lif-shore.json": SHORE_FACTS_SCHEMA,
  "content/faits/lif-talent.json": TALENT_FACTS_SCHEMA,
  "content/faits/lif-form.json": FORM_FACTS_SCHEMA,
  "content/faits/marche.json": MARKET_FACTS_SCHEMA,
  "content/faits/donnees-personnelles.json": PRIVACY_FACTS_SCHEMA,
  "content/faits/reglementation.json": REGULATION_FACTS_SCHEMA,
} as const satisfies Record<string, z.ZodType>;

export type FactFile = keyof typeof FACT_SCHEMAS;
