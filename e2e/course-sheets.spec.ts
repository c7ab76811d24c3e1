import { CERTIFICATIONS } from "../app/content/form/certifications";
import { domainOf } from "../app/content/form/domains";
import { frenchDate } from "../app/lib/french";
import { readCourses } from "../scripts/content/course-files";
import { expect, test } from "./support";

/** The catalogue as the pages show it, read from its files (content/formations/) as the build reads them. */
const COURSES = readCourses();

/**
 * Every course sheet, in both variants, as a Qualiopi auditor reads it: each item of indicator 1 under its own
 * heading, the sheet's date from the course's data, and for a certifying course everything of indicator 3. The
 * Belgian pages are the same URLs answered for the .be host; the test reads the prerendered HTML, as an auditor's
 * browser would receive it, with the programme included (it is a closed disclosure, not left out).
 */

const HOSTS = { fr: "www.lif-group.fr", be: "www.lif-group.be" } as const;

const INDICATOR_1 = [
  "Objectifs",
  "Public",
  "Prérequis",
  "Modalités d’évaluation",
  "Méthodes pédagogiques",
  "Modalités et délais d’accès",
  "Tarifs",
  "Résultats",
  "Accessibilité aux personnes en situation de handicap",
  "Contact",
];

/** A sheet's headings and text from the page's HTML, spaces made plain. */
function sheetOf(html: string, slug: string) {
  const start = html.indexOf(`<article id="${slug}"`);
  const end = html.indexOf("</article>", start);
  expect(start, `fiche ${slug} absente`).toBeGreaterThan(-1);
  const article = html.slice(start, end);
  const plain = (fragment: string) =>
    fragment
      .replace(/<[^>]+>/g, " ")
      .replace(/&nbsp;|\u00a0|&#x27;/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  const headings = [...article.matchAll(/<h4[^>]*>([\s\S]*?)<\/h4>/g)].map((match) => plain(match[1] ?? ""));
  return { headings, text: plain(article) };
}

for (const [variant, host] of Object.entries(HOSTS)) {
  test.describe(`course sheets (${variant})`, () => {
    for (const course of COURSES) {
      test(`${course.slug} publishes every item an auditor looks for`, async ({ request }) => {
        const html = await (await request.get(domainOf(course.domain).path, { headers: { host } })).text();
        const { headings, text } = sheetOf(html, course.slug);
        for (const heading of INDICATOR_1) expect(headings, heading).toContain(heading);
        expect(text).toContain(
          `Fiche mise à jour le ${frenchDate(course.updatedOn).replace(/\u00a0/g, " ")}`,
        );
        expect(text).toMatch(/Programme détaillé/);
        expect(text).toContain("Inter-entreprises");
        expect(text).toContain("Intra-entreprise");
        expect(text).toContain("Délai entre la demande et la session");
        expect(text).toContain("Inscription possible jusqu’à");
        // Never « sur demande » for a price or a date: an auditor reads it as not published.
        expect(text).not.toMatch(/sur demande/i);
        if (course.certification) {
          const certification = CERTIFICATIONS[course.certification];
          expect(headings).toContain("Certification préparée");
          for (const item of [
            `${certification.fullName} (${certification.name})`,
            "Certificateur",
            "Code France Compétences",
            "Date d’enregistrement",
            "Fin de validité de l’enregistrement",
            "Blocs de compétences",
            "Équivalences et passerelles",
            "Suites de parcours",
            "Débouchés",
            "Taux de réussite à l’examen",
          ])
            expect(text, item).toContain(item);
        }
        if (course.results === null)
          expect(text).toContain("Indicateurs publiés à l’issue des premières sessions");
        if (variant === "be") {
          expect(headings).toContain("En Belgique");
          expect(text).toContain("s’appliquent en France uniquement");
          expect(text).not.toContain("Par le CPF");
        } else expect(headings).not.toContain("En Belgique");
      });
    }
  });
}
