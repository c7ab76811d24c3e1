import type { CertificationCardItem } from "~/components/form/certification-cards";
import type { CourseCardProps, CourseSection } from "~/components/form/course-card";
import type { DomainCardItem } from "~/components/form/domain-cards";
import type { FicheFormationFile } from "~/content/files/form/fiche-formation-schema";
import { readCopy } from "~/content/files/read-copy";
import { COURSE_TERMS } from "~/facts/form";
import { capitalize, formatEuro, frenchDate } from "~/lib/french";
import type { Href } from "~/lib/href";
import { VARIANT } from "~/lib/variant";
import { PENDING, SITE } from "~/site.config";
import data from "../../../content/pages/lif-form/fiche-formation.json" with { type: "json" };
import { CERTIFICATIONS, type Certification } from "./certifications";
import { COURSES, type Course, type CourseFormat, coursesOf, DOMAINS, domainOf } from "./courses";
import { FRENCH_ONLY_NOTE, sheetFunding } from "./funding";

/**
 * How the catalogue's fields read on a course sheet. The words around the data are the file
 * content/pages/lif-form/fiche-formation.json (« Pages LIF Form › Fiche formation »); which lines a sheet prints,
 * in which order, the plurals, the figures' formatting, the anchors and links are here: the sheet is a printable
 * Qualiopi document (docs/decisions/021), its structure is not the editor's. Read without the site's variant: the
 * browser specs import the catalogue outside Vite.
 */
export const SHEET_COPY = readCopy("content/pages/lif-form/fiche-formation.json", data as FicheFormationFile);

/** The words of a sheet: the file's, or a draft's in the CMS preview (admin/previews.tsx, SheetCopyPreview). */
export type SheetCopy = FicheFormationFile;

/** The link a course's call to action follows: the contact form, told which course it is about. */
export const contactFor = (course: Course): Href => `/contact?formation=${course.slug}`;

/** Where a course's sheet is: its domain page, at the course's anchor. */
export const sheetOf = (course: Course): Href => `${domainOf(course.domain).path}#${course.slug}`;

/** « 1 jour », « 5 jours »: the file's singular and plural, chosen here. */
const plural = (count: number, word: { one: string; many: string }) =>
  `${count}\u00a0${count > 1 ? word.many : word.one}`;

/** "5 jours · 35 h". */
export const durationOf = (course: Course, copy: SheetCopy = SHEET_COPY): string =>
  `${plural(course.duration.days, copy.units.day)} · ${course.duration.hours}\u00a0h`;

/** "Présentiel, à distance ou mixte". */
export function formatsOf(course: Course, copy: SheetCopy = SHEET_COPY): string {
  const words = course.formats.map((format: CourseFormat) => copy.formats[format]);
  const text = words.length > 1 ? `${words.slice(0, -1).join(", ")} ou ${words.at(-1)}` : (words[0] ?? "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Where France Compétences publishes a répertoire spécifique certification: its sheet, by number. */
export const registryUrl = (code: string): string =>
  `https://www.francecompetences.fr/recherche/rs/${code.replace(/^RS/, "")}/`;

/** A price per learner as the sheet prints it, or the owner-pending wording. */
const interPrice = (course: Course, copy: SheetCopy): string =>
  course.price.interPerLearnerExclVat === null
    ? COURSE_TERMS.pendingValue
    : `${formatEuro(course.price.interPerLearnerExclVat)} ${copy.summary.perLearner}`;

/** The owner-pending wordings as a value of the sheet's tables prints them, with a capital. */
const PENDING_VALUE = capitalize(COURSE_TERMS.pendingValue);
const PENDING_ID = capitalize(PENDING);
const PENDING_RESULTS = capitalize(COURSE_TERMS.pendingResults);

const dateOrPending = (iso: string | null) => (iso ? frenchDate(iso) : PENDING_ID);

/** Indicator 3: what a certifying course's sheet publishes about its certification. */
function certificationSection(certification: Certification, copy: SheetCopy): CourseSection {
  const { registry, successRate } = certification;
  const C = copy.certification;
  return {
    title: C.title,
    facts: [
      { label: C.name, value: `${certification.fullName} (${certification.name})` },
      { label: C.issuer, value: certification.issuer },
      registry.code
        ? { label: C.code, value: registry.code, href: registryUrl(registry.code) }
        : { label: C.codePending, value: PENDING_ID },
      { label: C.registeredOn, value: dateOrPending(registry.registeredOn) },
      { label: C.validUntil, value: dateOrPending(registry.validUntil) },
      { label: C.skillBlocks, value: certification.skillBlocks },
      { label: C.equivalences, value: certification.equivalences ?? PENDING_ID },
      { label: C.nextSteps, value: certification.nextSteps.join("\u00a0; ") },
      { label: C.jobs, value: certification.jobs.join("\u00a0; ") },
      {
        label: C.successRate,
        value: successRate
          ? `${successRate.percent}\u00a0% (${successRate.period}, ${successRate.candidates}\u00a0${C.candidates})`
          : PENDING_RESULTS,
      },
    ],
  };
}

/** Indicator 2: the course's results, or the owner-pending wording before its first sessions end. */
function resultsSection(course: Course, copy: SheetCopy): CourseSection {
  const { results } = course;
  const R = copy.results;
  if (!results) return { title: R.title, items: [PENDING_RESULTS] };
  return {
    title: R.title,
    facts: [
      { label: R.period, value: results.period },
      { label: R.learners, value: String(results.learners) },
      { label: R.satisfaction, value: `${results.satisfactionPercent}\u00a0%` },
      { label: R.completion, value: `${results.completionPercent}\u00a0%` },
      ...(results.successPercent === null
        ? []
        : [{ label: R.success, value: `${results.successPercent}\u00a0%` }]),
    ],
  };
}

/** Every item of Qualiopi's indicator 1 the catalogue does not already show as a list, each under its heading. */
function auditSections(course: Course, copy: SheetCopy): CourseSection[] {
  const certification = course.certification ? CERTIFICATIONS[course.certification] : null;
  const { access, prices } = copy;
  return [
    { title: copy.lists.teachingMethods, items: course.teachingMethods },
    {
      title: access.title,
      facts: [
        { label: access.formats, value: `${formatsOf(course, copy)}, ${access.intra}` },
        { label: access.reply, value: access.replyValue },
        {
          label: access.requestToSession,
          value: course.access.requestToSession ?? PENDING_VALUE,
        },
        {
          label: access.enrolUntil,
          value: course.access.enrolUntil ?? PENDING_VALUE,
        },
        ...(VARIANT === "fr" && course.cpfEligible
          ? [
              {
                label: access.cpf,
                value: access.cpfValue,
              },
            ]
          : []),
      ],
    },
    {
      title: prices.title,
      facts: [
        { label: prices.inter, value: capitalize(interPrice(course, copy)) },
        { label: prices.intra, value: course.price.intraRule },
      ],
    },
    ...(certification ? [certificationSection(certification, copy)] : []),
    resultsSection(course, copy),
    { title: copy.accessibility, items: [COURSE_TERMS.accessibility] },
    {
      title: copy.contact,
      items: [
        `${COURSE_TERMS.contact}\u00a0: ${SITE.phone} (${SITE.hours.charAt(0).toLowerCase()}${SITE.hours.slice(1)}) ou ${SITE.email}.`,
      ],
    },
    ...(FRENCH_ONLY_NOTE ? [{ title: copy.belgium, items: [FRENCH_ONLY_NOTE] }] : []),
  ];
}

/** Every field of a course, as its sheet shows it. */
export function courseSheet(course: Course, copy: SheetCopy = SHEET_COPY): CourseCardProps {
  const certification = course.certification ? CERTIFICATIONS[course.certification] : null;
  const { badges, summary, lists } = copy;
  return {
    id: course.slug,
    title: course.title,
    summary: course.summary,
    badges: [
      course.level,
      certification ? `${badges.prepares} ${certification.name}` : badges.noCertification,
    ],
    facts: [
      { label: summary.duration, value: durationOf(course, copy) },
      { label: summary.format, value: formatsOf(course, copy) },
      { label: summary.level, value: course.level },
      certification
        ? {
            label: summary.certification,
            value: `${certification.name} (${certification.issuer})`,
            note: certification.fullName,
          }
        : {
            label: summary.certification,
            value: summary.noCertification,
            note: summary.noCertificationNote,
          },
      sheetFunding(course.cpfEligible),
      {
        label: summary.price,
        value: capitalize(interPrice(course, copy)),
        note: summary.priceNote,
      },
    ],
    objectives: { title: lists.objectives, items: course.objectives },
    audience: { title: lists.audience, items: course.audience },
    prerequisites: { title: lists.prerequisites, items: course.prerequisites },
    outline: {
      summary: `${lists.outline}\u00a0: ${plural(course.outline.length, copy.units.module)}`,
      modules: course.outline,
    },
    assessment: { title: lists.assessment, items: course.assessment },
    sections: auditSections(course, copy),
    updated: { label: copy.updatedOn, text: frenchDate(course.updatedOn), iso: course.updatedOn },
    action: {
      label: copy.action.label,
      to: contactFor(course),
      context: `${copy.action.context} «\u00a0${course.title}\u00a0»`,
    },
  };
}

/** The three domains as cards: each with its course titles, read from the catalogue. */
export const DOMAIN_CARDS: readonly DomainCardItem[] = DOMAINS.map((domain) => ({
  icon: domain.icon,
  name: domain.name,
  promise: domain.promise,
  coursesLabel: `${SHEET_COPY.domainCards.courses} ${domain.name.toLowerCase()}`,
  courses: coursesOf(domain.key).map((course) => ({
    title: course.title,
    to: sheetOf(course),
    meta: [
      plural(course.duration.days, SHEET_COPY.units.day),
      course.level,
      course.certification
        ? `${SHEET_COPY.badges.prepares} ${CERTIFICATIONS[course.certification].name}`
        : null,
    ]
      .filter(Boolean)
      .join(" · "),
  })),
  link: { label: SHEET_COPY.domainCards.link, to: domain.path },
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
        { label: SHEET_COPY.certificationCards.requirement, value: certification.requirement },
        { label: SHEET_COPY.certificationCards.exam, value: certification.exam },
        { label: SHEET_COPY.certificationCards.validity, value: certification.validity },
      ],
      link: course ? { label: SHEET_COPY.certificationCards.link, to: sheetOf(course) } : undefined,
    };
  },
);
