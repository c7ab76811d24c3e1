import { APPLICATION_REPLY_DELAY, REPLY_DELAY } from "~/content/promises";
import { COURSE_TERMS, FORM_FUNDING } from "~/facts/form";
import { GROUP_FIGURES } from "~/facts/group";
import { CPF_RULES } from "~/facts/regulation";
import {
  SHORE_CENTRES,
  SHORE_CONTRACT,
  SHORE_PROMISES,
  SHORE_RECRUITMENT,
  SHORE_SAVINGS,
} from "~/facts/shore";
import { TALENT_TERMS } from "~/facts/talent";
import { count, formatNumber, listFr, moreThan, NBSP, nb, percentRange, span } from "~/lib/french";

/**
 * The facts a text edited in the CMS may quote by name, written once in content/faits/ (read by app/facts/) or
 * in the promises: an editor types
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
  // The group's main figures (content/faits/, « Faits et chiffres » in the CMS), as the pages write them.
  effectif: { value: moreThan(GROUP_FIGURES.staff), what: "l’effectif du groupe, « plus de 60 »" },
  clients: { value: moreThan(GROUP_FIGURES.clients), what: "le nombre de clients, « plus de 30 »" },
  fidelisation: { value: nb(GROUP_FIGURES.retention), what: "le taux de fidélisation des clients, « 98 % »" },
  nationalites: { value: String(GROUP_FIGURES.nationalities), what: "le nombre de nationalités de l’équipe" },
  "bureaux-afrique": { value: String(GROUP_FIGURES.africanOffices), what: "le nombre de bureaux en Afrique" },
  "centres-production": {
    value: listFr(SHORE_CENTRES.map((centre) => centre.city)),
    what: "les centres de production, « Tunis, Dakar et Abidjan »",
  },
  "economies-nearshore": {
    value: percentRange(SHORE_SAVINGS.nearshorePercent),
    what: "les économies promises en nearshore, « 30 à 50 % »",
  },
  "delai-deploiement": {
    value: count(SHORE_PROMISES.deploymentDays, "jours"),
    what: "le délai de déploiement d’une équipe LIF Shore, « 15 jours »",
  },
  "delai-premiers-profils": {
    value: count(SHORE_PROMISES.firstProfilesHours, "h"),
    what: "le délai des premiers profils présentés, « 48 h »",
  },
  "profils-prequalifies": {
    value: formatNumber(SHORE_RECRUITMENT.preQualifiedProfiles, 0).replace(/\s/g, NBSP),
    what: "le nombre de profils préqualifiés du vivier, « 20 000 »",
  },
  engagement: {
    value: span(SHORE_CONTRACT.commitmentMonths, "mois"),
    what: "l’engagement d’un contrat LIF Shore, « 1 à 3 mois »",
  },
  preavis: { value: count(SHORE_CONTRACT.noticeDays, "jours"), what: "le préavis d’un contrat LIF Shore" },
  commission: {
    value: `${formatNumber(TALENT_TERMS.commissionPercent, 2)}${NBSP}%`,
    what: "la commission de LIF Talent sur le TJM, « 15 % »",
  },
  "mission-minimale": {
    value: count(TALENT_TERMS.minMissionMonths, "mois"),
    what: "la durée minimale d’une mission LIF Talent",
  },
  "delai-candidature": { value: APPLICATION_REPLY_DELAY, what: "le délai de réponse à une candidature" },
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
