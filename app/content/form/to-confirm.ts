import { CERTIFICATIONS } from "./certifications";
import { COURSES } from "./courses";

/**
 * Every course-sheet value the owner has still to publish, one line each in the launch gate's shape: the sheets
 * show them as owner-pending (« publié avant l’ouverture des inscriptions », « en cours d’attribution »,
 * « indicateurs publiés à l’issue des premières sessions ») and a production build stops while any is left.
 */
export const COURSE_TO_CONFIRM: readonly { fact: string; where: string }[] = [
  ...COURSES.flatMap((course) => {
    const where = `app/content/form/catalogue/ (${course.slug})`;
    const missing = [
      course.price.interPerLearnerExclVat === null && "prix inter-entreprises par stagiaire HT",
      course.access.requestToSession === null && "délai entre la demande et la session",
      course.access.enrolUntil === null && "date limite d’inscription",
      course.results === null &&
        "résultats (satisfaction, achèvement, réussite, période, nombre de stagiaires)",
    ].filter((item): item is string => Boolean(item));
    return missing.length > 0
      ? [{ fact: `Fiche «\u00a0${course.title}\u00a0» : ${missing.join(", ")}`, where }]
      : [];
  }),
  ...Object.values(CERTIFICATIONS).flatMap((certification) => {
    const { registry } = certification;
    const missing = [
      registry.code === null && "code RS",
      registry.registeredOn === null && "date d’enregistrement",
      registry.validUntil === null && "fin de validité",
      certification.equivalences === null && "équivalences et passerelles",
      certification.successRate === null && "taux de réussite",
    ].filter((item): item is string => Boolean(item));
    return missing.length > 0
      ? [
          {
            fact: `Certification ${certification.name} (France Compétences) : ${missing.join(", ")}`,
            where: "app/content/form/certifications.ts",
          },
        ]
      : [];
  }),
];
