import {
  BadgeCheck,
  CodeXml,
  Database,
  GraduationCap,
  Languages,
  MonitorSmartphone,
  ServerCog,
} from "lucide-react";
import type { BarItem } from "~/components/sections/bar-chart";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { LeadPromises } from "~/components/sections/lead-form-band";
import type { SplitItem } from "~/components/sections/split-bar";
import type { StatItem } from "~/components/sections/stat-grid";
import type { TestimonialItem } from "~/components/sections/testimonial-card";
import type { TimelineItem } from "~/components/sections/timeline";
import type { ActionData } from "~/components/sections/types";
import { CALL_US } from "./consultation";

/** Copy of the recruitment page (/services/lif-shore/recrutement-talents-afrique). */
export const recruitment = {
  hero: {
    eyebrow: "LIF Shore · Recrutement express",
    lead: "Vous cherchez des développeurs, des data engineers ou des profils DevOps, et un recrutement local prend des mois ? Nous puisons dans un vivier de plus de 20 000 profils présélectionnés en Afrique, nous les testons avec vous, et votre talent est intégré à votre équipe en 15 jours.",
    actions: [
      { label: "Accéder au vivier de talents", to: "#vivier" },
      { label: "Voir le processus", to: "#processus" },
    ] as const satisfies readonly ActionData[],
    facts: {
      title: "Le recrutement en bref",
      items: [
        { value: "15 jours", label: "du besoin exprimé à l’intégration" },
        { value: "+20 000", label: "profils présélectionnés" },
        { value: "C1/C2", label: "en français au minimum, ou langue maternelle" },
        { value: "B2/C1", label: "en anglais" },
      ],
    },
  },
  process: {
    id: "processus",
    eyebrow: "Processus express",
    title: "Cinq étapes, 15 jours au total",
    intro:
      "Chaque étape a une durée annoncée et un livrable que vous validez. Vous savez à tout moment où en est votre recrutement, et rien ne passe à l’étape suivante sans votre accord.",
    steps: [
      {
        marker: "01",
        title: "Cadrage de votre besoin",
        meta: "1 jour",
        text: "Un consultant basé à Paris définit avec vous le poste, la stack, le niveau attendu, la langue de travail et le rythme de collaboration. Vous recevez une fiche de poste validée le jour même.",
      },
      {
        marker: "02",
        title: "Sourcing dans le vivier",
        meta: "2-3 jours",
        text: "Nous sélectionnons dans notre vivier les profils déjà évalués qui correspondent à votre fiche, puis nous vérifions leur disponibilité réelle.",
      },
      {
        marker: "03",
        title: "Tests techniques et culturels",
        meta: "3-4 jours",
        text: "Exercices pratiques sur votre stack, revue de code, mise en situation d’équipe et entretien en français et en anglais. Vous recevez un rapport écrit par candidat.",
      },
      {
        marker: "04",
        title: "Entretiens avec vos équipes",
        meta: "2-3 jours",
        text: "Vous rencontrez les finalistes en visioconférence. Vous choisissez ; nous organisons, relançons et faisons le lien.",
      },
      {
        marker: "05",
        title: "Intégration et démarrage",
        meta: "2-4 jours",
        text: "Contrat, poste de travail sécurisé, accès à vos outils et présentation à l’équipe. Votre talent démarre, suivi par un responsable LIF Shore à Paris.",
      },
    ] satisfies readonly TimelineItem[],
    total: {
      value: "15 jours",
      label: "au total",
      dayLabel: "Jour",
      text: "En additionnant les durées maximales de chaque étape, votre talent est intégré en 15 jours au plus. Si une étape glisse, vous êtes prévenu le jour même, avec la raison et la nouvelle date.",
    },
  },
  certified: {
    id: "profils-certifies",
    tone: "muted",
    eyebrow: "Profils certifiés",
    title: "Des compétences vérifiées avant de vous être présentées",
    intro:
      "Un CV ne suffit pas. Chaque profil du vivier a fait l’objet de trois vérifications, documentées dans son dossier.",
    items: [
      {
        icon: GraduationCap,
        title: "Formation académique",
        text: "Diplômes d’ingénieur, masters et licences en informatique, contrôlés auprès des établissements. Le parcours est vérifié, pas seulement déclaré.",
      },
      {
        icon: BadgeCheck,
        title: "Certifications techniques",
        text: "Certifications cloud, sécurité, data et méthodes agiles reconnues par les éditeurs. Nous vérifions leur validité et leur date d’obtention.",
      },
      {
        icon: Languages,
        title: "Compétences linguistiques",
        text: "Français langue maternelle ou niveau C1/C2, anglais B2/C1 : votre talent participe à vos réunions et rédige votre documentation sans intermédiaire.",
      },
    ] satisfies readonly FeatureItem[],
  },
  profiles: {
    id: "profils",
    eyebrow: "Profils les plus demandés",
    title: "Les compétences que nos clients recrutent le plus",
    intro:
      "Quatre familles de métiers représentent l’essentiel des demandes. Pour chacune, le vivier compte des profils juniors, confirmés et seniors.",
    items: [
      {
        icon: MonitorSmartphone,
        title: "Développeurs front-end",
        text: "React, Angular, Vue.js, TypeScript : des interfaces web et mobiles accessibles et performantes.",
      },
      {
        icon: CodeXml,
        title: "Développeurs back-end",
        text: "Java/Spring, Node.js, Python/Django, .NET/C#, PHP/Laravel : des API robustes et testées.",
      },
      {
        icon: Database,
        title: "Data engineers",
        text: "Pipelines de données, entrepôts, Spark, dbt et outils d’IA : des données fiables pour décider.",
      },
      {
        icon: ServerCog,
        title: "Ingénieurs DevOps",
        text: "CI/CD, Docker, Kubernetes, AWS, Azure et GCP : des déploiements automatisés et surveillés.",
      },
    ] satisfies readonly FeatureItem[],
  },
  tests: {
    id: "tests",
    tone: "muted",
    eyebrow: "Évaluation",
    title: "Des tests techniques et culturels, pas seulement un entretien",
    intro:
      "Un bon développeur qui ne comprend pas vos usages ne fera pas un bon coéquipier. Nous évaluons les deux, et vous recevez les résultats par écrit.",
    technical: {
      title: "Tests techniques",
      items: [
        "Exercice pratique sur votre stack, en conditions réelles",
        "Revue de code commentée par un senior LIF Shore",
        "Questions d’architecture et de sécurité adaptées au poste",
        "Rapport écrit avec les points forts et les points de vigilance",
      ],
    },
    cultural: {
      title: "Tests culturels",
      items: [
        "Mise en situation de réunion d’équipe, en français et en anglais",
        "Compréhension des méthodes de travail agiles (Scrum, Kanban)",
        "Communication écrite : ticket, compte rendu, documentation",
        "Adaptation aux usages d’une entreprise française ou belge",
      ],
    },
  },
  figures: {
    id: "chiffres",
    eyebrow: "Chiffres clés",
    title: "Un vivier large, évalué et multilingue",
    intro:
      "Plus de 20 000 profils présélectionnés, répartis entre nos centres de Tunis, Dakar et Abidjan. Voici ce qu’ils savent faire et les langues qu’ils parlent.",
    stats: [
      { value: "+20 000", label: "profils présélectionnés", detail: "Évalués avant même votre demande." },
      { value: "15 jours", label: "pour recruter", detail: "Du cadrage de votre besoin à l’intégration." },
      { value: "5 étapes", label: "documentées", detail: "Chacune validée par vous avant la suivante." },
      { value: "C1/C2", label: "en français minimum", detail: "Ou langue maternelle ; anglais B2/C1." },
    ] satisfies readonly StatItem[],
    skills: {
      title: "Répartition des compétences du vivier",
      note: "Chaque profil est compté une fois, selon sa compétence principale : les parts font 100 %.",
      items: [
        { label: "Web", value: 42 },
        { label: "Mobile", value: 28 },
        { label: "Data science et IA", value: 18 },
        { label: "DevOps et cloud", value: 12 },
      ] satisfies readonly SplitItem[],
    },
    languages: {
      title: "Langues parlées (part des profils)",
      note: "Un profil parle souvent plusieurs langues : les parts ne s’additionnent pas.",
      items: [
        { label: "Français", value: 80 },
        { label: "Anglais", value: 95 },
        { label: "Arabe", value: 35 },
        { label: "Portugais", value: 15 },
      ] satisfies readonly BarItem[],
    },
  },
  testimonial: {
    id: "temoignage",
    tone: "muted",
    eyebrow: "Ils ont recruté avec LIF Shore",
    title: "« Des profils testés, pas des CV empilés »",
    items: [
      {
        quote:
          "Nous avions déjà essayé l’offshore, et nous avions perdu six mois. Avec LIF Shore, chaque candidat présenté avait passé des tests sur notre stack et parlait couramment français. Trois développeurs ont rejoint l’équipe en quinze jours, et tous sont encore là.",
        role: "DSI",
        company: "éditeur de logiciels SaaS, Lyon",
        figures: [
          { value: "92 %", label: "de satisfaction" },
          { value: "97 %", label: "de rétention à 6 mois" },
          { value: "15 jours", label: "de recrutement en moyenne" },
        ],
      },
    ] as const satisfies readonly TestimonialItem[],
  },
  request: {
    band: {
      id: "vivier",
      tone: "sand",
      promises: {
        title: "Après l’envoi de votre demande",
        items: [
          "Un premier échange sans engagement",
          "Une première sélection de profils déjà évalués",
          "Un calendrier précis, étape par étape",
          "Vos données traitées conformément au RGPD",
        ],
      } satisfies LeadPromises,
      phone: CALL_US,
    },
    form: {
      heading: "Demandez un accès au vivier de talents",
      intro:
        "Décrivez le profil que vous cherchez. Un consultant basé à Paris vous rappelle dans les 24h ouvrées avec une première sélection et un calendrier de recrutement.",
      formType: "recrutement-talents-afrique",
    },
  },
} as const;
