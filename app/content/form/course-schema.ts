import * as z from "zod";
import { optional } from "~/content/files/schema-parts";
import type { Certification } from "./certifications";

/**
 * What a course sheet must hold for a Qualiopi audit (indicators 1 to 3), as zod schemas. A course is a file the
 * owner edits in the CMS (content/formations/<slug>.json, « Formations » in admin/config.yml): every field is
 * required, and each error carries its fix in French; the build and the dev server name the file and the field
 * as the CMS labels it (scripts/content/course-files.ts). A value the owner has not supplied yet is empty (null),
 * never left out of the sheet: the page prints the owner-pending wording and the launch gate lists it
 * (to-confirm.ts). The certifications are a copy file too (content/pages/lif-form/certifications.json, checked by
 * the build with app/content/files/form/certifications-schema.ts); certificationSchema checks them again, as the
 * course sheets need them, when the pages are prerendered.
 */

const text = z.string().trim().min(1);
const list = z.array(text).min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const percent = z.number().min(0).max(100);

/** A required text of a course file, its error saying what to write. */
const prose = (fix: string) =>
  z
    .string({ error: `texte attendu : ${fix}` })
    .trim()
    .min(1, { error: `champ vide : ${fix}` });

/** A list of texts, at least one, none empty. */
const proseList = (fix: string) =>
  z.array(prose(fix), { error: `liste attendue : ${fix}` }).min(1, { error: `liste vide : ${fix}` });

/**
 * A value the owner publishes later: empty until then. The CMS writes an emptied field as "" or leaves it out,
 * and an untouched group of empty fields as an object of empty values: all mean "not yet", stored as null.
 */
const later = optional;

const percentOf = (what: string) =>
  z
    .number({ error: `pourcentage attendu : ${what}, un nombre de 0 à 100` })
    .min(0, { error: "pourcentage de 0 à 100 attendu" })
    .max(100, { error: "pourcentage de 0 à 100 attendu" });

const count = (what: string) =>
  z.number({ error: `nombre attendu : ${what}` }).positive({ error: `nombre positif attendu : ${what}` });

export const COURSE_FORMATS = ["presentiel", "distanciel", "mixte"] as const;
export const COURSE_LEVELS = ["Débutant", "Intermédiaire", "Avancé", "Tous niveaux"] as const;

const resultsSchema = z.strictObject({
  period: prose("la période couverte, par exemple « sessions de janvier à juin 2027 »"),
  learners: count("le nombre de stagiaires des sessions comptées").int({ error: "nombre entier attendu" }),
  satisfactionPercent: percentOf("la part des stagiaires satisfaits"),
  completionPercent: percentOf("la part des stagiaires allés au bout de la formation"),
  successPercent: later(percentOf("la part des candidats reçus à l’examen")),
});

export const courseSchema = z.strictObject({
  slug: z
    .string({ error: "identifiant attendu : des minuscules sans accents, des chiffres et des tirets" })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
      error:
        "identifiant de minuscules sans accents, chiffres et tirets attendu (par exemple preparation-ccna)",
    }),
  domain: z.enum(["cybersecurite", "reseaux", "securite"], {
    error: "domaine attendu : cybersecurite, reseaux ou securite",
  }),
  order: z
    .number({ error: "rang attendu : un nombre entier, 1 pour la première formation du domaine" })
    .int({ error: "rang entier attendu (1, 2, 3…)" })
    .positive({ error: "rang de 1 ou plus attendu" }),
  title: prose("l’intitulé de la formation"),
  summary: prose("une ou deux phrases qui présentent la formation"),
  objectives: proseList("les objectifs, un par ligne"),
  audience: proseList("le public visé, un profil par ligne"),
  prerequisites: proseList("les prérequis, un par ligne (« Aucun prérequis » s’il n’y en a pas)"),
  duration: z.strictObject(
    {
      days: count("la durée en jours"),
      hours: count("la durée en heures (sept heures par jour)"),
    },
    { error: "durée attendue : un nombre de jours et un nombre d’heures" },
  ),
  formats: z
    .array(z.enum(COURSE_FORMATS, { error: "modalité attendue : presentiel, distanciel ou mixte" }), {
      error: "modalités attendues : présentiel, à distance ou mixte",
    })
    .min(1, { error: "au moins une modalité attendue (présentiel, à distance ou mixte)" }),
  level: z.enum(COURSE_LEVELS, { error: `niveau attendu : ${COURSE_LEVELS.join(", ")}` }),
  certification: later(
    z.enum(["ceh", "cissp", "ccna", "security-plus"], {
      error: "certification attendue : ceh, cissp, ccna ou security-plus, ou aucune",
    }),
  ),
  cpfEligible: z.boolean({ error: "case à cocher attendue (true ou false)" }),
  outline: z
    .array(
      z.strictObject({
        title: prose("le titre du module"),
        topics: proseList("les points abordés dans le module, un par ligne"),
      }),
      { error: "programme attendu : une liste de modules" },
    )
    .min(1, { error: "programme vide : ajoutez au moins un module" }),
  assessment: proseList("les modalités d’évaluation, une par ligne"),
  teachingMethods: proseList("les méthodes pédagogiques, une par ligne"),
  updatedOn: z
    .string({ error: "date attendue, au format AAAA-MM-JJ (par exemple 2026-11-26)" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "date au format AAAA-MM-JJ attendue (par exemple 2026-11-26)" }),
  price: z.strictObject(
    {
      interPerLearnerExclVat: later(count("le prix inter-entreprises par stagiaire, hors taxes, en euros")),
      intraRule: prose("la règle de prix intra-entreprise, en général {tarif-intra}"),
    },
    { error: "tarifs attendus : le prix inter-entreprises et la règle intra-entreprise" },
  ),
  access: z.strictObject(
    {
      requestToSession: later(prose("le délai entre la demande et la session")),
      enrolUntil: later(prose("jusqu’à quand on peut s’inscrire")),
    },
    { error: "délais d’accès attendus (vides tant qu’ils ne sont pas publiés)" },
  ),
  results: later(resultsSchema),
  confirmed: z.boolean({ error: "case à cocher attendue (true ou false)" }),
});

export const certificationSchema = z.object({
  name: text,
  fullName: text,
  issuer: text,
  registry: z.object({
    kind: z.literal("RS"),
    code: z
      .string()
      .regex(/^RS\d{3,5}$/)
      .nullable(),
    registeredOn: isoDate.nullable(),
    validUntil: isoDate.nullable(),
  }),
  skillBlocks: text,
  equivalences: text.nullable(),
  nextSteps: list,
  jobs: list,
  successRate: z.object({ percent, period: text, candidates: z.number().int().positive() }).nullable(),
});

/** Each certification field as the error names it, with its article: « il manque son code RS ». */
const ITEMS: Readonly<Record<string, string>> = {
  registry: "son enregistrement auprès de France Compétences",
  "registry.code": "son code RS (null tant qu’il n’est pas confirmé)",
  "registry.registeredOn": "sa date d’enregistrement (null tant qu’elle n’est pas confirmée)",
  "registry.validUntil": "sa date de fin de validité (null tant qu’elle n’est pas confirmée)",
  skillBlocks: "ce qu’elle dit des blocs de compétences",
  equivalences: "ses équivalences et passerelles (null tant qu’elles ne sont pas confirmées)",
  nextSteps: "ses suites de parcours",
  jobs: "ses débouchés",
  successRate: "son taux de réussite (null tant qu’aucune session n’est terminée)",
};

/** The value at an issue's path: undefined means the field is missing, anything else that it is wrong. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );
}

const verdict = (data: unknown, path: readonly PropertyKey[]) =>
  valueAt(data, path) === undefined ? "il manque" : "vérifiez";

function itemOf(path: readonly PropertyKey[]): string {
  const [first, second] = path.map(String);
  return (second && ITEMS[`${first}.${second}`]) ?? ITEMS[first ?? ""] ?? path.join(".");
}

/** One French line per problem of a certification, named by its short name. */
export function certificationProblems(certification: unknown): string[] {
  const name = (certification as { name?: unknown } | null)?.name;
  return (certificationSchema.safeParse(certification).error?.issues ?? []).map(
    (issue) =>
      `Certification «\u00a0${typeof name === "string" ? name : "sans nom"}\u00a0»\u00a0: ${verdict(certification, issue.path)} ${itemOf(issue.path)}.`,
  );
}

/** Stops the prerender when a certification misses an item its course's sheet must publish. */
export function validateCertifications(certifications: Readonly<Record<string, Certification>>): void {
  const problems = Object.values(certifications).flatMap(certificationProblems);
  if (problems.length > 0)
    throw new Error(
      `Certifications LIF Form incomplètes\u00a0:\n${problems.map((line) => `- ${line}`).join("\n")}`,
    );
}
