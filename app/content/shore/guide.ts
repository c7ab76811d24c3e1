import { BUILD_YEAR } from "~/facts/build-date";
import {
  FLIGHT_MINUTES_FROM_PARIS,
  NIS2_DEADLINES,
  SHORE_CENTRES,
  SHORE_CONTRACT,
  SHORE_RECRUITMENT,
  seasonalGap,
} from "~/facts/shore";
import { SITE } from "~/site.config";
import { days, SHORE_FIGURES as F, hours, listFr, NBSP } from "./figures";

/**
 * The practical guide offered on /services/lif-shore, as typed content. scripts/guide/render-guide.ts lays it
 * out as a PDF at build time (public/generated/guide-nearshore-afrique.pdf). Its figures come from the same
 * facts as the pages, so the guide and the site never disagree.
 */

export type GuideBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "subheading"; text: string }
  | { kind: "bullets"; items: readonly string[] }
  | { kind: "steps"; items: readonly { title: string; meta?: string; text: string }[] }
  | {
      kind: "table";
      columns: readonly string[];
      /** Each column's share of the text width; they add up to 1. */
      widths: readonly number[];
      rows: readonly (readonly string[])[];
    }
  | { kind: "figures"; items: readonly { value: string; label: string }[] }
  | { kind: "callout"; title: string; text: string }
  | { kind: "checklist"; title: string; items: readonly string[] };

export type GuideChapter = { title: string; intro: string; blocks: readonly GuideBlock[] };

export type GuideDocument = {
  title: string;
  subtitle: string;
  publisher: string;
  edition: string;
  /** Under the title on every page. */
  runningTitle: string;
  contentsTitle: string;
  audience: { title: string; items: readonly string[] };
  chapters: readonly GuideChapter[];
  checklist: { title: string; intro: string; groups: readonly { title: string; items: readonly string[] }[] };
  back: { title: string; text: string; contacts: readonly { label: string; value: string }[]; note: string };
  /** The PDF's file name in public/generated/. */
  fileName: string;
};

/** A centre's time difference with Paris by season, and its direct flight: one row of the time-zone table. */
const centreRows = SHORE_CENTRES.map((office) => {
  const gap = seasonalGap(office);
  const minutes = FLIGHT_MINUTES_FROM_PARIS[office.city as keyof typeof FLIGHT_MINUTES_FROM_PARIS];
  return [office.city, hours(gap.winter), hours(gap.summer), minutes ? hours(minutes / 60) : "—"];
});

/** A meeting at 9:30 in Paris, in summer, in each centre's time: "à 8 h 30 à Tunis et à 7 h 30 à Dakar et Abidjan". */
const MEETING = 9.5;
const summerMeeting = listFr(
  [...new Set(SHORE_CENTRES.map((office) => seasonalGap(office).summer))].map((gap) => {
    const cities = SHORE_CENTRES.filter((office) => seasonalGap(office).summer === gap).map(
      (office) => office.city,
    );
    return `à ${hours(MEETING - gap)} à ${listFr(cities)}`;
  }),
);

const STEP_NAMES = [
  [
    "Cadrage du besoin",
    "Poste, technologies, niveau, langue de travail, rythme : une fiche de poste validée.",
  ],
  ["Recherche dans le vivier", "Les profils déjà évalués qui correspondent, et leur disponibilité réelle."],
  [
    "Tests techniques et culturels",
    "Exercice sur vos technologies, revue de code, mise en situation d’équipe.",
  ],
  ["Entretiens avec vos équipes", "Vous rencontrez les finalistes et vous choisissez."],
  ["Intégration", "Contrat, poste sécurisé, accès à vos outils, présentation à l’équipe."],
] as const;

export const guide: GuideDocument = {
  title: "Réussir son externalisation nearshore en Afrique",
  subtitle:
    "Le guide pratique des DSI et des directions techniques : choisir un partenaire, chiffrer, sécuriser les données, organiser et piloter une équipe à Tunis, Dakar ou Abidjan.",
  publisher: "LIF Shore · LIF Group",
  edition: `Édition ${BUILD_YEAR}`,
  runningTitle: "Réussir son externalisation nearshore en Afrique",
  contentsTitle: "Sommaire",
  audience: {
    title: "À qui s’adresse ce guide ?",
    items: [
      "Aux DSI et directions techniques qui manquent de développeurs et ne veulent plus revivre un offshore lointain.",
      "Aux DPO et RSSI qui doivent valider un prestataire hors de l’Union européenne.",
      "Aux directions financières qui veulent comparer un recrutement local, l’offshore et le nearshore sur des bases honnêtes.",
    ],
  },
  chapters: [
    {
      title: "Nearshore ou offshore : les critères qui comptent",
      intro:
        "Le tarif journalier n’est qu’un critère parmi d’autres. Ce qui fait réussir une équipe à distance, c’est la capacité à travailler ensemble tous les jours : mêmes horaires, même langue, même cadre juridique.",
      blocks: [
        {
          kind: "paragraph",
          text: "L’offshore lointain (Inde, Asie du Sud-Est) affiche les économies les plus fortes sur le papier. Le nearshore africain francophone en garde l’essentiel et supprime les trois causes d’échec les plus fréquentes : le décalage horaire, la barrière de la langue et la distance.",
        },
        {
          kind: "table",
          columns: ["Critère", "Nearshore en Afrique francophone", "Offshore lointain"],
          widths: [0.26, 0.4, 0.34],
          rows: [
            ["Décalage avec Paris", `${F.gapToParis}, selon la ville et la saison`, `${F.offshoreGap}`],
            [
              "Langue de travail",
              "Français, anglais courant",
              "Anglais, souvent deuxième langue des deux côtés",
            ],
            [
              "Trajet depuis Paris",
              `${F.flights.Tunis} à ${F.flights.Abidjan} de vol direct`,
              "9 h de vol ou plus",
            ],
            [
              "Économies face à un recrutement local",
              F.savings,
              "Les plus fortes sur le papier, avant les coûts cachés",
            ],
            ["Cadre contractuel", "Contrat français, RGPD et NIS2 repris", "Droit du pays du prestataire"],
            [
              "Mise en route",
              `Profils en ${F.firstProfiles}, équipe en ${F.deployment}`,
              "Plusieurs semaines",
            ],
          ],
        },
        {
          kind: "callout",
          title: "La bonne question",
          text: "Ne demandez pas « combien coûte un développeur ? » mais « combien me coûte une fonctionnalité livrée, relue et maintenue ? ». Les reprises, les allers-retours et les départs se paient aussi.",
        },
        { kind: "subheading", text: "Quand le nearshore est le bon choix" },
        {
          kind: "bullets",
          items: [
            "Votre produit évolue chaque semaine et vous avez besoin d’échanges quotidiens avec l’équipe.",
            "Vos utilisateurs, vos spécifications et votre documentation sont en français.",
            "Vous devez garder la maîtrise de vos données et de vos accès (RGPD, NIS2, exigences de vos clients).",
            "Vous voulez pouvoir rencontrer l’équipe sur place sans y consacrer une semaine.",
          ],
        },
      ],
    },
    {
      title: "Choisir son partenaire",
      intro:
        "Un partenaire nearshore se juge sur sa capacité à recruter vite sans baisser le niveau, et à répondre de la qualité depuis la France. Voici les questions à poser avant de signer.",
      blocks: [
        { kind: "subheading", text: "Dix questions à poser" },
        {
          kind: "bullets",
          items: [
            "Qui est mon interlocuteur contractuel, et dans quel pays le contrat est-il signé ?",
            "Qui encadre l’équipe au quotidien, et où est-il basé ?",
            "Comment les profils sont-ils évalués avant de m’être présentés ? Puis-je voir les résultats des tests ?",
            "En combien de temps puis-je voir des profils, puis avoir une équipe au travail ?",
            "Quel est le taux de départ des équipes, et que se passe-t-il si un membre part ?",
            "Quelle est la durée d’engagement minimale, et quel est le préavis ?",
            "Comment mes données sont-elles protégées : accord de sous-traitance, transferts, accès ?",
            "Quels indicateurs vais-je suivre, à quel rythme, et sont-ils calculés ou déclarés ?",
            "Puis-je auditer les postes, les accès et les locaux ?",
            "Comment récupérer mon code, ma documentation et mes données en fin de contrat ?",
          ],
        },
        {
          kind: "callout",
          title: "Un signal d’alerte",
          text: "Un partenaire qui ne peut pas vous montrer un rapport de test écrit, ou qui vous propose un engagement de plusieurs années avant le premier sprint, vous demande de lui faire confiance sans preuve.",
        },
        { kind: "subheading", text: "La double présence" },
        {
          kind: "paragraph",
          text: "Le modèle le plus sûr associe un contrat et un chef de projet en France à une équipe et un référent technique sur place. Vous avez un interlocuteur qui parle votre langue contractuelle et se déplace chez vous, et l’équipe a un encadrant qui relit le code chaque jour.",
        },
      ],
    },
    {
      title: "Les coûts, sans angle mort",
      intro: `Le nearshore permet de réduire de ${F.savings} le coût d’une équipe par rapport à un recrutement local. Pour le vérifier, comparez le coût complet, pas seulement le prix par profil.`,
      blocks: [
        {
          kind: "figures",
          items: [
            { value: F.savings, label: "d’économies face à un recrutement local" },
            { value: F.adjustment, label: "au plus pour ajuster l’équipe, sans avenant" },
            { value: F.commitment, label: "d’engagement initial suffisent pour tester" },
          ],
        },
        { kind: "subheading", text: "Ce qu’il faut additionner" },
        {
          kind: "bullets",
          items: [
            "Le prix mensuel de chaque profil, connu avant de signer.",
            "Le temps que vos équipes consacrent au pilotage : rituels, revues, priorisation.",
            "L’intégration : accès, postes, documentation, premières semaines de montée en compétences.",
            "Les déplacements : une ou deux visites par an suffisent quand les rituels sont quotidiens.",
            "Les licences d’outils partagés (tickets, dépôts de code, messagerie), souvent déjà payées.",
            "Le coût d’un départ : recrutement, transmission, perte de connaissance.",
          ],
        },
        { kind: "subheading", text: "Quatre modèles de tarification" },
        {
          kind: "table",
          columns: ["Modèle", "Principe", "Adapté quand…"],
          widths: [0.22, 0.42, 0.36],
          rows: [
            [
              SHORE_CONTRACT.pricingModels[0],
              "En régie : vous payez le temps réellement passé.",
              "Le périmètre change d’un sprint à l’autre.",
            ],
            [
              SHORE_CONTRACT.pricingModels[1],
              "Un montant mensuel fixe pour une équipe dédiée.",
              "Vous voulez un budget prévisible et une capacité garantie.",
            ],
            [
              SHORE_CONTRACT.pricingModels[2],
              "Une part de la rémunération dépend d’objectifs convenus.",
              "Les résultats attendus se mesurent clairement.",
            ],
            [
              SHORE_CONTRACT.pricingModels[3],
              "Un socle au forfait, les évolutions en régie.",
              "L’exploitation est stable, les évolutions ne le sont pas.",
            ],
          ],
        },
      ],
    },
    {
      title: "RGPD et NIS2 : sécuriser avant le premier accès",
      intro:
        "Confier du développement ou du support à une équipe en Afrique, c’est confier des données et des accès. C’est possible en restant conforme, à condition de l’écrire et de le vérifier avant le premier accès.",
      blocks: [
        { kind: "subheading", text: "Le RGPD" },
        {
          kind: "bullets",
          items: [
            "Un accord de sous-traitance (article 28 du RGPD) fixe ce que l’équipe peut faire de vos données, où et combien de temps.",
            "La Tunisie, le Sénégal et la Côte d’Ivoire ne bénéficient pas d’une décision d’adéquation : les transferts reposent sur les clauses contractuelles types de la Commission européenne, complétées d’une analyse d’impact du transfert.",
            "Chaque pays a sa propre loi et son autorité (INPDP en Tunisie, CDP au Sénégal, ARTCI en Côte d’Ivoire) : votre partenaire doit s’y conformer aussi.",
            "Pour le développement et les tests, des données anonymisées ou fictives ; les données de production seulement avec votre accord écrit.",
            "En fin de mission, restitution puis suppression des données, attestée par écrit.",
          ],
        },
        { kind: "subheading", text: "NIS2" },
        {
          kind: "paragraph",
          text: "Si votre entreprise est une entité essentielle ou importante au sens de la directive NIS2, la sécurité de vos prestataires fait partie de vos obligations (gestion des risques de la chaîne d’approvisionnement). Votre contrat doit reprendre les mesures attendues et la chaîne de notification des incidents.",
        },
        {
          kind: "figures",
          items: [
            {
              value: hours(NIS2_DEADLINES.earlyWarningHours),
              label: "pour l’alerte précoce d’un incident important",
            },
            { value: hours(NIS2_DEADLINES.notificationHours), label: "pour la notification de l’incident" },
            { value: `${NIS2_DEADLINES.finalReportMonths}${NBSP}mois`, label: "pour le rapport final" },
          ],
        },
        {
          kind: "callout",
          title: "À exiger par écrit",
          text: "Les délais dans lesquels votre prestataire vous prévient d’un incident doivent être plus courts que les vôtres : c’est à vous de notifier l’autorité.",
        },
      ],
    },
    {
      title: "Fuseaux horaires et rythme de travail",
      intro: `Vos équipes à ${F.centres} travaillent aux mêmes heures que vous, ${F.gapBetween} de décalage avec Paris selon la ville et la saison. Encore faut-il organiser la journée pour en profiter.`,
      blocks: [
        {
          kind: "table",
          columns: ["Centre", "Écart en hiver", "Écart en été", "Vol direct depuis Paris"],
          widths: [0.25, 0.22, 0.22, 0.31],
          rows: centreRows,
        },
        {
          kind: "paragraph",
          text: `Les écarts viennent de l’heure d’été${NBSP}: Paris avance d’une heure en été, ${F.centres} gardent la même heure toute l’année. En été, une réunion à ${hours(MEETING)} à Paris a lieu ${summerMeeting}.`,
        },
        { kind: "subheading", text: "Une journée type" },
        {
          kind: "steps",
          items: [
            {
              title: "Point quotidien",
              meta: "15 min, en début de matinée",
              text: "Avancement, blocages, priorités du jour, avec vos équipes.",
            },
            {
              title: "Plage de travail commune",
              meta: "Toute la journée",
              text: "Questions et revues de code dans la journée, sans attendre le lendemain.",
            },
            {
              title: "Revue de sprint",
              meta: "Toutes les deux semaines",
              text: "Démonstration de ce qui est livré, puis rétrospective.",
            },
          ],
        },
      ],
    },
    {
      title: "Monter l’équipe",
      intro: `Du besoin exprimé au premier jour de travail, un recrutement express prend ${F.recruitment} au plus. Chaque étape a une durée annoncée et un livrable que vous validez.`,
      blocks: [
        {
          kind: "steps",
          items: SHORE_RECRUITMENT.steps.map((step, index) => ({
            title: STEP_NAMES[index]?.[0] ?? step.step,
            meta: days(step.days),
            text: STEP_NAMES[index]?.[1] ?? "",
          })),
        },
        { kind: "subheading", text: "Composer l’équipe" },
        {
          kind: "bullets",
          items: [
            "Commencez par un noyau restreint autour d’un référent technique, puis élargissez sprint après sprint.",
            `Exigez pour chaque profil un français de langue maternelle ou de niveau ${F.presentedFrench}, et un anglais ${F.presentedEnglish} si vos outils ou vos clients sont en anglais.`,
            "Gardez en interne la propriété du produit : la priorisation et les choix d’architecture restent chez vous.",
            "Prévoyez un binôme dans vos équipes pour chaque arrivant pendant les deux premières semaines.",
          ],
        },
        {
          kind: "callout",
          title: "Les quinze premiers jours",
          text: "Accès et postes prêts le premier jour, une première tâche livrée la première semaine, une revue d’intégration à la fin de la deuxième : un arrivant qui livre vite reste.",
        },
      ],
    },
    {
      title: "Gouvernance et indicateurs",
      intro:
        "Une équipe à distance se pilote avec des rôles clairs, des rituels fixes et des indicateurs calculés à partir des outils, pas déclarés.",
      blocks: [
        {
          kind: "table",
          columns: ["Instance", "Rythme", "Ce qu’on y décide"],
          widths: [0.3, 0.22, 0.48],
          rows: [
            ["Point quotidien", "Chaque jour", "Priorités du jour et blocages"],
            ["Revue de sprint", "Toutes les deux semaines", "Ce qui est livré, ce qui vient ensuite"],
            ["Comité de pilotage", "Chaque mois", "Budget, composition de l’équipe, satisfaction"],
            [
              "Comité sécurité et audit",
              "Chaque trimestre",
              "Accès, incidents, analyse de risques, conformité",
            ],
          ],
        },
        { kind: "subheading", text: "Les indicateurs à suivre" },
        {
          kind: "bullets",
          items: [
            "La vélocité et les objectifs de sprint atteints.",
            "Le délai entre la demande et la mise en production.",
            "Les anomalies trouvées après livraison.",
            "La rotation de l’équipe et la satisfaction de vos équipes produit.",
            "La disponibilité des services en production, si l’équipe les exploite.",
            "Les revues d’accès et les incidents de sécurité, avec leur date.",
          ],
        },
        {
          kind: "callout",
          title: "Un tableau de bord, pas un rapport",
          text: "Un indicateur qui passe au rouge doit vous être signalé le jour même, avec la personne responsable et l’action prévue, et non découvert au comité du mois suivant.",
        },
      ],
    },
    {
      title: "Les clauses du contrat",
      intro:
        "Un bon contrat nearshore vous laisse la main : il vous engage peu au départ, vous permet d’ajuster l’équipe et organise la sortie dès la signature.",
      blocks: [
        {
          kind: "table",
          columns: ["Clause", "Ce qu’il faut obtenir"],
          widths: [0.32, 0.68],
          rows: [
            [
              "Engagement initial",
              `Court${NBSP}: ${F.commitmentWords}, pour démarrer ou tester un périmètre.`,
            ],
            [
              "Durée et renouvellement",
              `Après l’engagement initial, des périodes ${F.baseTerm} renouvelées automatiquement.`,
            ],
            ["Préavis", `${F.notice} pour réduire l’équipe ou arrêter.`],
            ["Ajustement de l’équipe", `Un profil en plus ou en moins en ${F.adjustment} au plus.`],
            ["Support", `${F.support} si l’équipe exploite vos services.`],
            [
              "Propriété intellectuelle",
              "Le code, la documentation et les livrables vous sont cédés au fil de l’eau.",
            ],
            [
              "Données",
              "Accord de sous-traitance (article 28), clauses contractuelles types, droit d’audit.",
            ],
            ["Réversibilité", "Un plan de transfert écrit : code, accès, documentation, passation."],
          ],
        },
        {
          kind: "callout",
          title: "La réversibilité se prépare au début",
          text: "Demandez dès le premier mois que la documentation et les accès soient tenus à jour comme si l’équipe devait partir demain : c’est aussi la meilleure garantie de qualité.",
        },
      ],
    },
  ],
  checklist: {
    title: "La liste de contrôle",
    intro: "À cocher avant de signer, avant le premier accès et pendant les trois premiers mois.",
    groups: [
      {
        title: "Avant de signer",
        items: [
          "Le besoin est décrit : profils, technologies, niveau, langue de travail.",
          "Les profils proposés ont passé des tests dont j’ai lu les résultats.",
          "Le contrat est signé en France, avec un interlocuteur responsable de la qualité.",
          "L’engagement initial est court et le préavis connu.",
          "Le modèle de tarification est choisi et le coût complet calculé.",
        ],
      },
      {
        title: "Avant le premier accès",
        items: [
          "L’accord de sous-traitance (article 28) et les clauses contractuelles types sont signés.",
          "L’analyse d’impact du transfert est faite et validée par le DPO.",
          "Les postes sont chiffrés, les accès nominatifs, la double authentification active.",
          "Les environnements de développement, de test et de production sont séparés.",
          "La chaîne de notification des incidents est écrite et testée.",
        ],
      },
      {
        title: "Pendant les trois premiers mois",
        items: [
          "Le point quotidien et les revues de sprint ont lieu sans exception.",
          "Les indicateurs sont visibles dans un tableau de bord partagé.",
          "Une première revue des accès a eu lieu.",
          "Une visite sur place est prévue ou faite.",
          "Le plan de réversibilité est écrit.",
        ],
      },
    ],
  },
  back: {
    title: "Parlons de votre projet",
    text: `LIF Shore déploie des équipes IT dédiées à ${F.centres}, supervisées depuis Paris, opérationnelles en ${F.deployment}. Demandez une évaluation gratuite de votre projet au regard du RGPD et de NIS2${NBSP}: un expert vous répond dans les ${F.reply}.`,
    contacts: [
      {
        label: "Évaluation gratuite",
        value: `${SITE.origins.fr}/services/lif-shore/demander-evaluation-gratuite`,
      },
      { label: "E-mail", value: SITE.email },
      { label: "Téléphone", value: `${SITE.phone} (${SITE.hours})` },
    ],
    note: `Ce guide donne des repères généraux${NBSP}; il ne remplace pas l’avis de votre DPO ni d’un juriste. © ${BUILD_YEAR}${NBSP}LIF Group.`,
  },
  fileName: "guide-nearshore-afrique.pdf",
};
