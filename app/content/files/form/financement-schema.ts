import * as z from "zod";
import { itemList, prose, proseList } from "../schema-parts";
import { checkList } from "../section-parts";

/**
 * How a course is funded on the French site (content/pages/lif-form/financement.json, « Pages LIF Form » in the
 * CMS), read by app/content/form/funding.ts for the site being built: the three ways (CPF, OPCO, the company's
 * plan), what to know before choosing the CPF, the funding question of the FAQ and the funding note of a domain
 * page. Every amount, delay and reference is a placeholder ({participation-cpf}, {delai-cpf}…) read from the
 * facts. The Belgian site's wording is a fact of its own (« Faits et chiffres › LIF Form »). The ways' anchors and
 * icons stay in code: a course sheet links to `#financement-cpf`.
 */

const fundingWay = z.strictObject({
  short: prose("le nom de la démarche dans une liste de liens"),
  title: prose("le titre de la carte"),
  audience: prose("à qui s’adresse la démarche, une phrase"),
  steps: proseList("une étape par ligne, dans l’ordre"),
  note: prose("ce qu’il faut savoir, sous les étapes"),
});

export const financementSchema = z.strictObject({
  paths: itemList(fundingWay, "les trois démarches").length(3, {
    error: "trois démarches attendues, dans l’ordre : CPF, OPCO, plan de développement des compétences",
  }),
  notice: checkList,
  faq: z.strictObject({
    question: prose("la question sur le financement, en tête des questions fréquentes de la page LIF Form"),
    answer: prose("la réponse ; {certifications-preparees} cite les certifications préparées"),
  }),
  domainNote: prose(
    "la suite de la phrase sur le financement d’une page de domaine, après « Les préparations aux certifications … peuvent être financées »",
  ),
});

export type FinancementFile = z.output<typeof financementSchema>;
