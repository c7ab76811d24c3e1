import type { GroupOffice } from "~/facts/group";
import {
  activeResources,
  centresGapToParis,
  FLIGHT_MINUTES_FROM_PARIS,
  OFFSHORE_HOURS_FROM_PARIS,
  SHORE_CENTRES,
  SHORE_CONTRACT,
  SHORE_DASHBOARD_MOCK,
  SHORE_PROMISES,
  SHORE_RECRUITMENT,
  SHORE_SAVINGS,
  seasonalGap,
  utcSpan,
} from "~/facts/shore";
import { formatNumber } from "~/lib/french";

/** The LIF Shore facts as the pages print them (app/facts/shore.ts), in French notation. */

export const NBSP = "\u00a0";

/** 20000 → "20 000", 98.2 → "98,2", with a non-breaking space as the thousands separator. */
export const num = (value: number): string => formatNumber(value, 2).replace(/\s/g, NBSP);

/** 98.2 → "98,2 %"; with `signed`, -37 → "-37 %" and 42 → "+42 %". */
export function percent(value: number, { signed = false } = {}): string {
  const sign = signed && value > 0 ? "+" : "";
  return `${sign}${num(value)}${NBSP}%`;
}

/** { min: 30, max: 50 } → "30 à 50 %". */
export const percentRange = ({ min, max }: { min: number; max: number }): string => `${min} à ${max}${NBSP}%`;

/** 1 → "1 jour", 15 → "15 jours"; a range → "2 à 3 jours". */
export function days(value: number | { min: number; max: number }): string {
  if (typeof value === "number") return `${value}${NBSP}${value > 1 ? "jours" : "jour"}`;
  return value.min === value.max ? days(value.min) : `${value.min} à ${value.max}${NBSP}jours`;
}

export const workingDays = (value: number): string => `${value}${NBSP}jours ouvrés`;
export const months = ({ min, max }: { min: number; max: number }): string => `${min} à ${max}${NBSP}mois`;
export const weeks = ({ min, max }: { min: number; max: number }): string => `${min} à ${max}${NBSP}semaines`;

/** 48 → "48 h"; 2.5 → "2 h 30". */
export function hours(value: number): string {
  const whole = Math.floor(value);
  const minutes = Math.round((value - whole) * 60);
  return minutes ? `${whole}${NBSP}h${NBSP}${String(minutes).padStart(2, "0")}` : `${whole}${NBSP}h`;
}

/** { min: 0, max: 2 } → "0 à 2 h". */
export const hoursSpan = ({ min, max }: { min: number; max: number }): string =>
  min === max ? hours(min) : `${num(min)} à ${hours(max)}`;

/** "Tunis, Dakar et Abidjan". */
export function listFr(items: readonly string[], and = "et"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

const cities = (offices: readonly GroupOffice[]) => offices.map((office) => office.city);
const utc = (offset: number) => `UTC+${offset}`;

/** A centre's gap to Paris by season: "Tunis : 0 h en hiver, 1 h en été". */
function centreGap(office: GroupOffice): string {
  const { winter, summer } = seasonalGap(office);
  return winter === summer
    ? `${office.city}${NBSP}: ${hours(winter)} toute l’année`
    : `${office.city}${NBSP}: ${hours(winter)} en hiver, ${hours(summer)} en été`;
}

/** The centres that share the same seasonal gap, grouped: "Dakar et Abidjan : 1 h en hiver, 2 h en été". */
function gapsByCentre(): string {
  const groups = new Map<string, GroupOffice[]>();
  for (const office of SHORE_CENTRES) {
    const { winter, summer } = seasonalGap(office);
    const key = `${winter}/${summer}`;
    groups.set(key, [...(groups.get(key) ?? []), office]);
  }
  return [...groups.values()]
    .map((offices) => {
      const [first] = offices;
      if (!first) return "";
      return centreGap(first).replace(first.city, listFr(cities(offices)));
    })
    .join("\u00a0; ");
}

const flight = (city: keyof typeof FLIGHT_MINUTES_FROM_PARIS) => hours(FLIGHT_MINUTES_FROM_PARIS[city] / 60);
const span = utcSpan();

export const SHORE_FIGURES = {
  deployment: days(SHORE_PROMISES.deploymentDays),
  firstProfiles: hours(SHORE_PROMISES.firstProfilesHours),
  classicRecruitment: weeks(SHORE_PROMISES.classicRecruitmentWeeks),
  profilesPerPosition: `${SHORE_PROMISES.profilesPerPosition.min} à ${SHORE_PROMISES.profilesPerPosition.max}`,
  reply: `${hours(SHORE_PROMISES.replyBusinessHours)} ouvrées`,
  savings: percentRange(SHORE_SAVINGS.nearshorePercent),
  commitment: months(SHORE_CONTRACT.commitmentMonths),
  commitmentWords: `de ${SHORE_CONTRACT.commitmentMonths.min} à ${SHORE_CONTRACT.commitmentMonths.max}${NBSP}mois`,
  /** The base term after the initial commitment: « de 3 mois ». */
  baseTerm: `de ${SHORE_CONTRACT.baseTermMonths}${NBSP}mois`,
  notice: days(SHORE_CONTRACT.noticeDays),
  adjustment: workingDays(SHORE_CONTRACT.teamAdjustmentWorkingDays),
  support: SHORE_CONTRACT.support,
  recruitment: days(SHORE_RECRUITMENT.totalDays),
  profilesInPool: num(SHORE_RECRUITMENT.preQualifiedProfiles),
  presentedFrench: SHORE_RECRUITMENT.presentedFrench.levels.join("/"),
  presentedEnglish: SHORE_RECRUITMENT.presentedEnglish.levels.join("/"),
  /** "UTC+0 à UTC+2": the centres and Paris over the year. */
  utcSpan: `${utc(span.min)} à ${utc(span.max)}`,
  /** "0 à 2 h": the centres' gap to Paris, by city and season. */
  gapToParis: hoursSpan(centresGapToParis()),
  /** "2 h": the most the centres are ever behind Paris. */
  maxGapToParis: hours(centresGapToParis().max),
  /** "entre 0 et 2 h". */
  gapBetween: `entre ${num(centresGapToParis().min)} et ${hours(centresGapToParis().max)}`,
  /** "Tunis : 0 h en hiver, 1 h en été ; Dakar et Abidjan : 1 h en hiver, 2 h en été". */
  gapsByCentre: gapsByCentre(),
  centres: listFr(cities(SHORE_CENTRES)),
  centresOr: listFr(cities(SHORE_CENTRES), "ou"),
  flights: {
    Tunis: flight("Tunis"),
    Dakar: flight("Dakar"),
    Abidjan: flight("Abidjan"),
  },
  offshoreGap: `${hours(OFFSHORE_HOURS_FROM_PARIS.min)} à ${hours(OFFSHORE_HOURS_FROM_PARIS.max)}`,
  activeResources: String(activeResources()),
  /** The dashboard preview's illustrative figures (app/facts/shore.ts, SHORE_DASHBOARD_MOCK), as its cards print them. */
  mock: {
    overall: percent(SHORE_DASHBOARD_MOCK.overallIndicatorPercent),
    availability: percent(SHORE_DASHBOARD_MOCK.availabilityPercent),
    gdpr: percent(SHORE_DASHBOARD_MOCK.gdprCompliancePercent),
    velocityFrom: String(SHORE_DASHBOARD_MOCK.velocityPoints[0]),
    velocityTo: String(SHORE_DASHBOARD_MOCK.velocityPoints.at(-1)),
    sprints: String(SHORE_DASHBOARD_MOCK.velocityPoints.length),
  },
} as const;
