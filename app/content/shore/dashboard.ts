import { Bell, FileDown, FolderKanban, Gauge, ShieldCheck, UsersRound } from "lucide-react";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { TimelineItem } from "~/components/sections/timeline";
import type { ActionData } from "~/components/sections/types";
import type { DashboardCheck, DashboardKpi, DashboardSite } from "~/components/shore/dashboard-preview";
import { GET_IN_TOUCH } from "~/content/actions";
import { TESTIMONIALS } from "~/content/files/testimonials";
import { SHORE_DASHBOARD_MOCK as MOCK } from "~/facts/shore";
import { SHORE_FIGURES as F, NBSP, percent } from "./figures";

const VELOCITY = MOCK.velocityPoints;

/** Both the hero and the closing band end on these. */
const DEMO_ACTIONS = [
  { label: "Demander une démo", to: "/services/lif-shore/demander-evaluation-gratuite" },
  GET_IN_TOUCH,
] as const satisfies readonly ActionData[];

/** Copy of the dashboard page (/services/lif-shore/dashboard). */
export const dashboard = {
  hero: {
    eyebrow: "LIF Shore · Tableau de bord",
    lead: `Avec une équipe à ${F.centresOr}, la question n’est pas «${NBSP}que font-ils${NBSP}?${NBSP}» mais «${NBSP}où en sommes-nous${NBSP}?${NBSP}». Le tableau de bord LIF Shore y répond à toute heure${NBSP}: performance, ressources, projets, conformité et sécurité, sur un seul écran, mis à jour en temps réel.`,
    actions: DEMO_ACTIONS,
  },
  preview: {
    id: "apercu",
    eyebrow: "Aperçu",
    title: "Tout votre dispositif nearshore sur un écran",
    intro:
      "Voici à quoi ressemble le tableau de bord d’une équipe LIF Shore. Chaque client y accède avec ses propres identifiants et ne voit que les données de son projet.",
    windowTitle: "Tableau de bord LIF Shore · Équipe produit",
    period: "Semaine en cours",
    caption:
      "Aperçu illustratif du tableau de bord LIF Shore. Les chiffres sont des exemples : ils ne proviennent pas d’un client réel.",
    nav: ["Vue d’ensemble", "Performance", "Ressources", "Projets", "Conformité"],
    kpis: [
      {
        value: percent(MOCK.overallIndicatorPercent),
        label: "Indicateur global de performance",
        note: "Objectifs de sprint atteints",
      },
      { value: percent(MOCK.availabilityPercent), label: "Disponibilité", note: "Services en production" },
      {
        value: F.activeResources,
        label: "Ressources actives",
        note: "Dans nos centres de production",
      },
      {
        value: percent(MOCK.gdprCompliancePercent),
        label: "Conformité RGPD",
        note: "Contrôles validés ce mois-ci",
      },
    ] satisfies readonly DashboardKpi[],
    velocity: {
      title: "Vélocité par sprint (points)",
      summary: `La vélocité progresse de ${VELOCITY[0]} à ${VELOCITY[VELOCITY.length - 1]} points sur les ${VELOCITY.length} derniers sprints.`,
      points: VELOCITY,
    },
    sites: {
      title: "Ressources par centre",
      items: MOCK.resourcesByCentre satisfies readonly DashboardSite[],
    },
    checks: {
      title: "Conformité et sécurité",
      items: [
        { label: "Chiffrement des postes", status: "Conforme" },
        { label: "Authentification multifacteur", status: "Conforme" },
        { label: "Revue des accès", status: "Conforme" },
      ] satisfies readonly DashboardCheck[],
    },
  },
  features: {
    id: "fonctionnalites",
    tone: "muted",
    eyebrow: "Fonctionnalités",
    title: "Ce que vous suivez, sans demander de rapport",
    intro:
      "Les indicateurs sont calculés à partir des outils de l’équipe (tickets, dépôts de code, supervision). Personne ne les saisit à la main, personne ne les embellit.",
    items: [
      {
        icon: Gauge,
        title: "Performance",
        text: "Vélocité, objectifs de sprint, délais de livraison et qualité du code, sprint après sprint.",
      },
      {
        icon: UsersRound,
        title: "Ressources",
        text: "Qui travaille sur votre projet, avec quelles compétences, quelles absences prévues et quelle disponibilité.",
      },
      {
        icon: FolderKanban,
        title: "Projets",
        text: "Jalons, livrables en attente de validation, risques ouverts : l’avancement réel, pas un pourcentage déclaré.",
      },
      {
        icon: ShieldCheck,
        title: "Conformité et sécurité",
        text: "Contrôles RGPD et NIS2, revues d’accès, incidents et correctifs de sécurité, avec leur date.",
      },
      {
        icon: Bell,
        title: "Alertes",
        text: "Un indicateur passe au rouge ? Vous êtes prévenu par e-mail, avec la personne responsable et l’action prévue.",
      },
      {
        icon: FileDown,
        title: "Rapports exportables",
        text: "Un rapport mensuel prêt pour votre comité de direction, exportable en PDF ou en tableur.",
      },
    ] satisfies readonly FeatureItem[],
  },
  history: {
    id: "historique",
    eyebrow: "Historique des collaborateurs",
    title: "Le parcours de chaque collaborateur, du recrutement à aujourd’hui",
    intro:
      "Pour chaque personne de votre équipe, le tableau de bord conserve un historique en quatre étapes. Vous savez qui intervient sur votre code, et pourquoi vous pouvez lui faire confiance.",
    items: [
      {
        marker: "01",
        title: "Recrutement et évaluation",
        meta: "Avant l’arrivée",
        text: "Résultats des tests techniques et culturels, certifications vérifiées, niveaux de langue.",
      },
      {
        marker: "02",
        title: "Intégration",
        meta: "Premier jour",
        text: "Accès accordés, poste sécurisé, engagement de confidentialité signé, présentation à votre équipe.",
      },
      {
        marker: "03",
        title: "Missions et montée en compétences",
        meta: "En continu",
        text: "Projets réalisés, technologies utilisées, formations suivies pendant la mission.",
      },
      {
        marker: "04",
        title: "Revues de performance",
        meta: "Chaque trimestre",
        text: "Évaluations partagées avec vous, objectifs fixés et plan de progression.",
      },
    ] satisfies readonly TimelineItem[],
    record: {
      title: "Exemple de fiche",
      role: "Développeuse back-end confirmée",
      site: "Centre de Tunis",
      entries: [
        { label: "Tests techniques", value: "Validés" },
        { label: "Certification", value: "AWS Solutions Architect" },
        { label: "Français", value: "Langue maternelle" },
        { label: "Anglais", value: "C1" },
        { label: "Dernière revue", value: "Trimestre en cours" },
      ],
      note: "Fiche illustrative : chaque client ne voit que les collaborateurs de son projet.",
    },
  },
  testimonials: {
    id: "temoignages",
    tone: "sand",
    eyebrow: "Ils pilotent avec LIF Shore",
    title: "Ce que le tableau de bord change au quotidien",
    items: TESTIMONIALS.shoreTableauDeBord,
  },
  cta: {
    title: "Voyez le tableau de bord avec vos propres projets",
    text: `Une démonstration sur un cas proche du vôtre, avec vos indicateurs. Un expert vous recontacte dans les ${F.reply}.`,
    actions: DEMO_ACTIONS,
  },
} as const;
