import type { CharterItem } from "~/components/about/charter-list";
import type { BarItem } from "~/components/sections/bar-chart";
import type { LeadPromises } from "~/components/sections/lead-form-band";
import type { StatItem } from "~/components/sections/stat-grid";
import type { ActionData } from "~/components/sections/types";
import { REPLY_DELAY } from "~/content/promises";
import { FORM_FORMATS } from "~/facts/form";
import { GROUP_FIGURES } from "~/facts/group";
import { SHORE_CONTRACT } from "~/facts/shore";
import { count, nb, span } from "~/lib/french";

const NBSP = "\u00a0";
const { co2Avoided, certifiedProfessionals, women, womenManagers, womenManagersTarget, nationalities } =
  GROUP_FIGURES;
const socialImpact = nb(GROUP_FIGURES.socialImpactTime);
/** "48 %" → 48, for the bars of a chart. */
const percent = (figure: string) => Number.parseFloat(figure.replace(",", "."));

/** One commitment: what we do (points) and the figures that prove it. */
export type Commitment = {
  id: string;
  eyebrow: string;
  title: string;
  intro: string;
  points: readonly string[];
  proofTitle: string;
  figures: readonly StatItem[];
  /** How a figure is measured, in one sentence. */
  note?: string;
  chart?: { title: string; items: readonly BarItem[] };
};

/** The five commitments, in the order the page shows them. */
const COMMITMENT_ITEMS: readonly Commitment[] = [
  {
    id: "durabilite",
    eyebrow: "Durabilité",
    title: `${nb(co2Avoided.value)} de CO₂ évitées en ${co2Avoided.year}`,
    intro:
      "Le nearshore réduit les vols long-courriers\u00a0: vos équipes travaillent dans un fuseau horaire proche du vôtre, et la plupart des échanges se font à distance.",
    points: [
      "Les rituels de projet se tiennent en visioconférence par défaut\u00a0; un déplacement n’a lieu que s’il est prévu dans le plan de projet.",
      "Nos postes de travail sont reconditionnés ou gardés au moins cinq ans.",
      "Nos outils internes sont hébergés en Europe, chez des prestataires qui publient leur efficacité énergétique.",
      "Nous publions chaque année notre bilan carbone avec nos chiffres clés.",
    ],
    proofTitle: "Durabilité",
    figures: [{ value: nb(co2Avoided.value), label: `de CO₂ évitées en ${co2Avoided.year}` }],
    note: "Estimation comparée à une organisation offshore qui ferait voyager un consultant en long-courrier chaque mois et par projet.",
  },
  {
    id: "formation",
    eyebrow: "Formation",
    title: `${certifiedProfessionals.value} professionnels certifiés en ${certifiedProfessionals.year}`,
    intro:
      "Un talent bien formé reste plus longtemps et livre mieux. Avec LIF Form, nous formons nos collaborateurs, ceux de nos clients et des jeunes diplômés africains.",
    points: [
      `Des parcours certifiants LIF Form en cybersécurité, réseaux et sécurité des systèmes, ${FORM_FORMATS.sentence}.`,
      "Un plan de formation individuel pour chaque collaborateur, revu chaque année avec son manager.",
      "Des certifications prises en charge par le groupe, sur le temps de travail.",
      "Des programmes menés avec des écoles d’ingénieurs pour préparer les diplômés aux attentes des entreprises européennes.",
    ],
    proofTitle: "Formation",
    figures: [
      {
        value: certifiedProfessionals.value,
        label: `professionnels certifiés en ${certifiedProfessionals.year}`,
      },
    ],
    note: "Collaborateurs, clients et apprenants formés par LIF Form et reçus à leur examen de certification.",
  },
  {
    id: "ethique",
    eyebrow: "Éthique",
    title: "Des règles écrites, que vous pouvez vérifier",
    intro:
      "L’offshore a souvent déçu par son opacité\u00a0: sous-traitants inconnus, équipes qui changent, données qui circulent. Nos règles disent exactement le contraire.",
    points: [
      "Nos collaborateurs sont salariés du groupe\u00a0: aucune sous-traitance en cascade.",
      "La personne présentée est celle qui travaille sur votre projet, et vous validez tout remplacement.",
      `Nos contrats tiennent en quelques pages\u00a0: engagement de ${span(SHORE_CONTRACT.commitmentMonths, "mois")}, préavis de ${count(SHORE_CONTRACT.noticeDays, "jours")}.`,
      "Un code anticorruption signé par chaque collaborateur et chaque partenaire.",
      "Vos données restent soumises au RGPD et à NIS2\u00a0; chaque accès est limité au strict nécessaire.",
    ],
    proofTitle: "Nos garde-fous",
    figures: [
      { value: "0", label: "sous-traitant en cascade" },
      { value: count(SHORE_CONTRACT.noticeDays, "jours"), label: "de préavis, pas plus" },
      { value: "4", label: "audits de sécurité par an" },
      { value: "1\u00a0mois", label: "au plus pour répondre à une demande RGPD" },
    ],
  },
  {
    id: "diversite",
    eyebrow: "Diversité",
    title: "Parité et diversité\u00a0: des objectifs chiffrés",
    intro:
      "Nous recrutons sur les compétences, à Paris comme à Dakar. Les chiffres montrent où nous en sommes et ce qu’il reste à faire.",
    points: [
      "Des tests techniques identiques pour chaque candidat, corrigés sans nom ni photo.",
      "Une revue annuelle des écarts de salaire entre femmes et hommes, corrigés dans l’année.",
      "Un programme de mentorat qui prépare nos collaboratrices à l’encadrement.",
      `${nationalities} nationalités dans nos équipes, et des clients servis dans leur langue.`,
    ],
    proofTitle: "Diversité",
    figures: [
      { value: nb(women), label: "de femmes dans nos équipes" },
      { value: String(nationalities), label: "nationalités" },
    ],
    chart: {
      title: "Part des femmes",
      items: [
        { label: "Dans nos équipes", value: percent(women) },
        { label: "Parmi nos managers", value: percent(womenManagers) },
        {
          label: `Parmi nos managers, objectif${womenManagersTarget.year ? ` fixé pour ${womenManagersTarget.year}` : ""}`,
          value: percent(womenManagersTarget.value),
        },
      ],
    },
  },
  {
    id: "numerique-responsable",
    eyebrow: "Numérique responsable",
    title: `${socialImpact} de notre temps de développement pour des projets à impact social`,
    intro:
      "Nos équipes mettent leurs compétences au service d’associations et d’initiatives locales, dans les villes où nous travaillons.",
    points: [
      "Des applications pour des associations d’éducation et de santé, développées sans frais par nos équipes.",
      "Des services conçus sobres\u00a0: pages légères, données limitées au nécessaire, serveurs dimensionnés au plus juste.",
      "L’accessibilité prise en compte dès la conception, selon le référentiel RGAA.",
      "Des contributions à des logiciels libres utilisés par nos équipes.",
    ],
    proofTitle: "Numérique responsable",
    figures: [
      { value: socialImpact, label: "du temps de développement consacré à des projets à impact social" },
    ],
  },
];

/** The copy of /nos-engagements: five commitments with their figures, the charter and the form. */
export const commitments = {
  hero: {
    eyebrow: "Responsabilité",
    lead: "Confier une équipe à un partenaire, c’est aussi engager votre nom. Voici ce que nous faisons pour l’environnement, nos collaborateurs et nos clients, avec des chiffres que vous pouvez nous demander de justifier.",
    actions: [
      { label: "Lire notre charte", to: "#charte" },
      { label: "Nous écrire", to: "#ecrire" },
    ] satisfies readonly ActionData[],
    factsTitle: `Bilan ${co2Avoided.year}`,
    facts: [
      // "120 tonnes" shortened to "120 t" so the four numerals sit two by two on a phone.
      { value: `${Number.parseInt(co2Avoided.value, 10)}${NBSP}t`, label: "de CO₂ évitées" },
      { value: certifiedProfessionals.value, label: "professionnels certifiés" },
      { value: nb(women), label: "de femmes dans nos équipes" },
      { value: socialImpact, label: "du temps de développement pour l’impact social" },
    ] satisfies readonly StatItem[],
  },
  items: COMMITMENT_ITEMS,
  charter: {
    id: "charte",
    eyebrow: "Notre charte",
    title: "Huit engagements que nous signons avec chaque client",
    intro:
      "Cette charte est annexée à nos contrats. Si nous y manquons, vous pouvez nous le rappeler par écrit.",
    items: [
      {
        title: "Vous dire qui travaille pour vous",
        text: "Chaque profil présenté est celui qui rejoint votre projet. Tout remplacement se fait avec votre accord.",
      },
      {
        title: "Salarier nos collaborateurs",
        text: "Pas de sous-traitance en cascade ni de freelances cachés derrière une équipe dédiée.",
      },
      {
        title: "Protéger vos données",
        text: "RGPD et NIS2 appliqués, accès limités au strict nécessaire, comité de sécurité et audit chaque trimestre.",
      },
      {
        title: "Former chaque collaborateur chaque année",
        text: "Un plan de formation individuel, des certifications prises en charge par le groupe.",
      },
      {
        title: "Rémunérer avec équité",
        text: `Une revue annuelle des écarts de salaire, et un objectif de ${nb(womenManagersTarget.value)} de femmes parmi nos managers${womenManagersTarget.year ? ` fixé pour ${womenManagersTarget.year}` : ""}.`,
      },
      {
        title: "Voyager moins, mieux",
        text: "Visioconférence par défaut, déplacements planifiés et mesurés dans notre bilan carbone.",
      },
      {
        title: "Donner du temps à des projets utiles",
        text: `${socialImpact} du temps de développement consacré à des projets à impact social.`,
      },
      {
        title: "Publier nos chiffres",
        text: "Chaque année, nos indicateurs sociaux et environnementaux sont mis à jour sur cette page.",
      },
    ] satisfies readonly CharterItem[],
  },
  contact: {
    id: "ecrire",
    promises: {
      eyebrow: "Échangeons",
      title: "Une question sur nos engagements, un questionnaire RSE à remplir\u00a0?",
      intro: `Vous préparez un appel d’offres avec des critères RSE, vous voulez notre bilan carbone ou notre politique diversité\u00a0: écrivez-nous. Une personne de notre équipe vous répond sous ${REPLY_DELAY}.`,
      items: [
        "Notre charte signée, à joindre à votre dossier",
        `Le détail de nos indicateurs ${co2Avoided.year}`,
        "Un échange avec notre direction si vous le souhaitez",
      ],
    } satisfies LeadPromises,
    form: { formType: "engagements", title: "Parlons de vos engagements", submitLabel: "Envoyer ma demande" },
  },
} as const;
