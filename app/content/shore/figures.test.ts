import { checkText } from "../../../scripts/checks/typography";
import { strings } from "../strings";
import { agile } from "./agile";
import { assessment } from "./assessment";
import { compliance } from "./compliance";
import { dashboard } from "./dashboard";
import { explore } from "./explore";
import { days, hours, percent, SHORE_FIGURES } from "./figures";
import { guide } from "./guide";
import { landing } from "./landing";
import { nearshore } from "./nearshore";
import { recruitment } from "./recruitment";
import { services } from "./services";

const NBSP = "\u00a0";

/** The shore pages' copy; the explorer block they share is read on its own. */
const PAGES = { guide, agile, assessment, compliance, dashboard, landing, nearshore, recruitment, services };

describe("LIF Shore figures in French notation", () => {
  it.each([
    [percent(98.2), `98,2${NBSP}%`],
    [percent(-37, { signed: true }), `-37${NBSP}%`],
    [percent(42, { signed: true }), `+42${NBSP}%`],
    [hours(48), `48${NBSP}h`],
    [hours(2.5), `2${NBSP}h${NBSP}30`],
    [days(1), `1${NBSP}jour`],
    [days({ min: 2, max: 3 }), `2 à 3${NBSP}jours`],
  ])("%s", (printed, expected) => expect(printed).toBe(expected));

  it("states the time difference by centre and season, from the offices' UTC offsets", () => {
    expect(SHORE_FIGURES.gapToParis).toBe(`0 à 2${NBSP}h`);
    expect(SHORE_FIGURES.gapsByCentre).toBe(
      `Tunis${NBSP}: 0${NBSP}h en hiver, 1${NBSP}h en été${NBSP}; Dakar et Abidjan${NBSP}: 1${NBSP}h en hiver, 2${NBSP}h en été`,
    );
    expect(SHORE_FIGURES.utcSpan).toBe("UTC+0 à UTC+2");
    expect(SHORE_FIGURES.profilesInPool).toBe(`20${NBSP}000`);
  });

  it("writes the shore pages in French typography, without the anglicisms the build refuses", () => {
    const copy = strings({ ...PAGES, explore });
    const problems = copy.flatMap((text) => checkText(text).map((problem) => `${problem.rule}: ${text}`));
    expect(problems).toEqual([]);
  });

  it("never places a team or a flight in Casablanca, a sourcing presence and not an office", () => {
    const copy = strings(PAGES).join("\n");
    expect(copy).not.toMatch(/Casablanca/);
  });
});
