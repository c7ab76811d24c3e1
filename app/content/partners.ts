import {
  BadgeCheck,
  Building2,
  CloudCog,
  FileSignature,
  Globe2,
  GraduationCap,
  Megaphone,
  Users,
} from "lucide-react";
import type { PartnerKind } from "~/components/about/partner-cards";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { StatItem } from "~/components/sections/stat-grid";
import type { TestimonialItem } from "~/components/sections/testimonial-card";
import type { TimelineItem } from "~/components/sections/timeline";
import type { ActionData } from "~/components/sections/types";
import { CONTACT_US } from "~/content/actions";
import { REPLY_DELAY } from "~/content/promises";
import { GROUP_FIGURES, HISTORY } from "~/facts/group";
import { SHORE_CENTRES } from "~/facts/shore";
import { capitalize, listFr, moreThan, nb } from "~/lib/french";
import { officeIn } from "~/lib/offices";

const CITIES = listFr(SHORE_CENTRES.map((office) => office.city));
const CASABLANCA = officeIn("Casablanca");
const { clients, africanOffices, certifiedProfessionals, nationalities, retention } = GROUP_FIGURES;

/** Both the hero and the closing band end on these. */
const PARTNER_ACTIONS = [
  { label: "Devenir partenaire", to: "/contact" },
  CONTACT_US,
] satisfies readonly ActionData[];

/** The copy of /partners: key partners by kind, why join, how it works, testimonials, the next step. */
export const partners = {
  hero: {
    eyebrow: "Partenariats",
    lead: "Écoles, éditeurs de logiciels, réseaux d’entreprises\u00a0: nous construisons avec nos partenaires un pont IT entre l’Europe et l’Afrique. Eux apportent leur savoir-faire, nous apportons des équipes formées, des clients et une présence sur le terrain.",
    actions: PARTNER_ACTIONS,
    factsTitle: "Ce que nous partageons",
    facts: [
      { value: clients, label: "clients en France et en Belgique" },
      { value: String(africanOffices), label: "bureaux en Afrique" },
      {
        value: certifiedProfessionals.value,
        label: `professionnels certifiés en ${certifiedProfessionals.year}`,
      },
      { value: String(nationalities), label: "nationalités dans nos équipes" },
    ] satisfies readonly StatItem[],
  },
  key: {
    id: "partenaires-cles",
    eyebrow: "Nos partenaires clés",
    title: "Trois familles de partenaires, trois façons de travailler ensemble",
    intro:
      "Chaque partenariat repose sur une convention écrite, un interlocuteur dédié de chaque côté et un bilan chaque année.",
    items: [
      {
        icon: GraduationCap,
        category: "Formation et recrutement",
        title: "Un réseau d’écoles d’ingénieurs en Afrique francophone",
        text: "Nous travaillons avec des écoles d’ingénieurs et d’informatique au Sénégal, en Côte d’Ivoire et en Tunisie.",
        brings: [
          "Des stages et des premiers emplois pour leurs diplômés",
          "Des modules de cybersécurité et de réseaux animés par LIF Form",
          "Pour nous, un vivier de talents formés aux attentes européennes",
        ],
      },
      {
        icon: CloudCog,
        category: "Technologie",
        title: "Un éditeur de solutions cloud et cybersécurité",
        text: "Un éditeur européen dont nos équipes déploient et exploitent les solutions chez nos clients.",
        brings: [
          `Des ingénieurs certifiés sur ses produits, à ${CITIES}`,
          "Des formations officielles préparées et délivrées par LIF Form",
          "Pour nos clients, un support en français sur leurs heures de bureau",
        ],
      },
      {
        icon: Building2,
        category: "Développement",
        title: "Une chambre de commerce et un réseau d’affaires franco-africain",
        text: "Un réseau qui accompagne les entreprises françaises et belges dans leurs projets en Afrique.",
        brings: [
          "Des rencontres entre dirigeants européens et africains",
          "Des retours d’expérience sur le nearshore, présentés par nos clients",
          "Pour ses membres, un premier diagnostic de projet offert",
        ],
      },
    ] satisfies readonly PartnerKind[],
  },
  reasons: {
    id: "pourquoi",
    eyebrow: "Pourquoi nous rejoindre",
    title: "Ce que vous gagnez à devenir partenaire",
    intro: `Un partenariat avec LIF Group vous donne accès à un terrain que nous connaissons depuis ${HISTORY.tunisEntity}.`,
    items: [
      {
        icon: Users,
        title: "Une base de clients engagés",
        text: `${capitalize(moreThan(clients))} clients en France et en Belgique, dont ${nb(retention)} renouvellent leur collaboration avec nous.`,
      },
      {
        icon: Globe2,
        title: "Une présence sur le terrain",
        text: `Des équipes à ${CITIES}, un siège à Paris, un bureau à Bruxelles et, depuis ${CASABLANCA.opened}, une présence à ${CASABLANCA.city}.`,
      },
      {
        icon: BadgeCheck,
        title: "Des talents formés et certifiés",
        text: `${capitalize(moreThan(certifiedProfessionals.value))} professionnels certifiés en ${certifiedProfessionals.year} par LIF Form, prêts à travailler sur vos technologies.`,
      },
      {
        icon: Megaphone,
        title: "Une visibilité partagée",
        text: "Événements communs, études de cas co-signées et présence sur nos canaux, avec votre accord à chaque étape.",
      },
      {
        icon: FileSignature,
        title: "Un cadre simple",
        text: "Une convention de quelques pages, des objectifs chiffrés et un bilan annuel. Sans exclusivité imposée.",
      },
      {
        icon: GraduationCap,
        title: "Un impact mesurable",
        text: "Chaque partenariat crée des emplois qualifiés en Afrique et s’inscrit dans nos engagements publiés.",
      },
    ] satisfies readonly FeatureItem[],
  },
  steps: {
    id: "etapes",
    eyebrow: "Comment ça se passe",
    title: "Un partenariat en trois étapes",
    items: [
      {
        marker: "01",
        title: "Un premier échange",
        meta: "30\u00a0minutes",
        text: "Vous nous présentez votre organisation et vos objectifs\u00a0; nous vous disons franchement si nous pouvons y répondre.",
      },
      {
        marker: "02",
        title: "Une convention écrite",
        meta: "2 à 3\u00a0semaines",
        text: "Nous fixons ensemble les apports de chacun, les indicateurs suivis et les interlocuteurs.",
      },
      {
        marker: "03",
        title: "Un lancement, puis un bilan chaque année",
        meta: "12\u00a0mois",
        text: "Premières actions communes dès le premier trimestre, et une revue annuelle des résultats.",
      },
    ] satisfies readonly TimelineItem[],
    askTitle: "Ce que nous attendons d’un partenaire",
    ask: [
      "Des valeurs compatibles avec notre charte d’engagements",
      "Un interlocuteur dédié, joignable aux heures de bureau",
      "Des objectifs communs, chiffrés et revus chaque année",
      "La signature de notre code anticorruption",
    ],
  },
  testimonials: {
    id: "temoignages",
    eyebrow: "Ils en parlent",
    title: "La parole à nos partenaires",
    items: [
      {
        quote:
          "Nos diplômés rejoignent des projets européens dès leur sortie d’école, avec un encadrement sérieux. Le taux d’insertion de notre filière cybersécurité a nettement progressé.",
        role: "Directrice des relations entreprises",
        company: "école d’ingénieurs, Dakar",
      },
      {
        quote:
          "LIF Group forme et certifie des ingénieurs sur nos solutions en Afrique francophone. Nos clients ont enfin un support en français, dans leur fuseau horaire.",
        role: "Directeur des partenariats",
        company: "éditeur cloud et cybersécurité, Europe",
      },
      {
        quote:
          "Leurs retours d’expérience parlent aux dirigeants\u00a0: des chiffres, des contrats, des équipes réelles. Nos membres repartent avec des réponses concrètes.",
        role: "Déléguée générale",
        company: "réseau d’affaires franco-africain, Paris",
      },
    ] satisfies readonly TestimonialItem[],
  },
  cta: {
    title: "Construisons ensemble votre partenariat",
    text: `Parlez-nous de votre organisation\u00a0: un responsable des partenariats vous répond sous ${REPLY_DELAY}.`,
    actions: PARTNER_ACTIONS,
  },
} as const;
