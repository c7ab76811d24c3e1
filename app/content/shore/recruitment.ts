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
import type { TimelineItem } from "~/components/sections/timeline";
import type { ActionData } from "~/components/sections/types";
import { TESTIMONIALS } from "~/content/files/testimonials";
import { SHORE_RECRUITMENT, SHORE_TALENT_POOL } from "~/facts/shore";
import { CALL_US } from "./consultation";
import { days, SHORE_FIGURES as F, NBSP, percent } from "./figures";

const [SCOPING, SOURCING, TESTS, INTERVIEWS, ONBOARDING] = SHORE_RECRUITMENT.steps;
/** The language rule for the profiles a client meets, against the pool as a whole (80 % speak French). */
const PRESENTED_LANGUAGES = `Ou langue maternelle, pour un client francophone${NBSP}; anglais ${F.presentedEnglish}.`;

/** Copy of the recruitment page (/services/lif-shore/recrutement-talents-afrique). */
export const recruitment = {
  hero: {
    eyebrow: "LIF Shore · Recrutement express",
    lead: `Vous cherchez des développeurs, des ingénieurs de données ou des profils DevOps, et un recrutement local prend des mois${NBSP}? Nous puisons dans un vivier de plus de ${F.profilesInPool}${NBSP}profils présélectionnés en Afrique, nous les testons avec vous, et votre talent est intégré à votre équipe en ${F.recruitment}.`,
    actions: [
      { label: "Accéder au vivier de talents", to: "#vivier" },
      { label: "Voir le processus", to: "#processus" },
    ] as const satisfies readonly ActionData[],
    facts: {
      title: "Le recrutement en bref",
      items: [
        { value: F.recruitment, label: "du besoin exprimé à l’intégration" },
        { value: `+${F.profilesInPool}`, label: "profils présélectionnés" },
        { value: F.presentedFrench, label: "en français, ou langue maternelle, pour chaque profil présenté" },
        { value: F.presentedEnglish, label: "en anglais" },
      ],
    },
  },
  process: {
    id: "processus",
    eyebrow: "Processus express",
    title: `Cinq étapes, ${F.recruitment} au total`,
    intro:
      "Chaque étape a une durée annoncée et un livrable que vous validez. Vous savez à tout moment où en est votre recrutement, et rien ne passe à l’étape suivante sans votre accord.",
    steps: [
      {
        marker: "01",
        title: "Cadrage de votre besoin",
        meta: days(SCOPING.days),
        text: "Un consultant basé à Paris définit avec vous le poste, les technologies, le niveau attendu, la langue de travail et le rythme de collaboration. Vous recevez une fiche de poste validée le jour même.",
      },
      {
        marker: "02",
        title: "Recherche dans le vivier",
        meta: days(SOURCING.days),
        text: "Nous sélectionnons dans notre vivier les profils déjà évalués qui correspondent à votre fiche, puis nous vérifions leur disponibilité réelle.",
      },
      {
        marker: "03",
        title: "Tests techniques et culturels",
        meta: days(TESTS.days),
        text: "Exercices pratiques sur vos technologies, revue de code, mise en situation d’équipe et entretien en français et en anglais. Vous recevez un rapport écrit par candidat.",
      },
      {
        marker: "04",
        title: "Entretiens avec vos équipes",
        meta: days(INTERVIEWS.days),
        text: "Vous rencontrez les finalistes en visioconférence. Vous choisissez ; nous organisons, relançons et faisons le lien.",
      },
      {
        marker: "05",
        title: "Intégration et démarrage",
        meta: days(ONBOARDING.days),
        text: "Contrat, poste de travail sécurisé, accès à vos outils et présentation à l’équipe. Votre talent démarre, suivi par un responsable LIF Shore à Paris.",
      },
    ] satisfies readonly TimelineItem[],
    total: {
      value: F.recruitment,
      label: "au total",
      dayLabel: "Jour",
      text: `En additionnant les durées maximales de chaque étape, votre talent est intégré en ${F.recruitment} au plus. Si une étape glisse, vous êtes prévenu le jour même, avec la raison et la nouvelle date.`,
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
        text: "Certifications cloud, sécurité, données et méthodes agiles reconnues par les éditeurs. Nous vérifions leur validité et leur date d’obtention.",
      },
      {
        icon: Languages,
        title: "Compétences linguistiques",
        text: `Les profils présentés à un client francophone parlent français en langue maternelle ou au niveau ${F.presentedFrench}, et anglais au niveau ${F.presentedEnglish}${NBSP}: votre talent participe à vos réunions et rédige votre documentation sans intermédiaire.`,
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
        title: "Ingénieurs de données",
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
        "Exercice pratique sur vos technologies, en conditions réelles",
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
    intro: `Plus de ${F.profilesInPool}${NBSP}profils présélectionnés, suivis par nos centres de ${F.centres}. Voici ce qu’ils savent faire et les langues qu’ils parlent.`,
    stats: [
      {
        value: `+${F.profilesInPool}`,
        label: "profils présélectionnés",
        detail: "Évalués avant même votre demande.",
      },
      { value: F.recruitment, label: "pour recruter", detail: "Du cadrage de votre besoin à l’intégration." },
      {
        value: `${SHORE_RECRUITMENT.steps.length}${NBSP}étapes`,
        label: "documentées",
        detail: "Chacune validée par vous avant la suivante.",
      },
      {
        value: F.presentedFrench,
        label: "en français pour chaque profil présenté",
        detail: PRESENTED_LANGUAGES,
      },
    ] satisfies readonly StatItem[],
    skills: {
      title: "Répartition des compétences du vivier",
      note: `Chaque profil est compté une fois, selon sa compétence principale${NBSP}: les parts font ${percent(100)}.`,
      items: SHORE_TALENT_POOL.skills.map(({ label, percent: value }) => ({
        label,
        value,
      })) satisfies readonly SplitItem[],
    },
    languages: {
      title: "Langues parlées dans l’ensemble du vivier (part des profils)",
      note: `Un profil parle souvent plusieurs langues${NBSP}: les parts ne s’additionnent pas. À un client francophone, nous ne présentons que des profils de langue maternelle française ou de niveau ${F.presentedFrench}.`,
      items: SHORE_TALENT_POOL.languages.map(({ label, percent: value }) => ({
        label,
        value,
      })) satisfies readonly BarItem[],
    },
  },
  testimonial: {
    id: "temoignage",
    tone: "muted",
    eyebrow: "Ils ont recruté avec LIF Shore",
    title: "« Des profils testés, pas des CV empilés »",
    items: TESTIMONIALS.shoreRecrutement,
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
      intro: `Décrivez le profil que vous cherchez. Un consultant basé à Paris vous rappelle dans les ${F.reply} avec une première sélection et un calendrier de recrutement.`,
      formType: "recrutement-talents-afrique",
    },
  },
} as const;
