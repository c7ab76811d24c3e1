import { PLACEHOLDER_VALUES } from "~/content/placeholders";
import { fillPlaceholders } from "~/lib/fill-placeholders";
import { typeset } from "~/lib/french";
import type { CertificationKey } from "./certifications";
import { DOMAINS, type DomainKey } from "./domains";

/**
 * The course catalogue as the pages read it, built from the files the owner edits in the CMS
 * (content/formations/<slug>.json, one per course). No zod and no file access here: the site reads the files
 * through Vite (./courses.ts), the build's checks and the browser tests through Node
 * (scripts/content/course-files.ts), and both turn them into courses with buildCatalogue, so the pages and the
 * checks see the same catalogue. The schema (./course-schema.ts) has run before: a file that reaches this module
 * has every field.
 */

export type CourseFormat = "presentiel" | "distanciel" | "mixte";

export type CourseLevel = "Débutant" | "Intermédiaire" | "Avancé" | "Tous niveaux";

export type CourseModule = { title: string; topics: readonly string[] };

/** Results of the sessions held (Qualiopi indicator 2), over a stated period and number of learners. */
export type CourseResults = {
  /** « sessions de janvier à juin 2027 ». */
  period: string;
  learners: number;
  satisfactionPercent: number;
  completionPercent: number;
  /** Success at the certification exam, for a certifying course; null for the others. */
  successPercent: number | null;
};

export type Course = {
  /** The course in URLs: its anchor on its domain page and `/contact?formation=<slug>`. */
  slug: string;
  domain: DomainKey;
  title: string;
  /** One or two sentences under the title. */
  summary: string;
  objectives: readonly string[];
  audience: readonly string[];
  prerequisites: readonly string[];
  /** Days of seven hours. */
  duration: { days: number; hours: number };
  formats: readonly CourseFormat[];
  level: CourseLevel;
  /** The certification prepared, or null for a course closed by a certificate of completion. */
  certification: CertificationKey | null;
  /**
   * Whether the course can be bought with the CPF: only the preparation of a certification registered with
   * France Compétences can, so a course without certification never is.
   */
  cpfEligible: boolean;
  outline: readonly CourseModule[];
  assessment: readonly string[];
  /** How the course is taught (Qualiopi indicator 1: « méthodes mobilisées »). */
  teachingMethods: readonly string[];
  /** The day the sheet's content last changed, ISO: printed as « Fiche mise à jour le … ». */
  updatedOn: string;
  /**
   * Inter-company price per learner, excl. VAT, in euros (null until the owner publishes it), and the rule that
   * sets an intra-company price (`{tarif-intra}` in the files: COURSE_TERMS.intraRule).
   */
  price: { interPerLearnerExclVat: number | null; intraRule: string };
  /**
   * Access delays: from a request to the start of a session, and until when one can enrol. Null until the owner
   * publishes them (the launch gate lists them).
   */
  access: { requestToSession: string | null; enrolUntil: string | null };
  /** Indicator 2, or null while no session has ended: shown as « indicateurs publiés à l’issue… ». */
  results: CourseResults | null;
  /** Its rank among its domain's courses on the pages (1 first). */
  order: number;
  /** Ticked in the CMS once the owner has checked the whole sheet; until then the launch gate lists it. */
  confirmed: boolean;
};

/** A course file as read, before its texts are typeset and its placeholders filled. */
export type CourseFile = { file: string; data: Course };

/** A `{name}` that neither the facts (app/content/placeholders.ts) nor the catalogue's slugs know. */
export type UnknownPlaceholder = { file: string; path: string; name: string };

/** The fields that hold a code, a key or a date, not prose: neither typeset nor searched for placeholders. */
const CODE_FIELDS = new Set(["slug", "domain", "formats", "level", "certification", "updatedOn"]);

/** `{formation:<slug>}` quotes another course's title, so that a renamed course is renamed everywhere. */
export const COURSE_TITLE_PLACEHOLDER = "formation:";

/** Every string of a value typeset for French, then its placeholders filled; unknown ones collected by path. */
function prepare(
  value: unknown,
  path: string,
  values: Readonly<Record<string, string>>,
  unknown: (path: string, name: string) => void,
): unknown {
  if (typeof value === "string") {
    const filled = fillPlaceholders(typeset(value), values);
    for (const name of filled.unknown) unknown(path, name);
    return filled.text;
  }
  if (Array.isArray(value))
    return value.map((item, index) => prepare(item, `${path}.${index}`, values, unknown));
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        !path && CODE_FIELDS.has(key)
          ? inner
          : prepare(inner, path ? `${path}.${key}` : key, values, unknown),
      ]),
    );
  return value;
}

/** Domain by domain in the pages' order, then by each course's rank; the slug settles a tie. */
function catalogueOrder(a: Course, b: Course): number {
  const domain = (course: Course) => DOMAINS.findIndex((entry) => entry.key === course.domain);
  return domain(a) - domain(b) || a.order - b.order || a.slug.localeCompare(b.slug);
}

/**
 * The catalogue from its files: French typography applied to every prose field (an editor types ordinary
 * spaces and apostrophes), then the placeholders filled: the facts' values, and `{formation:<slug>}` for another
 * course's title (typeset too, placeholders in titles resolved first from the facts only).
 */
export function buildCatalogue(files: readonly CourseFile[]): {
  courses: Course[];
  unknown: UnknownPlaceholder[];
} {
  const unknown: UnknownPlaceholder[] = [];
  const titles = Object.fromEntries(
    files.map(({ data }) => [
      `${COURSE_TITLE_PLACEHOLDER}${data.slug}`,
      fillPlaceholders(typeset(data.title), PLACEHOLDER_VALUES).text,
    ]),
  );
  const values = { ...PLACEHOLDER_VALUES, ...titles };
  const courses = files.map(
    ({ file, data }) =>
      prepare(data, "", values, (path, name) => unknown.push({ file, path, name })) as Course,
  );
  return { courses: courses.sort(catalogueOrder), unknown };
}
