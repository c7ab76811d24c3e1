import { type GroupOffice, hoursFromParis, OFFICES, PARIS_UTC } from "~/facts/group";

/** The open production centres in Africa, oldest first (Tunis, Dakar, Abidjan). */
export const PRODUCTION_OFFICES: readonly GroupOffice[] = OFFICES.filter(
  (office) => office.status === "open" && office.role.startsWith("Centre de production"),
).sort((a, b) => a.opened - b.opened);

/** Where the group is present without an office (Casablanca, since its opening year). */
export const PRESENCES: readonly GroupOffice[] = OFFICES.filter((office) => office.status === "presence");

/** An office by city; throws on a city the facts do not list, so a typo fails the build. */
export function officeIn(city: string): GroupOffice {
  const office = OFFICES.find((candidate) => candidate.city === city);
  if (!office) throw new Error(`Unknown office ${city}`);
  return office;
}

/** The least and the most hours between Paris and any of these offices, over the seasons. */
export function gapToParis(offices: readonly GroupOffice[]): { min: number; max: number } {
  const gaps = offices.map(hoursFromParis);
  return { min: Math.min(...gaps.map((gap) => gap.min)), max: Math.max(...gaps.map((gap) => gap.max)) };
}

/** The hours between Paris and one office in winter and in summer (Tunis: 0 and 1). */
export function seasonalGap(office: GroupOffice): { winter: number; summer: number } {
  return {
    winter: Math.abs(PARIS_UTC.winter - office.utc.winter),
    summer: Math.abs(PARIS_UTC.summer - office.utc.summer),
  };
}

/** The UTC offsets these offices and Paris span over the year: UTC+0 (Dakar) to UTC+2 (Paris in summer). */
export function utcSpan(offices: readonly GroupOffice[]): { min: number; max: number } {
  const offsets = [
    ...offices.flatMap((office) => [office.utc.winter, office.utc.summer]),
    ...Object.values(PARIS_UTC),
  ];
  return { min: Math.min(...offsets), max: Math.max(...offsets) };
}
