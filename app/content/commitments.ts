import type { BarItem } from "~/components/sections/bar-chart";
import type { LeadPromises } from "~/components/sections/lead-form-band";
import type { StatItem } from "~/components/sections/stat-grid";
import type { ActionData } from "~/components/sections/types";
import type { CommitmentsFile } from "~/content/files/group/engagements-schema";
import { readCopy } from "~/content/files/read-copy";
import { present } from "~/content/files/sections";
import { GROUP_FIGURES } from "~/facts/group";
import data from "../../content/pages/groupe/engagements.json" with { type: "json" };

/**
 * The commitments page (/nos-engagements): its texts are the file content/pages/groupe/engagements.json, edited
 * in the CMS (« Pages du groupe »), its figures quoted by name; its structure is here: the commitments' anchors
 * and order, the diversity chart's bars (the facts' percentages), the buttons' targets and the form's type.
 */
const copy = present(readCopy("content/pages/groupe/engagements.json", data as CommitmentsFile));
const { women, womenManagers, womenManagersTarget } = GROUP_FIGURES;
/** "48 %" → 48, for the bars of a chart. */
const percent = (figure: string) => Number.parseFloat(figure.replace(",", "."));

/** One commitment: what we do (points) and the figures that prove it. */
export type Commitment = {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  points: readonly string[];
  proofTitle: string;
  figures: readonly StatItem[];
  /** How a figure is measured, in one sentence. */
  note?: string;
  chart?: { title: string; items: readonly BarItem[] };
};

const { chart, ...diversity } = copy.items.diversite;

/** The five commitments, in the order the page shows them; each id is its section's anchor. */
const COMMITMENT_ITEMS: readonly Commitment[] = [
  { id: "durabilite", ...copy.items.durabilite },
  { id: "formation", ...copy.items.formation },
  { id: "ethique", ...copy.items.ethique },
  {
    id: "diversite",
    ...diversity,
    chart: {
      title: chart.title,
      items: [
        { label: chart.team, value: percent(women) },
        { label: chart.managers, value: percent(womenManagers) },
        { label: chart.target, value: percent(womenManagersTarget.value) },
      ],
    },
  },
  { id: "numerique-responsable", ...copy.items["numerique-responsable"] },
];

const { actions, ...hero } = copy.hero;
const { formTitle, submitLabel, ...promises } = copy.contact;

/** The copy of /nos-engagements: five commitments with their figures, the charter and the form. */
export const commitments = {
  hero: {
    eyebrow: hero.eyebrow,
    lead: hero.lead,
    actions: [
      { label: actions.charter, to: "#charte" },
      { label: actions.contact, to: "#ecrire" },
    ] satisfies readonly ActionData[],
    factsTitle: hero.factsTitle,
    facts: hero.facts,
  },
  items: COMMITMENT_ITEMS,
  charter: { id: "charte", ...copy.charter },
  contact: {
    id: "ecrire",
    promises: promises satisfies LeadPromises,
    form: { formType: "engagements", title: formTitle, submitLabel },
  },
} as const;
