import { BUILD_YEAR } from "~/facts/build-date";
import { FLIGHT_MINUTES_FROM_PARIS, NIS2_DEADLINES, SHORE_CENTRES, seasonalGap } from "~/facts/shore";
import { hours, listFr, NBSP } from "./figures";

/**
 * The LIF Shore guide's figures computed from the facts (app/facts/shore.ts), as the PDF prints them: the ones its
 * texts quote by name (app/content/placeholders.ts) and the time differences' table, whose rows are the centres.
 */

/** A centre's time difference with Paris by season, and its direct flight: one row of the time-zone table. */
const centreRows = SHORE_CENTRES.map((office) => {
  const gap = seasonalGap(office);
  const minutes = FLIGHT_MINUTES_FROM_PARIS[office.city as keyof typeof FLIGHT_MINUTES_FROM_PARIS];
  return [office.city, hours(gap.winter), hours(gap.summer), minutes ? hours(minutes / 60) : "—"];
});

/** A meeting at 9:30 in Paris, in summer, in each centre's time: "à 8 h 30 à Tunis et à 7 h 30 à Dakar et Abidjan". */
const MEETING = 9.5;
const summerMeeting = listFr(
  [...new Set(SHORE_CENTRES.map((office) => seasonalGap(office).summer))].map((gap) => {
    const cities = SHORE_CENTRES.filter((office) => seasonalGap(office).summer === gap).map(
      (office) => office.city,
    );
    return `à ${hours(MEETING - gap)} à ${listFr(cities)}`;
  }),
);

export const GUIDE_FIGURES = {
  /** The year of the edition: the build's. */
  edition: String(BUILD_YEAR),
  meeting: hours(MEETING),
  summerMeeting,
  earlyWarning: hours(NIS2_DEADLINES.earlyWarningHours),
  notification: hours(NIS2_DEADLINES.notificationHours),
  finalReport: `${NIS2_DEADLINES.finalReportMonths}${NBSP}mois`,
  /** Centre, gap in winter, gap in summer, direct flight from Paris. */
  centreRows,
} as const;
