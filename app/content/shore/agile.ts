import type { ActionData } from "~/components/sections/types";
import type { CaseStudy } from "~/components/shore/case-study-card";
import type { CheckPanel } from "~/components/shore/check-panels";
import { readCopy } from "~/content/files/read-copy";
import { featureItems, present } from "~/content/files/sections";
import type { AgileFile } from "~/content/files/shore/agile-schema";
import { SHORE_CASE_STUDIES } from "~/facts/shore";
import data from "../../../content/pages/lif-shore/agile.json" with { type: "json" };
import { CALL_US } from "./consultation";
import { percent } from "./figures";

/**
 * The agile outsourcing page (/services/lif-shore/strategie-externalisation-agile): its texts are the file
 * content/pages/lif-shore/agile.json, edited in the CMS (« Pages LIF Shore »); its structure is here: the sections'
 * ids (the hero's buttons open `#appel-strategique` and `#etudes-de-cas`), their tones, the panels' looks, the
 * form and the phone line, and the case studies' indicators, whose values and bars are facts.
 */
const copy = present(readCopy("content/pages/lif-shore/agile.json", data as AgileFile));
const { action, secondAction, facts, ...hero } = copy.hero;
const { classic, agile: agileWay, ...why } = copy.why;
const { fintech, industry, labels, caption, ...cases } = copy.cases;
const { promises, submitLabel, ...call } = copy.call;
const { fintech: FINTECH, industry: INDUSTRY } = SHORE_CASE_STUDIES;

/** An indicator as the case study prints it, and the length of its bar out of 100. */
const indicator = (value: number, label: string, signed = true) => ({
  display: percent(value, { signed }),
  label,
  magnitude: Math.abs(value),
});

/** A case study: its texts from the file, its indicators' values from the facts, in the card's key order. */
const study = (
  id: string,
  texts: typeof fintech | typeof industry,
  indicators: CaseStudy["indicators"],
): CaseStudy => ({
  id,
  sector: texts.sector,
  title: texts.title,
  context: texts.context,
  approach: texts.approach,
  indicators,
  quote: texts.quote,
});

export const agile = {
  hero: {
    ...hero,
    actions: [
      { ...action, to: "#appel-strategique" },
      { ...secondAction, to: "#etudes-de-cas" },
    ] as const satisfies readonly ActionData[],
    facts,
  },
  why: {
    id: "pourquoi",
    ...why,
    panels: [
      { tone: "negative", ...classic },
      { tone: "highlight", ...agileWay },
    ] as const satisfies readonly CheckPanel[],
  },
  pillars: { id: "piliers", tone: "muted", ...copy.pillars, items: featureItems(copy.pillars.items) },
  scaling: { id: "adaptation", ...copy.scaling, items: featureItems(copy.scaling.items) },
  contract: { id: "contrat", tone: "dark", ...copy.contract },
  pricing: { id: "tarification", ...copy.pricing, items: featureItems(copy.pricing.items) },
  collaboration: { id: "collaboration", tone: "muted", ...copy.collaboration },
  cases: {
    id: "etudes-de-cas",
    labels,
    ...cases,
    caption,
    items: [
      study("fintech", fintech, [
        indicator(FINTECH.timeToProduction, fintech.indicators.timeToProduction),
        indicator(FINTECH.velocity, fintech.indicators.velocity),
        indicator(FINTECH.satisfaction, fintech.indicators.satisfaction, false),
      ]),
      study("industrie", industry, [
        indicator(INDUSTRY.maintenanceCost, industry.indicators.maintenanceCost),
        indicator(INDUSTRY.returnOnInvestment, industry.indicators.returnOnInvestment),
      ]),
    ] satisfies readonly CaseStudy[],
  },
  call: {
    band: {
      id: "appel-strategique",
      tone: "sand",
      ...call,
      formCard: true,
      promises,
      phone: CALL_US,
    },
    form: { formType: "strategie-externalisation-agile", submitLabel },
  },
} as const;
