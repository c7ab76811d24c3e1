import { AFRICA_DEVELOPERS, TALENT_SHORTAGE } from "~/facts/market";
import { RETENTION } from "~/facts/privacy";
import {
  AFRICA_BACKOFFICE,
  type PresenceRegion,
  presenceByRegion,
  presenceTimeDifference,
  revenueSplit,
  TALENT_PRIVACY,
  TALENT_TERMS,
} from "~/facts/talent";
import { capitalize, formatEuro, formatNumber, percentRange } from "~/lib/french";

/** The LIF Talent figures as the pages print them, all read from app/facts/talent.ts (French notation). */

const NBSP = "\u00a0";

/** 15 → "15 %". */
export const percent = (value: number) => `${formatNumber(value, 2)}${NBSP}%`;
const months = (count: number) => `${count}${NBSP}mois`;

const example = revenueSplit(TALENT_TERMS.example.dailyRate);
const hours = presenceTimeDifference();

export const TALENT_FIGURES = {
  commission: percent(TALENT_TERMS.commissionPercent),
  /** The floor the consultant's part never goes under (see TALENT_TERMS). */
  consultantFloor: percent(TALENT_TERMS.consultantSharePercent),
  /** The consultant's real part of the billed amount in the example, rounded: "87 %". */
  consultantShare: percent(Math.round(example.consultantShareOfBilled)),
  /** The consultant receives the whole daily rate. */
  fullRate: percent(100),
  dailyRate: formatEuro(example.dailyRate),
  commissionAmount: formatEuro(example.commission),
  billed: formatEuro(example.billed),
  example,
  profiles: TALENT_TERMS.profilesPresented,
  presentation: TALENT_TERMS.presentationDelay,
  applicationReply: TALENT_TERMS.applicationReplyDelay,
  clientReply: TALENT_TERMS.clientReplyDelay,
  minMission: months(TALENT_TERMS.minMissionMonths),
  averageMission: months(TALENT_TERMS.averageMissionMonths),
  /** Skilled workers of all sectors, as Korn Ferry counts them: never « developers ». */
  shortage: `${TALENT_SHORTAGE.millions}${NBSP}millions`,
  shortageYear: TALENT_SHORTAGE.year,
  shortageSource: TALENT_SHORTAGE.source,
  cvRetention: `${TALENT_PRIVACY.cvRetentionYears}${NBSP}ans`,
  clientRetention: `${TALENT_PRIVACY.clientRetentionYears}${NBSP}ans`,
  prospectRetention: `${RETENTION.prospectYearsAfterLastContact}${NBSP}ans`,
  /** Professional developers in all of Africa, as the report counts them. */
  developers: formatNumber(AFRICA_DEVELOPERS.count, 0).replace(/\s/g, NBSP),
  developersYear: AFRICA_DEVELOPERS.year,
  developersGrowth: `+${percent(AFRICA_DEVELOPERS.growthPercent)}`,
  developersSource: AFRICA_DEVELOPERS.source,
  savings: percentRange(AFRICA_BACKOFFICE.savingsPercent),
  /** "0 à 2 h": across the presence cities and the seasons. */
  timeRange: `${hours.min} à ${hours.max}${NBSP}h`,
  /** The cities with no time difference with Paris in winter. */
  sameTimeCities: hours.noDifference,
  trainedPerYear: AFRICA_BACKOFFICE.youngPeopleTrainedPerYear,
} as const;

/** "Tunis, Casablanca et Dakar". */
export function listInFrench(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`;
}

/** « au Maghreb », « en Afrique de l’Ouest »: each presence region as a sentence names it. */
const REGION_IN: Record<PresenceRegion, string> = {
  Maghreb: "au Maghreb",
  "Afrique de l’Ouest": "en Afrique de l’Ouest",
};

const presence = presenceByRegion();
const { vision } = AFRICA_BACKOFFICE;
/** « objectif 2026 », or « objectif » while the target has no date (owner-pending). */
const target = vision.year ? `objectif ${vision.year}` : "objectif";

/**
 * The Africa back-office page's facts as its copy quotes them (content/pages/lif-talent/backoffice-afrique.json,
 * through app/content/placeholders.ts): the presence counted and named, the young people trained, the vision's
 * target, with or without its year.
 */
export const BACKOFFICE_FIGURES = {
  presenceCities: String(presence.flatMap((region) => region.cities).length),
  presenceRegions: String(presence.length),
  /** « au Maghreb et en Afrique de l’Ouest ». */
  regionsIn: listInFrench(presence.map(({ region }) => REGION_IN[region])),
  /** « Tunis et Casablanca »: no time difference with Paris in winter. */
  sameTimeCities: listInFrench(TALENT_FIGURES.sameTimeCities),
  /** « plus de 200 », in a sentence; TALENT_FIGURES.trainedPerYear is the key figure, « 200+ ». */
  trained: `plus de ${TALENT_FIGURES.trainedPerYear.replace("+", "")}`,
  target,
  targetCapital: capitalize(target),
  /** « à l’horizon 2026 » preceded by a space, or nothing while the target has no date. */
  horizon: vision.year ? ` à l’horizon ${vision.year}` : "",
  /** The target's year, or nothing while it has none (the eyebrow that quotes it is then not shown). */
  year: vision.year ? String(vision.year) : "",
  centres: String(vision.centres),
  named: vision.named.join(", "),
  others: String(vision.others),
} as const;
