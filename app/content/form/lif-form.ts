import {
  BadgeCheck,
  Building2,
  ClipboardCheck,
  FlaskConical,
  GraduationCap,
  History,
  Landmark,
  MonitorSmartphone,
  UserCheck,
} from "lucide-react";
import type { AccreditationItem } from "~/components/form/accreditation-cards";
import type { BenefitPanel } from "~/components/form/benefit-panels";
import type { FactsCardItem } from "~/components/sections/facts-card";
import type { FaqItem } from "~/components/sections/faq";
import type { FeatureItem } from "~/components/sections/feature-grid";
import type { ActionData } from "~/components/sections/types";
import { CONTACT_US } from "~/content/actions";
import { lifFormFaq } from "~/content/files/faqs";
import { TESTIMONIALS } from "~/content/files/testimonials";
import {
  DECLARATION_SENTENCE,
  FORM_ACCREDITATIONS,
  FORM_FIGURES,
  FORM_FORMATS,
  QUALIOPI_CERTIFICATE_SENTENCE,
} from "~/facts/form";
import { capitalize } from "~/lib/french";
import { VARIANT } from "~/lib/variant";
import { CERTIFICATIONS } from "./certifications";
import { CERTIFICATION_CARDS, DOMAIN_CARDS } from "./course-sheet";
import { COURSES, DOMAINS } from "./courses";
import {
  CPF_NOTICE,
  FUNDING_BENEFITS,
  FUNDING_IN_SHORT,
  FUNDING_PATHS,
  fundingFaq,
  QUALIOPI_SCOPE,
} from "./funding";

/** Copy of the LIF Form service page (/services/lif-form). */

const certified = FORM_FIGURES.certifiedProfessionals;
const certificationNames = Object.values(CERTIFICATIONS).map((certification) => certification.name);
const { datadock, qualiopi } = FORM_ACCREDITATIONS;

export const lifForm = {
  hero: {
    eyebrow: "LIF Form · Organisme de formation",
    lead: `Cybersécurité, réseaux, sécurité des systèmes d’information\u00a0: des formations courtes, animées par des praticiens, qui préparent aux certifications que vos clients et vos auditeurs reconnaissent. Finançables par ${FUNDING_IN_SHORT}, ou par le budget formation de votre entreprise.`,
    actions: [
      { label: "Parler à un conseiller formation", to: "/contact" },
      { label: "Voir les formations", to: "#domaines", variant: "outline" },
    ] as const satisfies readonly ActionData[],
    facts: {
      title: "LIF Form en chiffres",
      items: [
        { value: certified.value, label: `professionnels certifiés en ${certified.year}` },
        { value: String(COURSES.length), label: `formations dans ${DOMAINS.length} domaines` },
        {
          value: String(certificationNames.length),
          label: `certifications préparées\u00a0: ${certificationNames.join(", ")}`,
        },
        { value: "Qualiopi", label: "certification qualité au titre des actions de formation" },
      ] satisfies readonly FactsCardItem[],
    },
  },

  /** The service-page parts: its description, features, image and tags (the title is the page's h1). */
  service: {
    id: "approche",
    eyebrow: "Notre approche",
    title: "Des formations pensées pour le terrain",
    intro:
      "Nos formateurs exercent le métier qu’ils enseignent. Chaque session alterne apports et pratique sur des laboratoires, et se termine par une évaluation qui compte\u00a0: un examen blanc pour les formations certifiantes, un cas réel pour les autres.",
    image: {
      alt: "Illustration\u00a0: un terminal de laboratoire, un petit réseau, un bouclier et un sceau de certification",
    },
    features: [
      {
        icon: UserCheck,
        title: "Des formateurs praticiens",
        text: "Auditeurs, analystes SOC, ingénieurs réseau, RSSI\u00a0: ils exercent sur le terrain et détiennent la certification qu’ils préparent.",
      },
      {
        icon: FlaskConical,
        title: "Des laboratoires pour pratiquer",
        text: "Chaque stagiaire dispose de son environnement virtuel\u00a0: on attaque, on configure et on dépanne de vraies machines.",
      },
      {
        icon: ClipboardCheck,
        title: "Des examens blancs",
        text: "Les formations certifiantes se terminent par un examen blanc dans les conditions réelles et un plan de révision personnel.",
      },
      {
        icon: MonitorSmartphone,
        title: "Trois formats",
        text: `${capitalize(FORM_FORMATS.sentence)}, pour une personne ou une équipe entière.`,
      },
    ] as const satisfies readonly FeatureItem[],
    techTagsLabel: "Outils et référentiels pratiqués",
    techTags: [
      "Kali Linux",
      "Metasploit",
      "Burp Suite",
      "Nmap",
      "Wireshark",
      "Wazuh",
      "Splunk",
      "Cisco IOS",
      "Packet Tracer",
      "pfSense",
      "Active Directory",
      "MITRE ATT&CK",
      "EBIOS Risk Manager",
      "ISO 27001",
    ],
    /** Trainers' profiles and the tools of the labs: to be confirmed by the owner. */
    toConfirm: true,
  },

  benefits: {
    id: "benefices",
    eyebrow: "Ce que vous y gagnez",
    title: "Pour votre entreprise comme pour chaque apprenant",
    intro:
      "Une formation réussie se voit deux fois\u00a0: dans le travail du lundi suivant, et dans la ligne que l’apprenant ajoute à son parcours.",
    items: [
      {
        icon: Building2,
        title: "Pour l’entreprise",
        points: [
          "Des équipes formées sur vos propres enjeux, en intra si vous le souhaitez",
          "Des certifications reconnues à présenter à vos clients, à vos auditeurs et dans vos réponses aux appels d’offres",
          FUNDING_BENEFITS.company,
          "Des compétences qui soutiennent votre conformité RGPD et NIS2",
        ],
      },
      {
        icon: GraduationCap,
        title: "Pour l’apprenant",
        points: [
          "Une certification internationale qui valorise votre parcours",
          FUNDING_BENEFITS.learner,
          "Des laboratoires et un examen blanc pour arriver serein le jour de l’examen",
          "Un plan de révision et un formateur qui répond à vos questions jusqu’à l’examen",
        ],
      },
    ] as const satisfies readonly BenefitPanel[],
  },

  domains: {
    id: "domaines",
    eyebrow: "Nos formations",
    title: `${DOMAINS.length} domaines, ${COURSES.length} formations`,
    intro:
      "De la journée de sensibilisation à la préparation d’une certification internationale. Choisissez un domaine pour lire les programmes détaillés, les prérequis et les modalités de chaque formation.",
    items: DOMAIN_CARDS,
  },

  funding: {
    id: "financement",
    eyebrow: "Financement",
    title: "Trois façons de financer votre formation",
    intro:
      "Selon votre situation, votre formation peut être prise en charge en tout ou partie. Voici les démarches, étape par étape\u00a0; nous préparons le dossier avec vous.",
    paths: FUNDING_PATHS,
    notice: CPF_NOTICE,
  },

  certifications: {
    id: "certifications",
    eyebrow: "Certifications",
    title: `${certificationNames.length} certifications reconnues par le marché`,
    intro:
      "Ce que chacune prouve, comment se passe l’examen et la formation qui y prépare. L’examen est organisé par l’éditeur de la certification, après la formation.",
    items: CERTIFICATION_CARDS,
  },

  testimonials: {
    id: "temoignages",
    eyebrow: "Témoignages",
    title: "Ils se sont formés avec LIF Form",
    /** Quotes to be replaced by real, consented learner testimonials: to be confirmed by the owner. */
    toConfirm: true,
    items: TESTIMONIALS.lifForm,
  },

  accreditations: {
    id: "qualite",
    eyebrow: "Qualité et déclarations",
    title: "Un organisme de formation certifié et déclaré",
    intro: QUALIOPI_SCOPE,
    items: [
      {
        icon: BadgeCheck,
        title: "Certification Qualiopi",
        badge: capitalize(qualiopi.categories.join(", ")),
        text: `Qualiopi atteste la qualité de notre processus de formation selon le référentiel national qualité, pour la catégorie d’action\u00a0: ${qualiopi.categories.join(", ")}. ${QUALIOPI_CERTIFICATE_SENTENCE}`,
        mention: { label: "Mention obligatoire", text: FORM_ACCREDITATIONS.qualiopi.sentence },
      },
      {
        icon: History,
        title: "Datadock",
        badge: `Remplacé le ${datadock.replacedByQualiopiOn}`,
        text: `Datadock était la base où les financeurs français vérifiaient la qualité des organismes de formation. Depuis le ${datadock.replacedByQualiopiOn}, la certification Qualiopi l’a remplacé\u00a0: LIF Form, créé en ${datadock.formCreated}, n’y a donc jamais été référencé, et c’est sa certification Qualiopi qui conditionne, en France, les financements de l’OPCO, du CPF ou de France Travail.`,
      },
      {
        icon: Landmark,
        title: "Déclaration d’activité",
        badge: `Préfet de région d’${FORM_ACCREDITATIONS.declaration.region}`,
        text: "Comme tout prestataire de formation professionnelle, LIF Form a déclaré son activité auprès de l’administration.",
        mention: { label: "Mention légale", text: DECLARATION_SENTENCE },
      },
    ] as const satisfies readonly AccreditationItem[],
  },

  faq: {
    id: "questions",
    eyebrow: "Questions fréquentes",
    title: "Vos questions sur nos formations",
    // The funding question depends on the site and names the certifications: written here. The others are
    // content/faq/lif-form.json; the price answer does not repeat the intra rule (on each sheet): repeated
    // here, it pushed this page past one TCP window.
    items: [fundingFaq(certificationNames), ...lifFormFaq(VARIANT)] satisfies readonly FaqItem[],
  },

  cta: {
    title: "Construisons votre projet de formation",
    text: "Pour vous ou pour une équipe, dites-nous votre objectif\u00a0: nous vous proposons une formation, des dates et un plan de financement.",
    actions: [
      CONTACT_US,
      { label: "Voir les démarches de financement", to: "#financement" },
    ] as const satisfies readonly ActionData[],
  },
} as const;
