import type { ActionData, LinkData } from "~/components/sections/types";
import { WRITE_TO_US } from "~/content/actions";
import { readCopy } from "~/content/files/read-copy";
import { featureItems, present } from "~/content/files/sections";
import type { EvaluationFile } from "~/content/files/shore/evaluation-schema";
import { TESTIMONIALS } from "~/content/files/testimonials";
import data from "../../../content/pages/lif-shore/evaluation.json" with { type: "json" };

/**
 * The free GDPR/NIS2 assessment page (/services/lif-shore/demander-evaluation-gratuite): its texts are the file
 * content/pages/lif-shore/evaluation.json, edited in the CMS (« Pages LIF Shore »); its structure is here: the
 * sections' ids (the hero's button opens `#demande`, the form is labelled by its heading), their tones, the
 * testimonials beside the steps and the shared « Nous écrire » link.
 */
const copy = present(readCopy("content/pages/lif-shore/evaluation.json", data as EvaluationFile));
const { action, ...hero } = copy.hero;

export const assessment = {
  hero: { ...hero, actions: [{ ...action, to: "#demande" }] as const satisfies readonly ActionData[] },
  scope: { id: "perimetre", ...copy.scope, items: featureItems(copy.scope.items) },
  steps: { id: "deroulement", tone: "muted", ...copy.steps, testimonials: TESTIMONIALS.shoreEvaluation },
  request: { id: "demande", ...copy.request },
  /**
   * The panel that replaces the form once the request is sent (its title is in the form's messages). The form is
   * an island: its props are written into the page in this order, kept from before the move.
   */
  successPanel: {
    text: copy.successPanel.text,
    linksTitle: copy.successPanel.linksTitle,
    links: copy.successPanel.links satisfies readonly LinkData[],
    contact: WRITE_TO_US,
    phoneLabel: copy.successPanel.phoneLabel,
  },
} as const;
