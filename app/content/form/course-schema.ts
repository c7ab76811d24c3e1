import * as z from "zod";
import type { Certification } from "./certifications";
import type { Course } from "./courses";

/**
 * What a course sheet must hold for a Qualiopi audit (indicators 1 to 3), as a zod schema over the catalogue's
 * plain data: every field is required. A value the owner has not supplied yet is written null, never left out,
 * so the launch gate can list it; a missing field stops the build with a French message naming the course and
 * the item (validateCatalogue, called by the domain pages). Issue 21 moves this data to files under content/:
 * the same schema will read them.
 */

const text = z.string().trim().min(1);
const list = z.array(text).min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const percent = z.number().min(0).max(100);

const resultsSchema = z.object({
  period: text,
  learners: z.number().int().positive(),
  satisfactionPercent: percent,
  completionPercent: percent,
  successPercent: percent.nullable(),
});

export const courseSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  domain: z.enum(["cybersecurite", "reseaux", "securite"]),
  title: text,
  summary: text,
  objectives: list,
  audience: list,
  prerequisites: list,
  duration: z.object({ days: z.number().positive(), hours: z.number().positive() }),
  formats: z.array(z.enum(["presentiel", "distanciel", "mixte"])).min(1),
  level: z.enum(["Débutant", "Intermédiaire", "Avancé", "Tous niveaux"]),
  certification: z.enum(["ceh", "cissp", "ccna", "security-plus"]).nullable(),
  cpfEligible: z.boolean(),
  outline: z.array(z.object({ title: text, topics: list })).min(1),
  assessment: list,
  teachingMethods: list,
  updatedOn: isoDate,
  price: z.object({ interPerLearnerExclVat: z.number().positive().nullable(), intraRule: text }),
  access: z.object({ requestToSession: text.nullable(), enrolUntil: text.nullable() }),
  results: resultsSchema.nullable(),
  toConfirm: z.literal(true),
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

/** Each field as the error names it, with its article: « il manque sa règle de prix intra-entreprise ». */
const ITEMS: Readonly<Record<string, string>> = {
  slug: "son identifiant d’URL",
  domain: "son domaine",
  title: "son intitulé",
  summary: "son résumé",
  objectives: "ses objectifs",
  audience: "son public",
  prerequisites: "ses prérequis",
  duration: "sa durée",
  formats: "ses modalités (présentiel, à distance, mixte)",
  level: "son niveau",
  certification: "la certification préparée (null si aucune)",
  cpfEligible: "son éligibilité au CPF",
  outline: "son programme",
  assessment: "ses modalités d’évaluation",
  teachingMethods: "ses méthodes pédagogiques",
  updatedOn: "la date de mise à jour de sa fiche (AAAA-MM-JJ)",
  price: "ses tarifs",
  "price.interPerLearnerExclVat":
    "son prix inter-entreprises par stagiaire HT (null tant qu’il n’est pas publié)",
  "price.intraRule": "sa règle de prix intra-entreprise",
  access: "ses délais d’accès",
  "access.requestToSession": "son délai entre la demande et la session (null tant qu’il n’est pas publié)",
  "access.enrolUntil": "sa date limite d’inscription (null tant qu’elle n’est pas publiée)",
  results: "ses résultats (null tant qu’aucune session n’est terminée)",
  toConfirm: "sa marque «\u00a0à confirmer\u00a0»",
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

/** One French line per problem: « Formation « X » : il manque ses délais d’accès. » */
export function courseProblems(course: unknown): string[] {
  const title = (course as { title?: unknown } | null)?.title;
  const name = `Formation «\u00a0${typeof title === "string" ? title : "sans intitulé"}\u00a0»`;
  const problems = (courseSchema.safeParse(course).error?.issues ?? []).map(
    (issue) => `${name}\u00a0: ${verdict(course, issue.path)} ${itemOf(issue.path)}.`,
  );
  return problems;
}

/** The same for a certification, named by its short name. */
export function certificationProblems(certification: unknown): string[] {
  const name = (certification as { name?: unknown } | null)?.name;
  return (certificationSchema.safeParse(certification).error?.issues ?? []).map(
    (issue) =>
      `Certification «\u00a0${typeof name === "string" ? name : "sans nom"}\u00a0»\u00a0: ${verdict(certification, issue.path)} ${itemOf(issue.path)}.`,
  );
}

/** Stops the build when a course or a certification misses an item its sheet must publish. */
export function validateCatalogue(
  courses: readonly Course[],
  certifications: Readonly<Record<string, Certification>>,
): void {
  const problems = [
    ...courses.flatMap(courseProblems),
    ...Object.values(certifications).flatMap(certificationProblems),
  ];
  if (problems.length > 0)
    throw new Error(`Catalogue LIF Form incomplet\u00a0:\n${problems.map((line) => `- ${line}`).join("\n")}`);
}
