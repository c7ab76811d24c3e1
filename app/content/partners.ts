import { BadgeCheck, FileSignature, Globe2, GraduationCap, Megaphone, Users } from "lucide-react";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { StatItem } from "~/components/sections/stat-grid";
import type { TimelineItem } from "~/components/sections/timeline";
import type { ActionData } from "~/components/sections/types";
import { CONTACT_US } from "~/content/actions";
import { PARTNER_KINDS } from "~/content/files/partners";
import { TESTIMONIALS } from "~/content/files/testimonials";
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
    items: PARTNER_KINDS,
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
    items: TESTIMONIALS.partenariat,
  },
  cta: {
    title: "Construisons ensemble votre partenariat",
    text: `Parlez-nous de votre organisation\u00a0: un responsable des partenariats vous répond sous ${REPLY_DELAY}.`,
    actions: PARTNER_ACTIONS,
  },
} as const;
