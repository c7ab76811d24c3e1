import { yearsSince } from "~/facts/build-date";
import { GROUP_FIGURES, HISTORY } from "~/facts/group";
import { seasonalGap } from "~/facts/shore";
import { hours, inWords, nb } from "~/lib/french";
import { officeIn } from "~/lib/offices";

/** "à l’heure de Paris en hiver, à 1 h d’écart en été", from Tunis's UTC offsets. */
function tunisTime(): string {
  const { winter, summer } = seasonalGap(officeIn("Tunis"));
  const inWinter = winter === 0 ? "à l’heure de Paris" : `à ${hours(winter)} de Paris`;
  const inSummer = summer === 0 ? "à la même heure" : `à ${hours(summer)} d’écart`;
  return `${inWinter} en hiver, ${inSummer} en été`;
}

const { casablanca } = HISTORY;

/**
 * The group's facts as the group pages print them (app/facts/group.ts, the offices' opening years), quoted by
 * name in their copy files (content/pages/groupe/, app/content/placeholders.ts).
 */
export const GROUP_PAGE_FIGURES = {
  /** « 60+ », as a key figure shows it (the sentences say « plus de 60 », {effectif}). */
  staff: GROUP_FIGURES.staff,
  clients: GROUP_FIGURES.clients,
  women: nb(GROUP_FIGURES.women),
  womenManagers: nb(GROUP_FIGURES.womenManagers),
  socialImpact: nb(GROUP_FIGURES.socialImpactTime),
  africanOfficesInWords: inWords(GROUP_FIGURES.africanOffices),
  /** « Huit »: the years since the first team, at the start of a title; changes with the build's year. */
  yearsSinceTunis: inWords(yearsSince(HISTORY.tunisEntity), { capital: true }),
  consultingArm: String(HISTORY.consultingArm),
  digitalTransformationUnit: String(HISTORY.digitalTransformationUnit),
  groupFormed: String(HISTORY.groupFormed),
  casablancaFrom: String(casablanca.from),
  casablancaPeriod: `${casablanca.from}-${casablanca.to}`,
  tunisTime: tunisTime(),
  opened: {
    Tunis: String(officeIn("Tunis").opened),
    Dakar: String(officeIn("Dakar").opened),
    Abidjan: String(officeIn("Abidjan").opened),
    Casablanca: String(officeIn("Casablanca").opened),
  },
} as const;
