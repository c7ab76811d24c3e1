import { PRESENCE_REGIONS, type TalentFacts } from "~/facts/facts-schema";
import { typesetAll } from "~/lib/french";
import talentFile from "../../content/faits/lif-talent.json" with { type: "json" };
import { OFFICES, PARIS_UTC, RESPONSE_TIMES } from "./group";
import { RETENTION } from "./privacy";
import { SHORE_SAVINGS, SHORE_TALENT_POOL } from "./shore";

const NBSP = "\u00a0";

/**
 * LIF Talent's facts, edited by the owner in the CMS (content/faits/lif-talent.json, « Faits et chiffres ›
 * LIF Talent »), checked by the build with their schema (facts-schema.ts) and read here without zod; what is
 * computed (the billed amount, the time differences, the cities' places) stays computed below.
 */
const FACTS = typesetAll(talentFile as TalentFacts);
const { terms } = FACTS;

/** The commission on a daily rate, in euros, cents kept. */
function commissionOn(dailyRate: number, percent: number): number {
  return Math.round(dailyRate * percent) / 100;
}

/** What the client pays for one day: the rate plus the commission. */
function billedFor(dailyRate: number, percent: number): number {
  return Math.round((dailyRate + commissionOn(dailyRate, percent)) * 100) / 100;
}

/**
 * LIF Talent's commercial terms, as the specification states them.
 *
 * The specification says three things about money: a fixed commission of 15 % "on the daily rate", "the
 * consultant gets 85 %", and "a rate of 700 plus 15 % gives 805 billed". The first and the last agree: the
 * commission is 15 % of the consultant's daily rate (TJM), added on top of it, so the client pays 805 € and the
 * consultant keeps his whole 700 €. Read that way the consultant's part of what the client pays is
 * 700 / 805 = 86.96 %, whatever the rate: "85 %" is a floor that always holds, never an exact share (85 % of
 * 805 € would be 684,25 €, not 700 €). The pages therefore say "100 % of your TJM, more than 85 % of what the
 * client pays" and never "85 % of the TJM". Owner to confirm this reading before launch.
 */
export const TALENT_TERMS = {
  /** Fixed commission, as a percentage of the consultant's daily rate, added on top of it. */
  commissionPercent: terms.commissionPercent,
  /** The least part of the billed amount the consultant receives (see above: 86.96 % in fact). */
  consultantSharePercent: terms.consultantSharePercent,
  /** The worked example: a daily rate of 700 € plus 15 % is billed 805 € (computed, never typed). */
  example: {
    dailyRate: terms.exampleDailyRate,
    billed: billedFor(terms.exampleDailyRate, terms.commissionPercent),
  },
  profilesPresented: terms.profilesPresented,
  presentationDelay: terms.presentationDelay,
  applicationReplyDelay: `${RESPONSE_TIMES.applicationBusinessHours}${NBSP}h ouvrées`,
  clientReplyDelay: `${RESPONSE_TIMES.requestBusinessHours}${NBSP}h ouvrées`,
  minMissionMonths: terms.minMissionMonths,
  averageMissionMonths: terms.averageMissionMonths,
};

/**
 * What becomes of an applicant's data: kept 2 years after the last contact, as the privacy policy states
 * (content/pages-legales/politique-confidentialite.json); clients' data for the relationship plus 5 years at most.
 */
export const TALENT_PRIVACY = {
  cvRetentionYears: RETENTION.candidateYearsAfterLastContact,
  clientRetentionYears: RETENTION.clientYearsAfterRelationship,
} as const;

/** Where each euro of one billed day goes. */
export type RevenueSplit = {
  /** The consultant's daily rate (TJM), which the consultant receives in full. */
  dailyRate: number;
  /** LIF Talent's commission: 15 % of the daily rate. */
  commission: number;
  /** What the client pays for one day: rate plus commission. */
  billed: number;
  /** The consultant's part of the billed amount, in percent (86.96… for a 15 % commission). */
  consultantShareOfBilled: number;
  /** The commission's part of the billed amount, in percent (13.04…). */
  commissionShareOfBilled: number;
};

/** The split of one billed day for a daily rate, in euros (cents kept, never rounded away). */
export function revenueSplit(dailyRate: number = TALENT_TERMS.example.dailyRate): RevenueSplit {
  const commission = commissionOn(dailyRate, TALENT_TERMS.commissionPercent);
  const billed = billedFor(dailyRate, TALENT_TERMS.commissionPercent);
  return {
    dailyRate,
    commission,
    billed,
    consultantShareOfBilled: (dailyRate / billed) * 100,
    commissionShareOfBilled: (commission / billed) * 100,
  };
}

export type PresenceRegion = (typeof PRESENCE_REGIONS)[number];

export type PresenceCity = {
  city: string;
  country: string;
  region: PresenceRegion;
  coordinates: readonly [lon: number, lat: number];
  /** Hours from UTC in winter and in summer. */
  utc: { winter: number; summer: number };
};

/** The group's office or presence in a city: its country, place and time zones are read from there. */
function officeIn(city: string): (typeof OFFICES)[number] {
  const office = OFFICES.find((entry) => entry.city === city);
  if (!office) throw new Error(`No office in ${city}`);
  return office;
}

/**
 * The Africa arm's presence, by region: the three production centres and the Casablanca recruitment presence,
 * the same four cities every page names (the group's offices, content/faits/groupe.json). The specification's
 * Algiers and Yaoundé, named on this page alone, with no office, entity or date anywhere else, are left out until
 * the owner confirms them.
 */
export const PRESENCE_CITIES: readonly PresenceCity[] = FACTS.presence.map(({ city, region }) => {
  const office = officeIn(city);
  return { city, country: office.country, region, coordinates: office.coordinates, utc: office.utc };
});

/** The regions in the specification's order, each with its cities. */
export function presenceByRegion(): { region: PresenceRegion; cities: PresenceCity[] }[] {
  return PRESENCE_REGIONS.map((region) => ({
    region,
    cities: PRESENCE_CITIES.filter((city) => city.region === region),
  }));
}

/** Hours between Paris and a city over the year: the least (winter or summer) and the most. */
export function hoursFromParis(utc: PresenceCity["utc"]): { min: number; max: number } {
  const winter = Math.abs(PARIS_UTC.winter - utc.winter);
  const summer = Math.abs(PARIS_UTC.summer - utc.summer);
  return { min: Math.min(winter, summer), max: Math.max(winter, summer) };
}

/** The time difference with Paris across the presence cities, and the cities with none at some season. */
export function presenceTimeDifference(): { min: number; max: number; noDifference: string[] } {
  const hours = PRESENCE_CITIES.map((city) => ({ city: city.city, ...hoursFromParis(city.utc) }));
  return {
    min: Math.min(...hours.map((entry) => entry.min)),
    max: Math.max(...hours.map((entry) => entry.max)),
    noDifference: hours.filter((entry) => entry.min === 0).map((entry) => entry.city),
  };
}

export type VisionCountry = { country: string; capital: string; coordinates: readonly [number, number] };

/** The four countries the 2026 target names, each placed at its capital for the map. */
const VISION_COUNTRIES: readonly VisionCountry[] = FACTS.backoffice.vision.countries.map(
  ({ position, ...entry }) => ({ ...entry, coordinates: [position.longitude, position.latitude] as const }),
);

/** The African back office (specification, /lif-talent/backoffice-afrique). */
export const AFRICA_BACKOFFICE = {
  /** The group's one savings claim (LIF Shore's), not a figure of this page's own. */
  savingsPercent: SHORE_SAVINGS.nearshorePercent,
  youngPeopleTrainedPerYear: FACTS.backoffice.youngPeopleTrainedPerYear,
  /** Region → city names, for a plain list; PRESENCE_CITIES has the same cities with their places. */
  presence: Object.fromEntries(
    presenceByRegion().map(({ region, cities }) => [region, cities.map((city) => city.city)]),
  ) as Record<PresenceRegion, string[]>,
  /** The pool's one skills split, LIF Shore's (the pool is the group's). */
  skills: SHORE_TALENT_POOL.skills.map((skill) => ({ label: skill.label, value: skill.percent })),
  /**
   * A target, not a result: ten centres, four countries named. The specification dated it « 2026 »; at the end of
   * 2026 the group has three, so the date is no longer a promise: the pages state the target without one until
   * the owner gives its new date (year null: owner-pending, listed by the launch gate).
   */
  vision: {
    year: FACTS.backoffice.vision.year,
    centres: FACTS.backoffice.vision.centres,
    named: VISION_COUNTRIES.map((entry) => entry.country),
    /** Countries still to be named: 10 centres, 4 countries named. */
    others: FACTS.backoffice.vision.centres - VISION_COUNTRIES.length,
    countries: VISION_COUNTRIES,
  },
};
