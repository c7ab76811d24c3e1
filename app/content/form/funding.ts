import { Briefcase, Building2, Wallet } from "lucide-react";
import type { FundingPath } from "~/components/form/funding-paths";
import type { FinancementFile } from "~/content/files/form/financement-schema";
import { readCopy } from "~/content/files/read-copy";
import { BELGIAN_FUNDING, FRENCH_FUNDING, type SheetLine } from "~/facts/form";
import { VARIANT } from "~/lib/variant";
import data from "../../../content/pages/lif-form/financement.json" with { type: "json" };

/**
 * The ways of funding a LIF Form course, step by step, for the site being built. The French site's wording is the
 * file content/pages/lif-form/financement.json (« Pages LIF Form › Financement (site français) »), its amounts,
 * delays and references placeholders filled from app/facts/ (where the owner confirms them); the Belgian site's
 * is a fact of its own (app/facts/form.ts, BELGIAN_FUNDING). The ways' anchors and icons are structure, here.
 */

const copy = readCopy("content/pages/lif-form/financement.json", data as FinancementFile, VARIANT);

/** Each French way's anchor (a course sheet links to `#financement-cpf`) and icon, in the file's order. */
const FRENCH_WAYS = [
  { id: "financement-cpf", icon: Wallet },
  { id: "financement-opco", icon: Building2 },
  { id: "financement-plan", icon: Briefcase },
] as const;

const FRENCH_PATHS = copy.paths.map(
  (path, index): FundingPath => ({
    id: FRENCH_WAYS[index]?.id ?? `financement-${index + 1}`,
    short: path.short,
    icon: FRENCH_WAYS[index]?.icon ?? Wallet,
    title: path.title,
    audience: path.audience,
    steps: path.steps,
    note: path.note,
  }),
);

/** What to know before counting on the CPF, said plainly under the three ways of funding. */
const FRENCH_NOTICE = { title: copy.notice.title, points: copy.notice.items };

const BELGIAN_ICONS = [Wallet, Briefcase, Building2] as const;

/** The ways a visitor of this variant funds a course: the French schemes, or the Belgian ones (app/facts/form.ts). */
export const FUNDING_PATHS: readonly FundingPath[] =
  VARIANT === "be"
    ? BELGIAN_FUNDING.schemes.map((scheme, index) => ({ ...scheme, icon: BELGIAN_ICONS[index] ?? Wallet }))
    : FRENCH_PATHS;

export const CPF_NOTICE: { title: string; points: readonly string[] } =
  VARIANT === "be" ? BELGIAN_FUNDING.notice : FRENCH_NOTICE;

/** The variant's funding wording (app/facts/form.ts): the French schemes, or the Belgian ones. */
const COPY = VARIANT === "be" ? BELGIAN_FUNDING : FRENCH_FUNDING;

/** The funding a page names in one phrase: « votre OPCO ou le CPF », or the Belgian schemes. */
export const FUNDING_IN_SHORT: string = COPY.inShort;

/** A course sheet's funding line: CPF eligibility in France, the Belgian schemes in Belgium. */
export const sheetFunding = (cpfEligible: boolean): SheetLine =>
  cpfEligible ? COPY.courseSheet.eligible : COPY.courseSheet.notEligible;

/** What the LIF Form page promises a company and a learner about funding. */
export const FUNDING_BENEFITS: { company: string; learner: string } = COPY.benefits;

/** What a course sheet says about the schemes that apply in France only: nothing in France. */
export const FRENCH_ONLY_NOTE: string | null = COPY.frenchOnly;

/** Where the Qualiopi certification opens funding, as the variant's visitor needs it said. */
export const QUALIOPI_SCOPE: string = COPY.qualiopiScope;

/** The funding question of the LIF Form FAQ; the French one names the certifications the CPF may fund. */
export const FUNDING_FAQ: { question: string; answer: string } =
  VARIANT === "be" ? BELGIAN_FUNDING.faq : copy.faq;

/** The funding note of a domain page: the CPF and OPCO in France, the Belgian schemes in Belgium. */
export function fundingNote(cpfSubject: string): string {
  if (VARIANT === "be") return BELGIAN_FUNDING.domainNote;
  return `${cpfSubject} ${copy.domainNote}`;
}
