import { yearsSince } from "~/facts/build-date";
import { FORM_FORMATS } from "~/facts/form";
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
const { co2Avoided, certifiedProfessionals, womenManagersTarget } = GROUP_FIGURES;

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
  co2Avoided: nb(co2Avoided.value),
  /** « 120 t »: « 120 tonnes » shortened so the hero's four numerals sit two by two on a phone. */
  co2AvoidedShort: `${Number.parseInt(co2Avoided.value, 10)}\u00a0t`,
  co2Year: String(co2Avoided.year),
  certifiedProfessionals: certifiedProfessionals.value,
  certifiedYear: String(certifiedProfessionals.year),
  womenManagersTarget: nb(womenManagersTarget.value),
  /** « fixé pour 2027 » after « objectif » when the target has a date, nothing while it has none. */
  womenManagersTargetDate: womenManagersTarget.year ? ` fixé pour ${womenManagersTarget.year}` : "",
  courseFormats: FORM_FORMATS.sentence,
  opened: {
    Tunis: String(officeIn("Tunis").opened),
    Dakar: String(officeIn("Dakar").opened),
    Abidjan: String(officeIn("Abidjan").opened),
    Casablanca: String(officeIn("Casablanca").opened),
  },
} as const;
