import { RECRUITMENT_STEPS, type ShoreFacts } from "~/facts/facts-schema";
import { typesetAll } from "~/lib/french";
import shoreFile from "../../content/faits/lif-shore.json" with { type: "json" };
import { type GroupOffice, hoursFromParis, OFFICES, PARIS_UTC, RESPONSE_TIMES } from "./group";

/**
 * LIF Shore's promises, terms and the figures its pages quote, as the specification states them, edited by the
 * owner in the CMS (content/faits/lif-shore.json, « Faits et chiffres › LIF Shore »), checked by the build with
 * its schema (facts-schema.ts) and read here without zod. Numbers only: app/content/shore/figures.ts writes them
 * in French notation. Marketing figures are the owner's to confirm before launch (« Chiffres confirmés »).
 */
const FACTS = typesetAll(shoreFile as ShoreFacts);

/** What LIF Shore promises a client. */
export const SHORE_PROMISES = {
  /** Days from the validated need to a team at work, hours until the first profiles, weeks of a classic recruitment. */
  ...FACTS.promises,
  /** A lead is answered within this many business hours (the group's one delay for a request). */
  replyBusinessHours: RESPONSE_TIMES.requestBusinessHours,
};

/**
 * Savings against hiring locally: the group's one savings claim, on every page of every line (the Africa
 * back-office page's « -40 % » and « jusqu’à 40 % » were other readings of it). Owner to confirm.
 */
export const SHORE_SAVINGS = FACTS.savings;

/**
 * The terms of every LIF Shore contract: commitment, base term (renewed automatically), notice, a team adjusted
 * (a profile more or less, another skill) within so many working days, an on-call duty for production incidents
 * day and night (specification: support 24/7; the multilingual user support's hours are agreed in the quote),
 * and the specification's Time & Material, fixed-price team, outcome-based and hybrid models, in French.
 */
export const SHORE_CONTRACT = {
  ...FACTS.contract,
  /** Four, in this order (the schema holds the file to it): the pages describe each. */
  pricingModels: FACTS.contract.pricingModels as unknown as readonly [string, string, string, string],
};

/** One step of a recruitment and its shortest and longest duration, in days. */
type RecruitmentStep = { step: (typeof RECRUITMENT_STEPS)[number]; days: { min: number; max: number } };

/** The five steps of a recruitment, in order, each with its shortest and longest duration in days. */
export const SHORE_RECRUITMENT = {
  totalDays: FACTS.recruitment.totalDays,
  steps: RECRUITMENT_STEPS.map((step) => ({
    step,
    days: FACTS.recruitment.steps[step],
  })) as unknown as readonly [
    RecruitmentStep,
    RecruitmentStep,
    RecruitmentStep,
    RecruitmentStep,
    RecruitmentStep,
  ],
  /** Pre-qualified profiles in the pool ("over 20,000"). */
  preQualifiedProfiles: FACTS.recruitment.preQualifiedProfiles,
  /**
   * Languages of the profiles presented to a client: French native or C1/C2 for a French-speaking client,
   * English B2/C1. The pool as a whole is wider (see SHORE_TALENT_POOL.languages: 80 % speak French).
   */
  presentedFrench: FACTS.recruitment.presentedFrench,
  presentedEnglish: FACTS.recruitment.presentedEnglish,
};

/**
 * LIF Shore's talent pool, its skills and languages (a profile speaks several languages). The one skills split of
 * the pool: the Africa back-office page shows the same.
 */
export const SHORE_TALENT_POOL = FACTS.talentPool;

/** The figures quoted with the clients' testimonials, in percent unless named otherwise. */
export const SHORE_TESTIMONIAL_FIGURES = FACTS.testimonialFigures;

/** The two static case studies' indicators, in percent (signed). */
export const SHORE_CASE_STUDIES = FACTS.caseStudies;

/**
 * The illustrative dashboard: example figures, shown as such, not a client's. Active resources by production
 * centre: their sum is the active total (42).
 */
export const SHORE_DASHBOARD_MOCK = FACTS.dashboardMock;

export const activeResources = (): number =>
  SHORE_DASHBOARD_MOCK.resourcesByCentre.reduce((total, centre) => total + centre.count, 0);

/** A direct flight from Paris to each production centre, in minutes (approximate, for planning a visit). */
export const FLIGHT_MINUTES_FROM_PARIS = FACTS.flightMinutesFromParis;

/** Offshore's usual time difference with Paris, in hours (India in summer to South-East Asia in winter). */
export const OFFSHORE_HOURS_FROM_PARIS = FACTS.offshoreHoursFromParis;

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
export const NIS2_DEADLINES = FACTS.nis2Deadlines;
