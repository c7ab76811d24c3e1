import type { CertificationCardItem } from "~/components/form/certification-cards";
import type { CourseCardProps } from "~/components/form/course-card";
import type { DomainCardItem } from "~/components/form/domain-cards";
import type { Href } from "~/lib/href";
import { CERTIFICATIONS } from "./certifications";
import { COURSES, type Course, type CourseFormat, coursesOf, DOMAINS, domainOf } from "./courses";
import { sheetFunding } from "./funding";

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
      { label: "Tarif et dates", value: "Sur demande", note: "Inter-entreprises, intra ou à distance" },
    ],
    objectives: { title: "Objectifs", items: course.objectives },
    audience: { title: "Public", items: course.audience },
    prerequisites: { title: "Prérequis", items: course.prerequisites },
    outline: {
      summary: `Programme détaillé\u00a0: ${plural(course.outline.length, "module")}`,
      modules: course.outline,
    },
    assessment: { title: "Évaluation des acquis", items: course.assessment },
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
