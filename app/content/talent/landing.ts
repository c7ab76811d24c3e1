import { BadgeCheck, CalendarDays, Eye, Handshake, Network, Timer, Video } from "lucide-react";
import type { FactsCardItem } from "~/components/sections/facts-card";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { StatItem } from "~/components/sections/stat-grid";
import type { ActionData } from "~/components/sections/types";
import { BECOME_EXPERT, FIND_EXPERT } from "~/content/actions";
import { TALENT_FIGURES as F } from "./figures";
import { AUDIENCE_ACTIONS, AUDIENCES, MISSION_LIFECYCLE } from "./shared";

/** Copy of the LIF Talent home page (/services/lif-talent). */
export const talentLanding = {
  hero: {
    eyebrow: "LIF Talent 2.0 · Experts IT freelances",
    lead: `LIF Talent met en relation les entreprises qui cherchent un expert IT et les consultants indépendants qui veulent des missions solides. Une commission fixe de ${F.commission}, affichée des deux côtés, ${F.profiles} profils présentés en ${F.presentation}, et un back-office en Afrique qui source, évalue et suit chaque mission.`,
    actions: AUDIENCE_ACTIONS,
    facts: {
      title: "LIF Talent en chiffres",
      items: [
        { value: F.commission, label: "de commission fixe, ajoutée au TJM" },
        { value: F.presentation, label: `pour vous présenter ${F.profiles} profils` },
        { value: F.clientReply, label: "pour répondre à votre demande" },
        { value: F.averageMission, label: `de mission en moyenne, ${F.minMission} au moins` },
      ] satisfies readonly FactsCardItem[],
    },
  },

  value: {
    id: "proposition",
    eyebrow: "Notre proposition",
    title: "Une place de marché, deux engagements tenus",
    intro:
      "Les entreprises veulent le bon expert, vite, à un prix compréhensible. Les freelances veulent des missions qui durent et une rémunération qui ne fond pas en route. LIF Talent est construit pour que ces deux attentes ne s’opposent pas.",
    items: AUDIENCES,
  },

  market: {
    id: "marche",
    tone: "muted",
    eyebrow: "Les enjeux du marché",
    title: "Des experts rares, à chercher plus loin",
    intro:
      "Deux chiffres résument le problème que LIF Talent veut résoudre\u00a0: les compétences manquent partout, et les talents se trouvent aussi hors d’Europe.",
    stats: [
      {
        value: F.shortage,
        label: `de travailleurs qualifiés manqueront d’ici ${F.shortageYear}`,
        detail: `Tous secteurs, dans vingt grandes économies. Source\u00a0: ${F.shortageSource}`,
      },
      {
        value: F.developers,
        label: `développeurs professionnels en Afrique en ${F.developersYear}`,
        detail: `${F.developersGrowth} en un an. Source\u00a0: ${F.developersSource}`,
      },
    ] satisfies readonly StatItem[],
    challenges: [
      {
        title: "Trouver vite",
        text: "Un recrutement se compte en mois\u00a0; un projet ne peut pas attendre. Il faut des experts disponibles et déjà évalués.",
      },
      {
        title: "Savoir ce que l’on paie",
        text: "Entre le prix facturé et ce que touche le consultant, la marge d’un intermédiaire est rarement écrite. La nôtre l’est.",
      },
      {
        title: "Garder les bons consultants",
        text: "Un freelance mal payé ou mal suivi s’en va en cours de mission. Des missions longues et un TJM intact le retiennent.",
      },
    ] satisfies readonly FeatureItem[],
  },

  lifecycle: {
    id: "cycle-de-mission",
    eyebrow: "Cycle de mission",
    title: "Six étapes, du besoin à l’évaluation finale",
    intro:
      "Chaque mission LIF Talent suit le même déroulé. À chaque étape, vous savez qui fait quoi et dans quel délai.",
    steps: MISSION_LIFECYCLE,
  },

  differentiators: {
    id: "differences",
    tone: "sand",
    eyebrow: "Ce qui nous distingue",
    title: "Quatre différences que vous pouvez vérifier",
    items: [
      {
        icon: Eye,
        badge: F.commission,
        title: "Une commission fixe et affichée",
        text: `${F.commission} du TJM, ni plus ni moins, écrits dans le contrat et sur chaque facture. L’entreprise et le consultant voient le même calcul.`,
      },
      {
        icon: BadgeCheck,
        badge: "LIF Approved",
        title: "Des profils évalués",
        text: "Notre back-office africain vérifie compétences techniques, références et disponibilité avant toute présentation\u00a0: les profils retenus portent le label «\u00a0LIF Approved\u00a0».",
      },
      {
        icon: Timer,
        badge: F.presentation,
        title: `${F.profiles} profils, pas une pile de CV`,
        text: "Une sélection courte et argumentée\u00a0: vous comparez des profils prêts à démarrer au lieu de trier des dizaines de candidatures.",
      },
      {
        icon: Handshake,
        badge: "Suivi",
        title: "Un suivi à trois",
        text: "Des points réguliers pendant la mission, un portail de suivi pour les comptes rendus et les livrables, une évaluation tripartite pour la clore.",
      },
    ] satisfies readonly FeatureItem[],
  },

  community: {
    id: "communaute",
    eyebrow: "La communauté LIF Talent",
    title: "Une communauté d’experts, pas seulement des missions",
    intro:
      "Entre deux missions, les consultants LIF Talent ne sont pas seuls. Nous réunissons experts, entreprises et partenaires autour de rendez-vous qui font progresser chacun.",
    items: [
      {
        icon: CalendarDays,
        title: "Événements",
        text: "Rencontres techniques et soirées entre experts et entreprises, dans les villes où le groupe est présent\u00a0: pour se connaître avant de travailler ensemble.",
      },
      {
        icon: Video,
        title: "Webinaires",
        text: "Retours d’expérience de missions, nouveautés techniques, vie d’indépendant, conformité RGPD\u00a0: des sessions courtes, ouvertes aux experts et à nos clients.",
      },
      {
        icon: Network,
        title: "Réseau",
        text: "Entraide entre pairs, partage d’offres de mission, mises en relation\u00a0: le réseau LIF Talent relie des experts en Europe et en Afrique.",
      },
    ] satisfies readonly FeatureItem[],
  },

  cta: {
    title: "Un expert à trouver, une mission à décrocher\u00a0?",
    text: `Dites-nous ce que vous cherchez\u00a0: réponse sous ${F.clientReply} à une entreprise, sous ${F.applicationReply} à une candidature.`,
    actions: [FIND_EXPERT, BECOME_EXPERT] satisfies readonly ActionData[],
  },

  /** What the owner must confirm before launch (copy the specification does not give), for the launch gate. */
  toConfirm: ["les formats de la communauté (événements, webinaires, réseau) et les villes des événements"],
} as const;
