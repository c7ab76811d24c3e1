// Reads the course catalogue's files (content/formations/<slug>.json, « Formations » in the CMS) with their
// schema (app/content/form/course-schema.ts) before anything is built, and builds the catalogue the pages will
// show (app/content/form/course-catalogue.ts). An invalid file stops the build with one French line per problem:
// the file, the field as the CMS labels it, and the fix. Run by scripts/build-checks.ts and the dev server; the
// launch gate and the browser tests read the catalogue here (Node), the pages through Vite (courses.ts).
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  buildCatalogue,
  COURSE_TITLE_PLACEHOLDER,
  type Course,
  type CourseFile,
} from "../../app/content/form/course-catalogue";
import { courseSchema } from "../../app/content/form/course-schema";
import { DOMAINS } from "../../app/content/form/domains";
import { PLACEHOLDERS } from "../../app/content/placeholders";
import { COURSES_FOLDER, cmsFieldName, readCmsConfig } from "./cms-config";
import { parseContent } from "./issues";

export type CourseCheck =
  | { courses: Course[]; problems?: undefined }
  | { courses?: undefined; problems: string[] };

type CmsConfig = ReturnType<typeof readCmsConfig>;

/** The names an editor may write between braces, for the message about one that does not exist. */
function knownPlaceholders(slugs: readonly string[]): string {
  const facts = Object.keys(PLACEHOLDERS).map((name) => `{${name}}`);
  return `${facts.join(", ")}, ou {${COURSE_TITLE_PLACEHOLDER}<identifiant>} pour l’intitulé d’une autre formation (${slugs.join(", ")})`;
}

/** What the whole catalogue must hold beyond each file: one file per slug, ranks, a course in every domain. */
function catalogueProblems(files: readonly CourseFile[], config: CmsConfig): string[] {
  const problems: string[] = [];
  for (const { file, data } of files) {
    const expected = `${COURSES_FOLDER}/${data.slug}.json`;
    if (file !== expected)
      problems.push(
        `${file}, champ « ${cmsFieldName(file, "slug", config)} » (slug) : l’identifiant « ${data.slug} » doit être le nom du fichier. Correction : remettez l’identifiant d’origine ; pour changer l’adresse d’une formation, créez-la sous le nouvel identifiant puis supprimez l’ancienne.`,
      );
    if (data.cpfEligible && data.certification === null)
      problems.push(
        `${file}, champ « ${cmsFieldName(file, "cpfEligible", config)} » (cpfEligible) : seule la préparation d’une certification enregistrée auprès de France Compétences est finançable par le CPF. Correction : décochez la case, ou choisissez la certification préparée.`,
      );
  }
  for (const domain of DOMAINS) {
    const inDomain = files.filter(({ data }) => data.domain === domain.key);
    if (inDomain.length === 0)
      problems.push(
        `${COURSES_FOLDER}/ : aucune formation dans le domaine « ${domain.name} », dont la page ${domain.path} serait vide. Correction : rattachez au moins une formation à ce domaine.`,
      );
    const byRank = new Map<number, CourseFile[]>();
    for (const entry of inDomain)
      byRank.set(entry.data.order, [...(byRank.get(entry.data.order) ?? []), entry]);
    for (const [rank, same] of byRank)
      if (same.length > 1)
        problems.push(
          `${same.map(({ file }) => file).join(", ")}, champ « ${cmsFieldName(same[0]?.file ?? COURSES_FOLDER, "order", config)} » (order) : ${same.length} formations du domaine « ${domain.name} » ont le rang ${rank}. Correction : donnez à chacune un rang différent (1, 2, 3…).`,
        );
  }
  return problems;
}

/** The catalogue from the files' texts, or every problem found in them. */
export function checkCourseTexts(
  texts: readonly { file: string; text: string }[],
  config: CmsConfig = readCmsConfig(),
): CourseCheck {
  const problems: string[] = [];
  const files: CourseFile[] = [];
  for (const { file, text } of texts) {
    const parsed = parseContent(file, text, courseSchema, config);
    if (parsed.problems) problems.push(...parsed.problems);
    else files.push({ file, data: parsed.data });
  }
  if (problems.length > 0) return { problems };

  const catalogue = buildCatalogue(files);
  const known = knownPlaceholders(files.map(({ data }) => data.slug).sort());
  problems.push(
    ...catalogueProblems(files, config),
    ...catalogue.unknown.map(
      ({ file, path, name }) =>
        `${file}, champ « ${cmsFieldName(file, path, config)} » (${path}) : texte à remplacer {${name}} inconnu. Correction : utilisez l’un des noms connus, ${known}.`,
    ),
  );
  return problems.length > 0 ? { problems } : { courses: catalogue.courses };
}

/** The course files of a checkout, by name. */
export function readCourseTexts(root = process.cwd()): { file: string; text: string }[] {
  return readdirSync(join(root, COURSES_FOLDER))
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const file = `${COURSES_FOLDER}/${name}`;
      return { file, text: readFileSync(join(root, file), "utf8") };
    });
}

export function checkCourseFiles(root = process.cwd()): CourseCheck {
  return checkCourseTexts(readCourseTexts(root), readCmsConfig(root));
}

/** The catalogue as the pages show it, for the launch gate and the browser tests; throws on invalid files. */
export function readCourses(root = process.cwd()): Course[] {
  const check = checkCourseFiles(root);
  if (check.problems) throw new Error(`Catalogue invalide :\n${check.problems.join("\n")}`);
  return check.courses;
}
