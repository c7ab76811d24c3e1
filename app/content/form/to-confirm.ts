import { CERTIFICATIONS } from "./certifications";
import type { Course } from "./course-catalogue";

/**
 * Every course-sheet value the owner has still to publish or confirm, one line each in the launch gate's shape:
 * the sheets show them as owner-pending (« publié avant l’ouverture des inscriptions », « en cours
 * d’attribution », « indicateurs publiés à l’issue des premières sessions ») and a production build stops while
 * any is left. The courses come from their files (the launch gate reads them with scripts/content/course-files.ts),
 * and each line says where the owner fills the value: the course's file, edited in the CMS.
 */
export function courseToConfirm(courses: readonly Course[]): { fact: string; where: string }[] {
  return [
    ...courses.flatMap((course) => {
      const where = `CMS « Formations », content/formations/${course.slug}.json`;
      const missing = [
        !course.confirmed && "fiche entière à vérifier, puis cocher « Fiche confirmée par LIF Group »",
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
}
