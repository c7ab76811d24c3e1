import type { RevenuePart } from "~/components/sections/revenue-split";
import { readCopy } from "~/content/files/read-copy";
import { featureItems, present } from "~/content/files/sections";
import type { ModeleFile } from "~/content/files/talent/modele-schema";
import data from "../../../content/pages/lif-talent/modele.json" with { type: "json" };
import { TALENT_FIGURES as F } from "./figures";
import { AUDIENCE_ACTIONS, AUDIENCES, MISSION_LIFECYCLE } from "./shared";

/**
 * The model page (/lif-talent/modele): its texts are the file content/pages/lif-talent/modele.json, edited in the
 * CMS (« Pages LIF Talent »), the lifecycle's steps and the audiences' cards the shared file (./shared.ts); its
 * structure is here: the sections' ids and tones, the hero's buttons, the chart's amounts and what the launch
 * gate waits for.
 *
 * The revenue split, read as the specification's worked example states it: the 15 % commission is computed on
 * the consultant's daily rate and added to it (700 € + 15 % = 805 € billed). The consultant keeps the whole
 * 700 €, which is 87 % of the billed amount: "the consultant gets 85 %" is kept as the floor that always holds
 * ("plus de 85 %"), never as "85 % of the rate", which would contradict 700 → 805. See TALENT_TERMS.
 */
const EXAMPLE = F.example;
const copy = present(readCopy("content/pages/lif-talent/modele.json", data as ModeleFile));
const { facts, ...hero } = copy.hero;
const { chart, reading, ...revenue } = copy.revenue;
const part = ({ label, note }: { label: string; note: string }, amount: number): RevenuePart => ({
  label,
  amount,
  note,
});

export const talentModel = {
  hero: { ...hero, actions: AUDIENCE_ACTIONS, facts },
  pillars: { id: "piliers", ...copy.pillars, items: featureItems(copy.pillars.items) },
  revenue: {
    id: "repartition",
    tone: "muted",
    ...revenue,
    chart: {
      title: chart.title,
      parts: [part(chart.consultant, EXAMPLE.dailyRate), part(chart.commission, EXAMPLE.commission)],
      total: chart.total,
      unit: chart.unit,
      ofTotal: chart.ofTotal,
    },
    reading: { title: reading.title, points: reading.items },
  },
  lifecycle: { id: "cycle-de-mission", ...copy.lifecycle, steps: MISSION_LIFECYCLE },
  differentiators: { id: "differences", tone: "sand", ...copy.differentiators },
  audiences: { id: "pour-vous", ...copy.audiences, items: AUDIENCES },

  /** What the owner must confirm before launch (copy the specification does not give), for the launch gate. */
  toConfirm: [
    "la lecture de la répartition (commission ajoutée au TJM, que le consultant garde en entier)",
    "les deux contrats (client et consultant) qui écrivent le calcul",
  ],
} as const;
