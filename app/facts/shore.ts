import { type GroupOffice, hoursFromParis, OFFICES, PARIS_UTC, RESPONSE_TIMES } from "./group";

/**
 * LIF Shore's promises, terms and the figures its pages quote, as the specification states them.
 * Numbers only: app/content/shore/figures.ts writes them in French notation. Marketing figures are the
 * owner's to confirm before launch, like the group's.
 */

/** What LIF Shore promises a client. */
export const SHORE_PROMISES = {
  /** From the validated need to a team at work. */
  deploymentDays: 15,
  /** Until the first profiles are presented… */
  firstProfilesHours: 48,
  /** …against this in a classic recruitment. */
  classicRecruitmentWeeks: { min: 2, max: 3 },
  profilesPerPosition: { min: 2, max: 3 },
  /** A lead is answered within this many business hours (the group's one delay for a request). */
  replyBusinessHours: RESPONSE_TIMES.requestBusinessHours,
} as const;

/**
 * Savings against hiring locally: the group's one savings claim, on every page of every line (the Africa
 * back-office page's « -40 % » and « jusqu’à 40 % » were other readings of it). Owner to confirm.
 */
export const SHORE_SAVINGS = { nearshorePercent: { min: 30, max: 50 } } as const;

/** The terms of every LIF Shore contract. */
export const SHORE_CONTRACT = {
  commitmentMonths: { min: 1, max: 3 },
  /** The base term, renewed automatically. */
  baseTermMonths: 3,
  noticeDays: 30,
  /** A profile more or less, or another skill, within this many working days at most. */
  teamAdjustmentWorkingDays: 5,
  /**
   * An on-call duty for production incidents, day and night, included in every contract (specification: support
   * 24/7). The multilingual user support is another service: its hours are agreed in the quote.
   */
  support: "24/7",
  /** The specification's Time & Material, fixed-price team, outcome-based and hybrid, in French. */
  pricingModels: ["Régie", "Forfait équipe", "Au résultat", "Hybride"],
} as const;

/** The five steps of a recruitment, in order, each with its shortest and longest duration in days. */
export const SHORE_RECRUITMENT = {
  totalDays: 15,
  steps: [
    { step: "scoping", days: { min: 1, max: 1 } },
    { step: "sourcing", days: { min: 2, max: 3 } },
    { step: "tests", days: { min: 3, max: 4 } },
    { step: "interviews", days: { min: 2, max: 3 } },
    { step: "onboarding", days: { min: 2, max: 4 } },
  ],
  /** Pre-qualified profiles in the pool ("over 20,000"). */
  preQualifiedProfiles: 20_000,
  /**
   * Languages of the profiles presented to a client: French native or C1/C2 for a French-speaking client,
   * English B2/C1. The pool as a whole is wider (see SHORE_TALENT_POOL.languages: 80 % speak French).
   */
  presentedFrench: { native: true, levels: ["C1", "C2"] },
  presentedEnglish: { levels: ["B2", "C1"] },
} as const;

/**
 * LIF Shore's talent pool, its skills and languages (a profile speaks several languages). The one skills split of
 * the pool: the Africa back-office page shows the same.
 */
export const SHORE_TALENT_POOL = {
  skills: [
    { label: "Web", percent: 42 },
    { label: "Mobile", percent: 28 },
    { label: "Science des données et IA", percent: 18 },
    { label: "DevOps et cloud", percent: 12 },
  ],
  languages: [
    { label: "Français", percent: 80 },
    { label: "Anglais", percent: 95 },
    { label: "Arabe", percent: 35 },
    { label: "Portugais", percent: 15 },
  ],
} as const;

/** The figures quoted with the clients' testimonials, in percent unless named otherwise. */
export const SHORE_TESTIMONIAL_FIGURES = {
  landing: { costs: -37, deliveryCapacity: 42 },
  nearshore: { cost: -45, velocity: 60, satisfaction: 100 },
  services: { productivity: 35, deliveryTime: -25, availability: 99.8 },
  recruitment: { satisfaction: 92, retentionAfterSixMonths: 97, averageRecruitmentDays: 15 },
  dashboard: { satisfaction: 97 },
} as const;

/** The two static case studies' indicators, in percent (signed). */
export const SHORE_CASE_STUDIES = {
  fintech: { timeToProduction: -65, velocity: 24, satisfaction: 92 },
  industry: { maintenanceCost: -42, returnOnInvestment: 320 },
} as const;

/** The illustrative dashboard: example figures, shown as such, not a client's. */
export const SHORE_DASHBOARD_MOCK = {
  overallIndicatorPercent: 98.2,
  availabilityPercent: 99.97,
  gdprCompliancePercent: 100,
  /** Active resources by production centre; their sum is the active total (42). */
  resourcesByCentre: [
    { city: "Tunis", count: 18 },
    { city: "Dakar", count: 14 },
    { city: "Abidjan", count: 10 },
  ],
  velocityPoints: [38, 41, 40, 45, 48, 52],
} as const;

export const activeResources = (): number =>
  SHORE_DASHBOARD_MOCK.resourcesByCentre.reduce((total, centre) => total + centre.count, 0);

/** A direct flight from Paris to each production centre, in minutes (approximate, for planning a visit). */
export const FLIGHT_MINUTES_FROM_PARIS = { Tunis: 150, Dakar: 340, Abidjan: 390 } as const;

/** Offshore's usual time difference with Paris, in hours (India in summer to South-East Asia in winter). */
export const OFFSHORE_HOURS_FROM_PARIS = { min: 3.5, max: 7 } as const;

/** The open production centres in Africa, where LIF Shore teams work, oldest first. */
export const SHORE_CENTRES: readonly GroupOffice[] = OFFICES.filter(
  (office) => office.status === "open" && office.role.startsWith("Centre de production"),
).sort((a, b) => a.opened - b.opened);

/** Hours between Paris and the centres over the year: the least and the most. */
export function centresGapToParis(): { min: number; max: number } {
  const gaps = SHORE_CENTRES.map(hoursFromParis);
  return { min: Math.min(...gaps.map((gap) => gap.min)), max: Math.max(...gaps.map((gap) => gap.max)) };
}

/** One centre's gap to Paris in winter and in summer (Tunis: 0 and 1). */
export function seasonalGap(office: GroupOffice): { winter: number; summer: number } {
  return {
    winter: Math.abs(PARIS_UTC.winter - office.utc.winter),
    summer: Math.abs(PARIS_UTC.summer - office.utc.summer),
  };
}

/** The UTC offsets the centres and Paris span over the year: UTC+0 (Dakar, Abidjan) to UTC+2 (Paris in summer). */
export function utcSpan(): { min: number; max: number } {
  const offsets = [
    ...SHORE_CENTRES.flatMap((office) => [office.utc.winter, office.utc.summer]),
    PARIS_UTC.winter,
    PARIS_UTC.summer,
  ];
  return { min: Math.min(...offsets), max: Math.max(...offsets) };
}

/** The deadlines NIS2 sets for a significant incident (article 23), which LIF Shore's contracts carry over. */
export const NIS2_DEADLINES = { earlyWarningHours: 24, notificationHours: 72, finalReportMonths: 1 } as const;
