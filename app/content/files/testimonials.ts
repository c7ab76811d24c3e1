import type { TestimonialItem } from "~/components/sections/testimonial-card";
import aPropos from "../../../content/temoignages/a-propos.json" with { type: "json" };
import groupe from "../../../content/temoignages/le-groupe.json" with { type: "json" };
import lifForm from "../../../content/temoignages/lif-form.json" with { type: "json" };
import shore from "../../../content/temoignages/lif-shore.json" with { type: "json" };
import shoreEvaluation from "../../../content/temoignages/lif-shore-evaluation.json" with { type: "json" };
import shoreNearshore from "../../../content/temoignages/lif-shore-nearshore.json" with { type: "json" };
import shoreServices from "../../../content/temoignages/lif-shore-nos-services.json" with { type: "json" };
import shoreRecrutement from "../../../content/temoignages/lif-shore-recrutement.json" with { type: "json" };
import shoreTableauDeBord from "../../../content/temoignages/lif-shore-tableau-de-bord.json" with {
  type: "json",
};
import talentEntreprises from "../../../content/temoignages/lif-talent-entreprises.json" with {
  type: "json",
};
import talentExperts from "../../../content/temoignages/lif-talent-experts.json" with { type: "json" };
import partenariat from "../../../content/temoignages/partenariat.json" with { type: "json" };
import { INTERFACE } from "./interface";
import { readCopy } from "./read-copy";
import type { TestimonialsFile } from "./testimonials-schema";

/**
 * The testimonials of each page, one file per page that the owner edits in the CMS (content/temoignages/,
 * « Témoignages » at /admin/), typeset and their placeholders filled (./read-copy.ts). The section around them
 * (its heading, its place on the page) stays in the page's copy. The build has checked every file with its
 * schema (./testimonials-schema.ts) before the pages are rendered; here Vite reads them, without zod.
 */
function read(name: string, data: unknown): readonly TestimonialItem[] {
  const file = `content/temoignages/${name}.json`;
  // The written consent is for the launch gate, not the page: the card shows the quote the same either way.
  // Results come with their list's name for screen readers (content/interface.json).
  return readCopy(file, data as TestimonialsFile).items.map(({ figures, writtenConsent: _, ...item }) =>
    figures && figures.length > 0 ? { ...item, figures, figuresLabel: INTERFACE.testimonialResults } : item,
  );
}

/** A page that shows one quote: its file holds exactly one (the schema says so). */
function quote(name: string, data: unknown): TestimonialItem {
  const [only] = read(name, data);
  if (!only) throw new Error(`content/temoignages/${name}.json : aucune citation`);
  return only;
}

export const TESTIMONIALS = {
  lifForm: read("lif-form", lifForm),
  talentExperts: read("lif-talent-experts", talentExperts),
  talentEntreprises: read("lif-talent-entreprises", talentEntreprises),
  partenariat: read("partenariat", partenariat),
  shore: read("lif-shore", shore),
  shoreRecrutement: read("lif-shore-recrutement", shoreRecrutement),
  shoreNearshore: read("lif-shore-nearshore", shoreNearshore),
  shoreServices: read("lif-shore-nos-services", shoreServices),
  shoreTableauDeBord: read("lif-shore-tableau-de-bord", shoreTableauDeBord),
  shoreEvaluation: read("lif-shore-evaluation", shoreEvaluation),
} as const;

/** The quote beside the history of the group page and of the about page. */
export const QUOTES = { groupe: quote("le-groupe", groupe), aPropos: quote("a-propos", aPropos) } as const;
