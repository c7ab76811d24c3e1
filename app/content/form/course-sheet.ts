import type { CertificationCardItem } from "~/components/form/certification-cards";
import type { CourseCardProps, CourseSection } from "~/components/form/course-card";
import type { DomainCardItem } from "~/components/form/domain-cards";
import { REPLY_DELAY } from "~/content/promises";
import { COURSE_TERMS, FORM_FUNDING } from "~/facts/form";
import { capitalize, formatEuro, frenchDate } from "~/lib/french";
import type { Href } from "~/lib/href";
import { VARIANT } from "~/lib/variant";
import { PENDING, SITE } from "~/site.config";
import { CERTIFICATIONS, type Certification } from "./certifications";
import { COURSES, type Course, type CourseFormat, coursesOf, DOMAINS, domainOf } from "./courses";
import { FRENCH_ONLY_NOTE, sheetFunding } from "./funding";

/** How the catalogue's fields read on a course sheet. */

const FORMAT: Record<CourseFormat, string> = {
  presentiel: "présentiel",
  distanciel: "à distance",
  mixte: "mixte",
};

/** The link a course's call to action follows: the contact form, told which course it is about. */
export const contactFor = (course: Course): Href => `/contact?formation=${course.slug}`;

/** Where a course's sheet is: its domain page, at the course's anchor. */
export const sheetOf = (course: Course): Href => `${domainOf(course.domain).path}#${course.slug}`;

const plural = (count: number, word: string) => `${count}\u00a0${word}${count > 1 ? "s" : ""}`;

/** "5 jours · 35 h". */
export const durationOf = (course: Course): string =>
  `${plural(course.duration.days, "jour")} · ${course.duration.hours}\u00a0h`;

/** "Présentiel, à distance ou mixte". */
export function formatsOf(course: Course): string {
  const words = course.formats.map((format) => FORMAT[format]);
  const text = words.length > 1 ? `${words.slice(0, -1).join(", ")} ou ${words.at(-1)}` : (words[0] ?? "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Where France Compétences publishes a répertoire spécifique certification: its sheet, by number. */
export const registryUrl = (code: string): string =>
  `https://www.francecompetences.fr/recherche/rs/${code.replace(/^RS/, "")}/`;

/** A price per learner as the sheet prints it, or the owner-pending wording. */
const interPrice = (course: Course): string =>
  course.price.interPerLearnerExclVat === null
    ? COURSE_TERMS.pendingValue
    : `${formatEuro(course.price.interPerLearnerExclVat)} HT par stagiaire`;

/** The owner-pending wordings as a value of the sheet's tables prints them, with a capital. */
const PENDING_VALUE = capitalize(COURSE_TERMS.pendingValue);
const PENDING_ID = capitalize(PENDING);
const PENDING_RESULTS = capitalize(COURSE_TERMS.pendingResults);

const dateOrPending = (iso: string | null) => (iso ? frenchDate(iso) : PENDING_ID);

/** Indicator 3: what a certifying course's sheet publishes about its certification. */
function certificationSection(certification: Certification): CourseSection {
  const { registry, successRate } = certification;
  return {
    title: "Certification préparée",
    facts: [
      { label: "Intitulé", value: `${certification.fullName} (${certification.name})` },
      { label: "Certificateur", value: certification.issuer },
      registry.code
        ? { label: "Code France Compétences", value: registry.code, href: registryUrl(registry.code) }
        : { label: "Code France Compétences (répertoire spécifique)", value: PENDING_ID },
      { label: "Date d’enregistrement", value: dateOrPending(registry.registeredOn) },
      { label: "Fin de validité de l’enregistrement", value: dateOrPending(registry.validUntil) },
      { label: "Blocs de compétences", value: certification.skillBlocks },
      { label: "Équivalences et passerelles", value: certification.equivalences ?? PENDING_ID },
      { label: "Suites de parcours", value: certification.nextSteps.join("\u00a0; ") },
      { label: "Débouchés", value: certification.jobs.join("\u00a0; ") },
      {
        label: "Taux de réussite à l’examen",
        value: successRate
          ? `${successRate.percent}\u00a0% (${successRate.period}, ${successRate.candidates}\u00a0candidats)`
          : PENDING_RESULTS,
      },
    ],
  };
}

/** Indicator 2: the course's results, or the owner-pending wording before its first sessions end. */
function resultsSection(course: Course): CourseSection {
  const { results } = course;
  if (!results) return { title: "Résultats", items: [PENDING_RESULTS] };
  return {
    title: "Résultats",
    facts: [
      { label: "Période", value: results.period },
      { label: "Stagiaires", value: String(results.learners) },
      { label: "Satisfaction", value: `${results.satisfactionPercent}\u00a0%` },
      { label: "Formation suivie jusqu’au bout", value: `${results.completionPercent}\u00a0%` },
      ...(results.successPercent === null
        ? []
        : [{ label: "Réussite à l’examen", value: `${results.successPercent}\u00a0%` }]),
    ],
  };
}

/** Every item of Qualiopi's indicator 1 the catalogue does not already show as a list, each under its heading. */
function auditSections(course: Course): CourseSection[] {
  const certification = course.certification ? CERTIFICATIONS[course.certification] : null;
  return [
    { title: "Méthodes pédagogiques", items: course.teachingMethods },
    {
      title: "Modalités et délais d’accès",
      facts: [
        { label: "Modalités", value: `${formatsOf(course)}, ou en intra dans vos locaux` },
        { label: "Réponse à votre demande", value: `Sous ${REPLY_DELAY}` },
        {
          label: "Délai entre la demande et la session",
          value: course.access.requestToSession ?? PENDING_VALUE,
        },
        {
          label: "Inscription possible jusqu’à",
          value: course.access.enrolUntil ?? PENDING_VALUE,
        },
        ...(VARIANT === "fr" && course.cpfEligible
          ? [
              {
                label: "Par le CPF",
                value: `${FORM_FUNDING.cpf.minimumDelay} au moins entre l’inscription et le premier jour`,
              },
            ]
          : []),
      ],
    },
    {
      title: "Tarifs",
      facts: [
        { label: "Inter-entreprises", value: capitalize(interPrice(course)) },
        { label: "Intra-entreprise", value: course.price.intraRule },
      ],
    },
    ...(certification ? [certificationSection(certification)] : []),
    resultsSection(course),
    { title: "Accessibilité aux personnes en situation de handicap", items: [COURSE_TERMS.accessibility] },
    {
      title: "Contact",
      items: [
        `${COURSE_TERMS.contact}\u00a0: ${SITE.phone} (${SITE.hours.charAt(0).toLowerCase()}${SITE.hours.slice(1)}) ou ${SITE.email}.`,
      ],
    },
    ...(FRENCH_ONLY_NOTE ? [{ title: "En Belgique", items: [FRENCH_ONLY_NOTE] }] : []),
  ];
}

/** Every field of a course, as its sheet shows it. */
export function courseSheet(course: Course): CourseCardProps {
  const certification = course.certification ? CERTIFICATIONS[course.certification] : null;
  return {
    id: course.slug,
    title: course.title,
    summary: course.summary,
    badges: [
      course.level,
      certification ? `Prépare ${certification.name}` : "Attestation de fin de formation",
    ],
    facts: [
      { label: "Durée", value: durationOf(course) },
      { label: "Format", value: formatsOf(course) },
      { label: "Niveau", value: course.level },
      certification
        ? {
            label: "Certification préparée",
            value: `${certification.name} (${certification.issuer})`,
            note: certification.fullName,
          }
        : { label: "Certification préparée", value: "Aucune", note: "Attestation de fin de formation" },
      sheetFunding(course.cpfEligible),
      {
        label: "Tarif inter-entreprises",
        value: capitalize(interPrice(course)),
        note: "Intra\u00a0: sur devis",
      },
    ],
    objectives: { title: "Objectifs", items: course.objectives },
    audience: { title: "Public", items: course.audience },
    prerequisites: { title: "Prérequis", items: course.prerequisites },
    outline: {
      summary: `Programme détaillé\u00a0: ${plural(course.outline.length, "module")}`,
      modules: course.outline,
    },
    assessment: { title: "Modalités d’évaluation", items: course.assessment },
    sections: auditSections(course),
    updated: { text: frenchDate(course.updatedOn), iso: course.updatedOn },
    action: {
      label: "Demander le programme et les dates",
      to: contactFor(course),
      context: `de la formation «\u00a0${course.title}\u00a0»`,
    },
  };
}

/** The three domains as cards: each with its course titles, read from the catalogue. */
export const DOMAIN_CARDS: readonly DomainCardItem[] = DOMAINS.map((domain) => ({
  icon: domain.icon,
  name: domain.name,
  promise: domain.promise,
  coursesLabel: `Formations en ${domain.name.toLowerCase()}`,
  courses: coursesOf(domain.key).map((course) => ({
    title: course.title,
    to: sheetOf(course),
    meta: [
      plural(course.duration.days, "jour"),
      course.level,
      course.certification ? `Prépare ${CERTIFICATIONS[course.certification].name}` : null,
    ]
      .filter(Boolean)
      .join(" · "),
  })),
  link: { label: "Voir les formations", to: domain.path },
}));

/** The four certifications, each with the course that prepares it. */
export const CERTIFICATION_CARDS: readonly CertificationCardItem[] = Object.values(CERTIFICATIONS).map(
  (certification) => {
    const course = COURSES.find((entry) => entry.certification === certification.key);
    return {
      name: certification.name,
      fullName: certification.fullName,
      issuer: certification.issuer,
      proves: certification.proves,
      facts: [
        { label: "Conditions", value: certification.requirement },
        { label: "Examen", value: certification.exam },
        { label: "Validité", value: certification.validity },
      ],
      link: course ? { label: "Voir la formation", to: sheetOf(course) } : undefined,
    };
  },
);
