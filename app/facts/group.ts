import type { GroupFacts } from "~/facts/facts-schema";
import { count, typesetAll } from "~/lib/french";
import groupFile from "../../content/faits/groupe.json" with { type: "json" };

/**
 * LIF Group's own facts: its history, offices and the group figures of the specification, edited by the owner in
 * the CMS (content/faits/groupe.json, « Faits et chiffres › Le groupe »). The build has parsed the file with its
 * schema (facts-schema.ts) and stopped on an invalid one, so this module only reads it, typeset for French: zod
 * stays out of the pages' scripts. Until the owner ticks « Chiffres confirmés », the launch gate lists the file.
 */
const FACTS = typesetAll(groupFile as GroupFacts);

/**
 * The group's dates: the first entity (Tunis), the consulting arm, the digital transformation unit, the holding
 * (LIF Group SAS, Paris), the three lines brought together, and the expansion to Casablanca (a sourcing and
 * partner presence, not an office: the group has 3 offices in Africa).
 */
export const HISTORY = FACTS.history;

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
export const PARIS_UTC = FACTS.parisUtc;

/** Offices in the order the contact page lists them, then the Casablanca presence. */
export const OFFICES: readonly GroupOffice[] = officesFrom(FACTS.offices);

/** The offices as the pages and maps read them: a place is a [longitude, latitude] pair. */
function officesFrom(list: GroupFacts["offices"]): GroupOffice[] {
  return list.map(({ position, ...office }) => ({
    ...office,
    coordinates: [position.longitude, position.latitude],
  }));
}

/** Hours between Paris and a city: the smallest and the largest over the year. */
export function hoursFromParis(office: GroupOffice): { min: number; max: number } {
  const winter = Math.abs(PARIS_UTC.winter - office.utc.winter);
  const summer = Math.abs(PARIS_UTC.summer - office.utc.summer);
  return { min: Math.min(winter, summer), max: Math.max(winter, summer) };
}

/**
 * The group in figures (specification, "Group"). The target the specification set « for 2025 » has no year
 * (null: owner-pending) since that year is over with no result known: the pages state it without a date.
 */
export const GROUP_FIGURES = FACTS.figures;

/**
 * How soon the group answers, whatever the page: a request (contact, quote, assessment, partnership, expert wanted)
 * within one business day, an expert's application within two. Read by every page that promises a delay.
 */
export const RESPONSE_TIMES = FACTS.responseTimes;

/** The same delays as every page and form words them: « 24 h ouvrées » for a request, one for a CV. */
export const REPLY_DELAY = `${count(RESPONSE_TIMES.requestBusinessHours, "h")} ouvrées`;
export const APPLICATION_REPLY_DELAY = `${count(RESPONSE_TIMES.applicationBusinessHours, "h")} ouvrées`;

/**
 * The security routine every page and policy describes the same way (specification: a security committee that
 * meets quarterly, with quarterly audits); access rights are reviewed at that committee.
 */
export const SECURITY_ROUTINE = FACTS.securityRoutine;

/** Who answers data-protection questions: a referent, not a designated DPO (GDPR art. 37 does not require one). */
export const DATA_PROTECTION_CONTACT = FACTS.dataProtectionContact;

/**
 * Where the group's brands are supervised from, on every page and in both variants: Brussels is a sales office
 * (OFFICES), not a second supervision centre.
 */
export const SUPERVISED_FROM = FACTS.supervisedFrom;

/** Where the owner updates these figures (admin/config.yml's labels). */
const GROUP_FACTS_FILE = "content/faits/groupe.json";
const FIGURES_IN_CMS = "Faits et chiffres › Le groupe › Chiffres du groupe";

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
        where: `${FIGURES_IN_CMS} (${GROUP_FACTS_FILE})`,
      })),
    ...(GROUP_FIGURES.womenManagersTarget.year === null
      ? [
          {
            fact: `objectif de ${GROUP_FIGURES.womenManagersTarget.value} de femmes managers : l’objectif fixé pour 2025 est échu, son résultat et sa nouvelle échéance à fournir`,
            where: `${FIGURES_IN_CMS} › Objectif de femmes managers (${GROUP_FACTS_FILE})`,
          },
        ]
      : []),
  ];
}
