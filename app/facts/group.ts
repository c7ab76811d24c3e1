/**
 * LIF Group's own facts: its history, offices and the group figures of the specification.
 * Marked `confirm` where the owner has still to check the figure before launch.
 */
export const HISTORY = {
  /** The first entity, in Tunis. */
  tunisEntity: 2018,
  consultingArm: 2019,
  digitalTransformationUnit: 2021,
  /** The holding, LIF Group SAS, created in Paris. */
  holdingFounded: 2020,
  /** The three service lines brought together under one group. */
  groupFormed: 2023,
  /** Expansion to Casablanca: a sourcing and partner presence, not an office (the group has 3 offices in Africa). */
  casablanca: { from: 2024, to: 2025 },
} as const;

export type OfficeStatus = "open" | "presence";

export type GroupOffice = {
  city: string;
  country: string;
  role: string;
  /** Year it opened. */
  opened: number;
  status: OfficeStatus;
  /** Hours from UTC in winter and in summer. */
  utc: { winter: number; summer: number };
  coordinates: [lon: number, lat: number];
};

/** Paris is UTC+1 in winter and UTC+2 in summer. */
export const PARIS_UTC = { winter: 1, summer: 2 } as const;

/** Offices in the order the contact page lists them, then the Casablanca presence. */
export const OFFICES = [
  {
    city: "Paris",
    country: "France",
    role: "Siège social",
    opened: 2020,
    status: "open",
    utc: { winter: 1, summer: 2 },
    coordinates: [2.3522, 48.8566],
  },
  {
    city: "Dakar",
    country: "Sénégal",
    role: "Centre de production",
    opened: 2021,
    status: "open",
    utc: { winter: 0, summer: 0 },
    coordinates: [-17.4677, 14.7167],
  },
  {
    city: "Abidjan",
    country: "Côte d’Ivoire",
    role: "Centre de production",
    opened: 2022,
    status: "open",
    utc: { winter: 0, summer: 0 },
    coordinates: [-4.0083, 5.36],
  },
  {
    city: "Tunis",
    country: "Tunisie",
    role: "Centre de production et de formation",
    opened: 2018,
    status: "open",
    utc: { winter: 1, summer: 1 },
    coordinates: [10.1815, 36.8065],
  },
  {
    city: "Bruxelles",
    country: "Belgique",
    role: "Bureau commercial Benelux",
    opened: 2023,
    status: "open",
    utc: { winter: 1, summer: 2 },
    coordinates: [4.3517, 50.8503],
  },
  {
    city: "Casablanca",
    country: "Maroc",
    role: "Présence recrutement et partenaires",
    opened: 2025,
    status: "presence",
    utc: { winter: 1, summer: 1 },
    coordinates: [-7.5898, 33.5731],
  },
] as const satisfies readonly GroupOffice[];

/** Hours between Paris and a city: the smallest and the largest over the year. */
export function hoursFromParis(office: GroupOffice): { min: number; max: number } {
  const winter = Math.abs(PARIS_UTC.winter - office.utc.winter);
  const summer = Math.abs(PARIS_UTC.summer - office.utc.summer);
  return { min: Math.min(winter, summer), max: Math.max(winter, summer) };
}

/** The group in figures (specification, "Group"). Owner to confirm each before launch. */
export const GROUP_FIGURES = {
  staff: "60+",
  africanOffices: 3,
  clients: "30+",
  retention: "98 %",
  women: "48 %",
  nationalities: 11,
  womenManagers: "42 %",
  /**
   * The target the specification set « for 2025 »: that year is over and the result is not known, so the pages
   * state the target without a date until the owner gives its result or a new one (year null: owner-pending).
   */
  womenManagersTarget: { value: "50 %", year: null as number | null },
  socialImpactTime: "5 %",
  certifiedProfessionals: { value: "200+", year: 2023 },
  co2Avoided: { value: "120 tonnes", year: 2023 },
} as const;

/**
 * How soon the group answers, whatever the page: a request (contact, quote, assessment, partnership, expert wanted)
 * within one business day, an expert's application within two. Read by every page that promises a delay.
 */
export const RESPONSE_TIMES = { requestBusinessHours: 24, applicationBusinessHours: 48 } as const;

/**
 * The security routine every page and policy describes the same way (specification: a security committee that
 * meets quarterly, with quarterly audits); access rights are reviewed at that committee.
 */
export const SECURITY_ROUTINE = {
  committee: "chaque trimestre",
  accessReview: "chaque trimestre",
  auditsPerYear: 4,
} as const;

/** Who answers data-protection questions: a referent, not a designated DPO (GDPR art. 37 does not require one). */
export const DATA_PROTECTION_CONTACT = "référent à la protection des données";

/**
 * Where the group's brands are supervised from, on every page and in both variants: Brussels is a sales office
 * (OFFICES), not a second supervision centre.
 */
export const SUPERVISED_FROM = "Paris";

/** A group figure measured in a given year: stale once more than a year old at build time. */
type DatedFigure = { value: string; year: number };

/**
 * What the launch gate asks the owner about the group's figures: a figure measured more than a year before the
 * build (shown with its year, as its source states it, but due for the next report), and a target without a date.
 */
export function groupFiguresToConfirm(buildYear: number): { fact: string; where: string }[] {
  const dated: Record<string, DatedFigure> = {
    "professionnels certifiés": GROUP_FIGURES.certifiedProfessionals,
    "CO₂ évité": GROUP_FIGURES.co2Avoided,
  };
  return [
    ...Object.entries(dated)
      .filter(([, figure]) => figure.year < buildYear - 1)
      .map(([what, figure]) => ({
        fact: `${what} : ${figure.value} mesuré en ${figure.year}, chiffre d’un bilan plus récent à fournir`,
        where: "app/facts/group.ts (GROUP_FIGURES)",
      })),
    ...(GROUP_FIGURES.womenManagersTarget.year === null
      ? [
          {
            fact: `objectif de ${GROUP_FIGURES.womenManagersTarget.value} de femmes managers : l’objectif fixé pour 2025 est échu, son résultat et sa nouvelle échéance à fournir`,
            where: "app/facts/group.ts (GROUP_FIGURES.womenManagersTarget)",
          },
        ]
      : []),
  ];
}
