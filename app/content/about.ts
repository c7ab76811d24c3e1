import {
  Compass,
  GraduationCap,
  Handshake,
  Lightbulb,
  Scale,
  Sprout,
  Target,
  Trophy,
  Users,
} from "lucide-react";
import type { StatementItem } from "~/components/about/statement-pair";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { LinkGridItem } from "~/components/sections/link-grid";
import type { StatItem } from "~/components/sections/stat-grid";
import type { TimelineItem } from "~/components/sections/timeline";
import type { ActionData } from "~/components/sections/types";
import { DISCOVER_SHORE, GET_IN_TOUCH } from "~/content/actions";
import { QUOTES } from "~/content/files/testimonials";
import { REPLY_DELAY } from "~/content/promises";
import { yearsSince } from "~/facts/build-date";
import { GROUP_FIGURES, HISTORY } from "~/facts/group";
import { SHORE_CENTRES, SHORE_PROMISES, seasonalGap } from "~/facts/shore";
import { TALENT_TERMS } from "~/facts/talent";
import { count, hours, inWords, listFr, nb } from "~/lib/french";
import { officeIn } from "~/lib/offices";

const NBSP = "\u00a0";
const CITIES = listFr(SHORE_CENTRES.map((office) => office.city));
/** A sourcing and partner presence since its opening year, not an office. */
const CASABLANCA = officeIn("Casablanca");
const { casablanca } = HISTORY;

/** "à l’heure de Paris en hiver, à 1 h d’écart en été", from Tunis's UTC offsets. */
function tunisTime(): string {
  const { winter, summer } = seasonalGap(officeIn("Tunis"));
  const inWinter = winter === 0 ? "à l’heure de Paris" : `à ${hours(winter)} de Paris`;
  const inSummer = summer === 0 ? "à la même heure" : `à ${hours(summer)} d’écart`;
  return `${inWinter} en hiver, ${inSummer} en été`;
}

/** The copy of /about: who we are, our history, vision and mission, values, and the next step. */
export const about = {
  hero: {
    eyebrow: "LIF Group",
    lead: `Nous aidons les entreprises françaises et belges à renforcer leurs équipes IT avec des talents d’Afrique francophone, encadrés depuis Paris. Un groupe, trois métiers${NBSP}: équipes nearshore, formation certifiante et experts freelances.`,
    actions: [
      { label: "Parlons de votre projet", to: "/contact" },
      DISCOVER_SHORE,
    ] satisfies readonly ActionData[],
    factsTitle: "LIF Group aujourd’hui",
    facts: [
      { value: GROUP_FIGURES.staff, label: "collaborateurs" },
      { value: GROUP_FIGURES.clients, label: "clients" },
      { value: nb(GROUP_FIGURES.retention), label: "de clients fidèles" },
      { value: nb(GROUP_FIGURES.nationalities), label: "nationalités" },
    ] satisfies readonly StatItem[],
  },
  history: {
    id: "histoire",
    eyebrow: "Notre histoire",
    title: `${inWords(yearsSince(HISTORY.tunisEntity), { capital: true })} ans pour bâtir un pont IT entre l’Europe et l’Afrique`,
    intro: `Nous avons commencé par une équipe à Tunis. Chaque étape est venue d’une demande de nos clients${NBSP}: plus de conseil, plus de transformation, plus de proximité.`,
    items: [
      {
        marker: String(HISTORY.tunisEntity),
        title: "Création de l’entité de Tunis",
        text: `Une première équipe de développeurs s’installe aux Berges du Lac, ${tunisTime()}. Les premiers clients sont des éditeurs de logiciels français.`,
      },
      {
        marker: String(HISTORY.consultingArm),
        title: "Naissance du pôle conseil",
        text: "Nos clients nous demandent de cadrer leurs projets avant de les développer. Nous créons une activité de conseil et d’audit pilotée depuis Paris.",
      },
      {
        marker: String(HISTORY.digitalTransformationUnit),
        title: "Lancement de la cellule transformation numérique",
        text: "Une équipe dédiée accompagne les DSI dans la migration vers le cloud, l’automatisation et la sécurisation de leurs systèmes.",
      },
      {
        marker: String(HISTORY.groupFormed),
        title: "Le groupe prend sa forme actuelle",
        text: `La holding LIF Group, créée à Paris en ${HISTORY.holdingFounded}, réunit nos activités sous trois marques${NBSP}: LIF Shore pour le nearshore, LIF Form pour la formation, LIF Talent pour les experts freelances.`,
      },
      {
        marker: String(casablanca.from),
        meta: `${casablanca.from}-${casablanca.to}`,
        title: "Expansion vers Casablanca",
        text: `Après ${CITIES}, nous étendons notre recrutement au Maroc${NBSP}: depuis ${CASABLANCA.opened}, une présence à ${CASABLANCA.city} pour la recherche de talents et nos partenariats avec les écoles, sans bureau ni entité locale.`,
      },
    ] satisfies readonly TimelineItem[],
    quote: QUOTES.aPropos,
  },
  purpose: {
    id: "vision-mission",
    eyebrow: "Vision et mission",
    title: "Ce qui nous guide",
    items: [
      {
        icon: Compass,
        label: "Notre vision",
        title: "Faire de l’Afrique francophone le prolongement naturel des équipes IT européennes.",
        text: "Même langue, fuseaux horaires proches, talents formés aux mêmes standards\u00a0: la distance ne doit plus être un risque pour vos projets.",
      },
      {
        icon: Target,
        label: "Notre mission",
        title: "Vous donner une équipe compétente, stable et pilotée, sans les pièges de l’offshore.",
        text: "Nous recrutons, formons et encadrons vos talents depuis Paris. Vous gardez la main sur les priorités\u00a0; nous répondons de la qualité, de la sécurité et de la continuité.",
      },
    ] satisfies readonly StatementItem[],
  },
  values: {
    id: "valeurs",
    eyebrow: "Nos valeurs",
    title: "Six valeurs, des engagements concrets",
    intro: "Nos valeurs ne sont pas des slogans. Chacune se traduit par une règle que vous pouvez vérifier.",
    items: [
      {
        icon: Trophy,
        title: "Excellence",
        text: "Chaque talent passe des tests techniques et culturels avant de vous être présenté, puis suit un plan de formation continue.",
      },
      {
        icon: Scale,
        title: "Intégrité",
        text: "Des devis détaillés, des contrats courts et lisibles, et des collaborateurs salariés\u00a0: aucune sous-traitance en cascade.",
      },
      {
        icon: Handshake,
        title: "Collaboration",
        text: "Nos équipes travaillent avec vos outils et vos rituels. Un responsable basé à Paris reste votre interlocuteur unique.",
      },
      {
        icon: Users,
        title: "Inclusivité",
        text: `${GROUP_FIGURES.nationalities} nationalités et ${nb(GROUP_FIGURES.women)} de femmes dans nos équipes${NBSP}: nous recrutons sur les compétences, partout où elles se trouvent.`,
      },
      {
        icon: Sprout,
        title: "Impact",
        text: `Nous créons des emplois qualifiés en Afrique et consacrons ${nb(GROUP_FIGURES.socialImpactTime)} du temps de développement à des projets à impact social.`,
      },
      {
        icon: Lightbulb,
        title: "Innovation",
        text: "Cloud, automatisation, cybersécurité\u00a0: nous testons les nouveaux outils en interne avant de vous les recommander.",
      },
    ] satisfies readonly FeatureItem[],
  },
  businesses: {
    id: "metiers",
    eyebrow: "Nos métiers",
    title: "Trois métiers, un seul interlocuteur",
    intro:
      "Selon votre besoin, nous renforçons votre équipe, formons vos collaborateurs ou vous présentons un expert.",
    links: [
      {
        icon: Users,
        label: "LIF Shore",
        to: "/services/lif-shore",
        description: `Votre équipe IT dédiée en Afrique, opérationnelle en ${count(SHORE_PROMISES.deploymentDays, "jours")} et supervisée depuis Paris.`,
      },
      {
        icon: GraduationCap,
        label: "LIF Form",
        to: "/services/lif-form",
        description: "Des formations certifiantes en cybersécurité, réseaux et sécurité des systèmes.",
      },
      {
        icon: Lightbulb,
        label: "LIF Talent",
        to: "/services/lif-talent",
        description: `Des experts IT freelances présentés en ${TALENT_TERMS.presentationDelay}, avec une commission fixe et transparente.`,
      },
    ] satisfies readonly LinkGridItem[],
  },
  cta: {
    title: "Votre prochaine équipe commence par un échange",
    text: `Décrivez-nous votre besoin\u00a0: nous vous répondons sous ${REPLY_DELAY} avec une première proposition.`,
    actions: [GET_IN_TOUCH, DISCOVER_SHORE] satisfies readonly ActionData[],
  },
} as const;
