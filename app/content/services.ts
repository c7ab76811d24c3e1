import { GraduationCap, Layers, UsersRound, Workflow } from "lucide-react";
import type { ServiceChoice } from "~/components/home/service-choices";
import type { ServiceCardItem } from "~/components/sections/service-cards";
import type { ActionData } from "~/components/sections/types";
import { DISCOVER_SHORE, TALK_TO_EXPERT } from "~/content/actions";
import { FUNDING_IN_SHORT } from "~/content/form/funding";
import { REPLY_DELAY } from "~/content/promises";
import { SHORE_CENTRES, SHORE_CONTRACT, SHORE_PROMISES, SHORE_SAVINGS } from "~/facts/shore";
import { TALENT_TERMS } from "~/facts/talent";
import { count, hours, inWords, listFr, percentRange, span } from "~/lib/french";

const { commissionPercent, profilesPresented, presentationDelay, minMissionMonths } = TALENT_TERMS;
const DEPLOYMENT = count(SHORE_PROMISES.deploymentDays, "jours");
const CITIES = listFr(
  SHORE_CENTRES.map((office) => office.city),
  "ou",
);

/** The three service lines, as cards: shown on the home page and on /services. */
export const SERVICE_LINES: readonly ServiceCardItem[] = [
  {
    name: "LIF Shore",
    line: "shore",
    icon: Layers,
    tagline: "Équipes IT nearshore en Afrique",
    pitch: `Une équipe dédiée à ${CITIES}, opérationnelle en ${DEPLOYMENT} et supervisée depuis Paris.`,
    points: [
      `Profils présentés en ${hours(SHORE_PROMISES.firstProfilesHours)}, au lieu de ${span(SHORE_PROMISES.classicRecruitmentWeeks, "semaines")}`,
      "Conformité RGPD et NIS2, tableau de bord de pilotage",
      `${percentRange(SHORE_SAVINGS.nearshorePercent)} d’économies face à un recrutement local`,
    ],
    to: "/services/lif-shore",
  },
  {
    name: "LIF Form",
    line: "form",
    icon: GraduationCap,
    tagline: "Formation certifiante en cybersécurité et réseaux",
    pitch:
      "Des parcours qui préparent aux certifications reconnues par vos clients et vos auditeurs\u00a0: CEH, CISSP, CCNA, Security+.",
    points: [
      "Organisme certifié Qualiopi",
      `Finançable par ${FUNDING_IN_SHORT}`,
      "Cybersécurité, réseaux et sécurité générale",
    ],
    to: "/services/lif-form",
  },
  {
    name: "LIF Talent 2.0",
    line: "talent",
    icon: UsersRound,
    tagline: "Experts IT freelances, en toute transparence",
    pitch:
      "Des freelances IT évalués par nos équipes, présentés pour votre mission, avec une commission fixe et affichée.",
    points: [
      `${profilesPresented} profils qualifiés présentés en\u00a0${presentationDelay}`,
      `Commission fixe de ${commissionPercent}\u00a0% ajoutée au tarif du consultant`,
      "Back-office assuré par notre entité africaine",
    ],
    to: "/services/lif-talent",
  },
];

/** The overview of the three service lines: the cards, how to choose between them, then the next step. */
export const services = {
  hero: {
    eyebrow: "Trois métiers, un seul interlocuteur",
    lead: "Construire une équipe, la faire monter en compétence, la renforcer ponctuellement\u00a0: trois besoins, trois métiers complémentaires, pilotés depuis Paris avec des engagements chiffrés.",
    actions: [TALK_TO_EXPERT, DISCOVER_SHORE] satisfies readonly ActionData[],
  },
  lines: {
    id: "nos-metiers",
    eyebrow: "Nos métiers",
    title: "Choisissez le bon levier pour votre projet",
    intro:
      "Chaque métier a ses engagements, ses délais et ses équipes. Vous pouvez commencer par l’un d’eux et ajouter les autres ensuite.",
    items: SERVICE_LINES,
  },
  choose: {
    id: "comment-choisir",
    eyebrow: "Comment choisir",
    title: "Partez de votre besoin, pas de notre catalogue",
    intro:
      "Trois situations que nous rencontrons chaque semaine chez nos clients, et la réponse que nous y apportons.",
    choices: [
      {
        need: "Vous devez livrer une feuille de route produit sur plusieurs mois, sans pouvoir recruter assez vite en France.",
        answer: `Une équipe dédiée en Afrique, en place en ${DEPLOYMENT}, avec un engagement initial de ${span(SHORE_CONTRACT.commitmentMonths, "mois")}.`,
        service: { label: "LIF Shore", to: "/services/lif-shore" },
        line: "shore",
      },
      {
        need: "Vos équipes doivent monter en compétence en cybersécurité ou en réseaux, ou obtenir une certification.",
        answer: `Des formations certifiantes, finançables par ${FUNDING_IN_SHORT}, dispensées par un organisme certifié Qualiopi.`,
        service: { label: "LIF Form", to: "/services/lif-form" },
        line: "form",
      },
      {
        need: `Il vous manque une expertise pointue pour une mission de ${inWords(minMissionMonths)} mois ou plus.`,
        answer: `${profilesPresented} profils de freelances présentés en ${presentationDelay}, une commission fixe de ${commissionPercent}\u00a0% connue dès le départ.`,
        service: { label: "LIF Talent 2.0", to: "/services/lif-talent" },
        line: "talent",
      },
    ] satisfies readonly ServiceChoice[],
    situation: "Situation",
    discover: "Découvrir",
    combine: {
      icon: Workflow,
      title: "Et quand vos besoins se croisent",
      text: "Une équipe LIF Shore peut être formée et certifiée par LIF Form, puis renforcée par un expert LIF Talent le temps d’un chantier critique. Vous gardez un seul interlocuteur à Paris, qui coordonne les trois.",
    },
  },
  cta: {
    title: "Un doute sur le bon format\u00a0?",
    text: `Décrivez-nous votre projet en quelques lignes. Un expert vous répond sous ${REPLY_DELAY} avec une recommandation concrète.`,
    actions: [
      TALK_TO_EXPERT,
      { label: "Évaluation gratuite RGPD et NIS2", to: "/services/lif-shore/demander-evaluation-gratuite" },
    ] satisfies readonly ActionData[],
  },
} as const;
