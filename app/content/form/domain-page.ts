import { PiggyBank } from "lucide-react";
import type { CourseCardProps } from "~/components/form/course-card";
import type { FactsCardItem } from "~/components/sections/facts-card";
import type { LinkGridItem } from "~/components/sections/link-grid";
import type { TimelineItem } from "~/components/sections/timeline";
import type { ActionData, LinkData } from "~/components/sections/types";
import { CONTACT_US } from "~/content/actions";
import { FORM_FORMATS } from "~/facts/form";
import { capitalize } from "~/lib/french";
import { CERTIFICATIONS } from "./certifications";
import { validateCertifications } from "./course-schema";
import { courseSheet } from "./course-sheet";
import { type CourseFormat, coursesOf, DOMAINS, type DomainKey, domainOf } from "./courses";
import { FUNDING_PATHS, fundingNote } from "./funding";

/**
 * What the three domain pages share, and the builder that completes one domain's own copy into its page
 * object: its courses read from the catalogue, its key facts computed from them.
 */

// A certification missing an item Qualiopi's indicators require stops the prerender, naming it and the item. The
// courses' files were checked before the build started (scripts/content/course-files.ts).
validateCertifications(CERTIFICATIONS);

/** How a session runs, the same for every course (group size and hours to be confirmed by the owner). */
const SESSION = {
  id: "deroulement",
  eyebrow: "Déroulement",
  title: "Comment se déroule une session",
  intro: "Le même déroulé pour chaque formation, de la convocation au suivi trois mois plus tard.",
  steps: [
    {
      marker: "01",
      title: "Le positionnement",
      meta: "Avant la session",
      text: "Un questionnaire et un échange avec le formateur vérifient les prérequis et recueillent vos attentes. La convocation précise les horaires, le lieu ou le lien de la classe virtuelle.",
    },
    {
      marker: "02",
      title: "La pratique",
      meta: "Chaque jour",
      text: "Des apports courts, puis des travaux pratiques sur des laboratoires virtuels, en groupe de douze personnes au plus. Le formateur suit chacun et adapte le rythme.",
    },
    {
      marker: "03",
      title: "L’évaluation",
      meta: "Dernier jour",
      text: "Évaluation des acquis, examen blanc pour les formations certifiantes, questionnaire de satisfaction à chaud.",
    },
    {
      marker: "04",
      title: "La certification et le suivi",
      meta: "Jusqu’à 3\u00a0mois après",
      text: "Certificat de réalisation, aide à l’inscription à l’examen, puis un questionnaire trois mois plus tard pour mesurer ce que la formation a changé dans votre travail.",
    },
  ] as const satisfies readonly TimelineItem[],
  practical: {
    title: "En pratique",
    points: [
      "Des journées de 7\u00a0h, de 9\u00a0h à 17\u00a0h avec une heure de pause déjeuner",
      capitalize(FORM_FORMATS.sentence),
      "Supports de cours et accès aux laboratoires pendant toute la session",
      "Un référent handicap pour étudier avec vous les adaptations utiles",
      "Tarif inter-entreprises, délais d’accès et résultats sur chaque fiche\u00a0; en intra, sur devis",
    ],
  },
  toConfirm: true,
} as const;

const EXPLORE = {
  id: "autres-domaines",
  eyebrow: "LIF Form",
  title: "Explorez nos trois domaines",
  intro:
    "Chaque domaine a ses formations, du premier niveau à la certification. Votre page actuelle est signalée.",
  navLabel: "Domaines de formation LIF Form",
  links: DOMAINS.map((domain) => ({
    label: domain.name,
    to: domain.path,
    description: domain.promise,
    icon: domain.icon,
  })) satisfies readonly LinkGridItem[],
  back: { label: "Toutes les formations LIF Form", to: "/services/lif-form" } satisfies LinkData,
} as const;

const FORMAT_FACT: Record<CourseFormat, string> = {
  presentiel: "Présentiel",
  distanciel: "à distance",
  mixte: "mixte",
};

/** The copy a domain page writes itself; everything else comes from the catalogue or is shared. */
export type DomainCopy = {
  hero: { lead: string };
  courses: { eyebrow: string; title: string; intro: string };
  cta: { title: string; text: string };
};

export function domainPage(key: DomainKey, copy: DomainCopy) {
  const domain = domainOf(key);
  const courses = coursesOf(key);
  const days = courses.map((course) => course.duration.days);
  const certifications = courses.flatMap((course) =>
    course.certification ? [CERTIFICATIONS[course.certification].name] : [],
  );
  const formats = (["presentiel", "distanciel", "mixte"] as const).filter((format) =>
    courses.some((course) => (course.formats as readonly CourseFormat[]).includes(format)),
  );
  const certificationList = certifications.join(" et ");
  const cpfSubject =
    certifications.length > 1
      ? `Les préparations aux certifications ${certificationList} peuvent être financées`
      : `La préparation à la certification ${certificationList} peut être financée`;

  return {
    domain,
    hero: {
      eyebrow: `LIF Form · ${domain.name}`,
      lead: copy.hero.lead,
      actions: [
        { label: "Voir les formations", to: "#formations" },
        { label: "Parler à un conseiller", to: "/contact", variant: "outline" },
      ] satisfies readonly ActionData[],
      facts: {
        title: `${domain.name} en bref`,
        items: [
          {
            value: `${courses.length} formations`,
            label: `de ${Math.min(...days)} à ${Math.max(...days)}\u00a0jours chacune`,
          },
          {
            value: certifications.join(" · "),
            label: certifications.length > 1 ? "certifications préparées" : "certification préparée",
          },
          {
            value: formats.map((format) => FORMAT_FACT[format]).join(", "),
            label: "et en intra, dans vos locaux",
          },
          { value: "Sur chaque fiche", label: "tarif, délais d’accès et résultats" },
        ] satisfies readonly FactsCardItem[],
      },
    },
    courses: {
      id: "formations",
      ...copy.courses,
      items: courses.map(courseSheet) satisfies readonly CourseCardProps[],
    },
    session: SESSION,
    funding: {
      id: "financement",
      eyebrow: "Financement",
      title: "Financer votre formation",
      note: {
        icon: PiggyBank,
        text: fundingNote(cpfSubject),
        link: { label: "Voir les démarches, étape par étape", to: "/services/lif-form#financement" },
        waysLabel: "Les démarches pas à pas",
        ways: FUNDING_PATHS.map(
          (path): LinkData => ({ label: path.short, to: `/services/lif-form#${path.id}` }),
        ),
      },
    },
    explore: EXPLORE,
    cta: {
      ...copy.cta,
      actions: [
        CONTACT_US,
        { label: "Toutes les formations LIF Form", to: "/services/lif-form" },
      ] satisfies readonly ActionData[],
    },
  } as const;
}

export type DomainPage = ReturnType<typeof domainPage>;
