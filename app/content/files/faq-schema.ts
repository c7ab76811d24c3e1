import * as z from "zod";
import { itemList, optional, pageLink, prose } from "./schema-parts";

/**
 * A page's questions and answers, as the owner edits them in the CMS (content/faq/<page>.json, « Questions
 * fréquentes »). An answer is plain text, a blank line starting a paragraph; a figure it quotes is a
 * placeholder ({commission}); its optional link opens a page of the site, chosen from the page table. Checked
 * by the build and the dev server (scripts/content/copy-files.ts).
 */

const faqItem = z.strictObject({
  question: prose("la question, telle qu’un visiteur la pose"),
  answer: prose("la réponse ; une ligne vide commence un nouveau paragraphe"),
  link: optional(pageLink("« en savoir plus » sous la réponse")),
});

export const faqSchema = z.strictObject({ items: itemList(faqItem, "au moins une question") });

export type FaqFile = z.output<typeof faqSchema>;
