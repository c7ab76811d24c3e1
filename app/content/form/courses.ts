import type { Course } from "./course-catalogue";
import { buildCatalogue } from "./course-catalogue";
import type { DomainKey } from "./domains";

export type {
  Course,
  CourseFormat,
  CourseLevel,
  CourseModule,
  CourseResults,
} from "./course-catalogue";
export { DOMAINS, type Domain, type DomainKey, type DomainPath, domainOf } from "./domains";

/**
 * The LIF Form catalogue: three domains (./domains.ts), their courses in content/formations/, one JSON file per
 * course that the owner edits in the CMS (« Formations » at /admin/), the certifications they prepare in
 * ./certifications.ts. Every page that names a course reads it here, so a title is written once. The build has
 * checked every file with the schema before the pages are rendered (scripts/content/course-files.ts, French
 * messages naming the file, the field and the fix); Vite reads the files here, without zod. The spec names no
 * course: this catalogue is written as a French training body would publish it and is to be confirmed by the
 * owner (« Fiche confirmée par LIF Group » in the CMS).
 */
const FILES = import.meta.glob<Course>("/content/formations/*.json", { eager: true, import: "default" });

/** The files as read, before typesetting: the CMS's preview builds a draft's sheet among them (admin/). */
export const COURSE_FILES = Object.entries(FILES).map(([path, data]) => ({ file: path.slice(1), data }));

const catalogue = buildCatalogue(COURSE_FILES);
// The build's checks stop on an unknown placeholder with the CMS's labels; the dev server shows them too. Here
// only what the pages cannot do without.
if (catalogue.unknown.length > 0)
  throw new Error(
    `Texte à remplacer inconnu : ${catalogue.unknown.map(({ file, path, name }) => `{${name}} (${file}, ${path})`).join(", ")}`,
  );

/** Every course, domain by domain, each domain's in its rank order. */
export const COURSES: readonly Course[] = catalogue.courses;

/** The domain's courses, in catalogue order. */
export function coursesOf(domain: DomainKey): readonly Course[] {
  return COURSES.filter((course) => course.domain === domain);
}

/** The course a `?formation=` value names, if any (the contact form may prefill its message from it). */
export function courseBySlug(slug: string): Course | undefined {
  return COURSES.find((course) => course.slug === slug);
}
