import type { CourseFacts, CourseMode } from "~/lib/structured-data";
import { CERTIFICATIONS } from "./certifications";
import { COURSES, type CourseFormat, domainOf } from "./courses";

/**
 * The catalogue as the LIF Form pages' JSON-LD describes it (lib/structured-data.ts builds the Course nodes):
 * each course with its sheet's address, level, formats, hours and the certification it prepares.
 * The LIF Form routes pass it to seo(path, { courses: COURSE_FACTS }); each page keeps the courses it shows.
 */

const MODES: Readonly<Record<CourseFormat, CourseMode>> = {
  presentiel: "Onsite",
  distanciel: "Online",
  mixte: "Blended",
};

export const COURSE_FACTS: readonly CourseFacts[] = COURSES.map((course): CourseFacts => {
  const certification = course.certification ? CERTIFICATIONS[course.certification] : null;
  return {
    name: course.title,
    description: course.summary,
    path: domainOf(course.domain).path,
    anchor: course.slug,
    ...(certification && { credential: `${certification.fullName} (${certification.name})` }),
    level: course.level,
    modes: course.formats.map((format) => MODES[format]),
    hours: course.duration.hours,
    dateModified: course.updatedOn,
    ...(course.price.interPerLearnerExclVat !== null && {
      priceExclVat: course.price.interPerLearnerExclVat,
    }),
    ...(certification?.registry.code ? { credentialCode: certification.registry.code } : {}),
  };
});
