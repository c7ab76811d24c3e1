import { REPLY_DELAY } from "~/content/promises";
import { COURSE_TERMS, FORM_FUNDING } from "~/facts/form";
import { CPF_RULES } from "~/facts/regulation";

/**
 * The facts a text edited in the CMS may quote by name, written once in app/facts/: an editor types
 * `{delai-reponse}` and the page shows « 48 h ouvrées », so a fact changed in its one place changes everywhere.
 * The build resolves them when it reads the content files; an unknown name stops it, listing these
 * (scripts/content/course-files.ts). docs/editing.md lists them for editors: keep the two in step.
 */
export const PLACEHOLDERS: Readonly<Record<string, { value: string; what: string }>> = {
  "tarif-intra": {
    value: COURSE_TERMS.intraRule,
    what: "la règle de prix d’une session intra-entreprise, la même pour toutes les formations",
  },
  "delai-reponse": { value: REPLY_DELAY, what: "le délai de réponse à une demande" },
  "delai-cpf": {
    value: FORM_FUNDING.cpf.minimumDelay,
    what: "le délai minimal entre une inscription par le CPF et le premier jour",
  },
  "participation-cpf": {
    value: CPF_RULES.contribution.value,
    what: "la participation forfaitaire du titulaire d’un CPF",
  },
  "plafond-cpf": {
    value: CPF_RULES.specificRegistryCeiling.value,
    what: "le plafond du CPF pour une certification du répertoire spécifique",
  },
};

/** `{name}`: anything between braces, so that a mistyped `{Tarif intra}` is reported, not printed. */
const PLACEHOLDER = /\{([^{}]*)\}/g;

/** The text with each `{name}` replaced from `values`, and the names it used that `values` does not know. */
export function fillPlaceholders(
  text: string,
  values: Readonly<Record<string, string>>,
): { text: string; unknown: string[] } {
  const unknown: string[] = [];
  const filled = text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name.trim()];
    if (value === undefined) unknown.push(name);
    return value ?? whole;
  });
  return { text: filled, unknown };
}

/** The facts' values by name, as fillPlaceholders takes them. */
export const PLACEHOLDER_VALUES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PLACEHOLDERS).map(([name, { value }]) => [name, value]),
);
