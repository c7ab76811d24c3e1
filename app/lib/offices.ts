import { type GroupOffice, OFFICES } from "~/facts/group";

/** An office (or presence) by city; throws on a city the facts do not list, so a typo fails the build. */
export function officeIn(city: string): GroupOffice {
  const office = OFFICES.find((candidate) => candidate.city === city);
  if (!office) throw new Error(`Unknown office ${city}`);
  return office;
}
