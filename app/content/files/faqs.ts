import type { FaqItem } from "~/components/sections/faq";
import type { Variant } from "~/pages";
import lifForm from "../../../content/faq/lif-form.json" with { type: "json" };
import talentEntreprises from "../../../content/faq/lif-talent-entreprises.json" with { type: "json" };
import talentExperts from "../../../content/faq/lif-talent-experts.json" with { type: "json" };
import type { FaqFile } from "./faq-schema";
import { readCopy } from "./read-copy";

/**
 * The questions and answers of each page with a FAQ, one file per page that the owner edits in the CMS
 * (content/faq/, « Questions fréquentes » at /admin/), typeset and their placeholders filled
 * (./read-copy.ts). The section's heading stays in the page's copy. Checked by the build with
 * ./faq-schema.ts before the pages are rendered; here Vite reads them, without zod.
 */
function read(name: string, data: unknown, variant?: Variant): readonly FaqItem[] {
  return readCopy(`content/faq/${name}.json`, data as FaqFile, variant).items.map(({ link, ...item }) =>
    link ? { ...item, link } : item,
  );
}

export const FAQS = {
  talentExperts: read("lif-talent-experts", talentExperts),
  talentEntreprises: read("lif-talent-entreprises", talentEntreprises),
} as const;

/** LIF Form's answers quote a fact worded per site ({note-devis}): read for the site being built. */
export const lifFormFaq = (variant: Variant): readonly FaqItem[] => read("lif-form", lifForm, variant);
