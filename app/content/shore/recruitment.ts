import type { BarItem } from "~/components/sections/bar-chart";
import type { SplitItem } from "~/components/sections/split-bar";
import type { ActionData } from "~/components/sections/types";
import { readCopy } from "~/content/files/read-copy";
import { featureItems, present } from "~/content/files/sections";
import type { RecrutementFile } from "~/content/files/shore/recrutement-schema";
import { TESTIMONIALS } from "~/content/files/testimonials";
import { SHORE_TALENT_POOL } from "~/facts/shore";
import data from "../../../content/pages/lif-shore/recrutement.json" with { type: "json" };
import { CALL_US } from "./consultation";

/**
 * The recruitment page (/services/lif-shore/recrutement-talents-afrique): its texts are the file
 * content/pages/lif-shore/recrutement.json, edited in the CMS (« Pages LIF Shore »); its structure is here: the
 * sections' ids (the hero's buttons open `#vivier` and `#processus`), their tones, the testimonials, the request
 * form's type and the phone line, and the charts' bars, which are the talent pool's facts.
 */
const copy = present(readCopy("content/pages/lif-shore/recrutement.json", data as RecrutementFile));
const { action, secondAction, facts, ...hero } = copy.hero;

export const recruitment = {
  hero: {
    ...hero,
    actions: [
      { ...action, to: "#vivier" },
      { ...secondAction, to: "#processus" },
    ] as const satisfies readonly ActionData[],
    facts,
  },
  process: { id: "processus", ...copy.process },
  certified: {
    id: "profils-certifies",
    tone: "muted",
    ...copy.certified,
    items: featureItems(copy.certified.items),
  },
  profiles: { id: "profils", ...copy.profiles, items: featureItems(copy.profiles.items) },
  tests: { id: "tests", tone: "muted", ...copy.tests },
  figures: {
    id: "chiffres",
    ...copy.figures,
    skills: {
      ...copy.figures.skills,
      items: SHORE_TALENT_POOL.skills.map(({ label, percent: value }) => ({
        label,
        value,
      })) satisfies readonly SplitItem[],
    },
    languages: {
      ...copy.figures.languages,
      items: SHORE_TALENT_POOL.languages.map(({ label, percent: value }) => ({
        label,
        value,
      })) satisfies readonly BarItem[],
    },
  },
  testimonial: {
    id: "temoignage",
    tone: "muted",
    ...copy.testimonial,
    items: TESTIMONIALS.shoreRecrutement,
  },
  request: {
    band: { id: "vivier", tone: "sand", promises: copy.request.promises, phone: CALL_US },
    form: {
      heading: copy.request.heading,
      intro: copy.request.intro,
      formType: "recrutement-talents-afrique",
    },
  },
} as const;
