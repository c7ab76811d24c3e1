import { Briefcase, Building2, Wallet } from "lucide-react";
import type { FundingPath } from "~/components/form/funding-paths";
import { FORM_FUNDING } from "~/facts/form";

/**
 * The three ways of funding a LIF Form course, step by step. The rules are the public ones (CPF, OPCO,
 * employer's plan); delays and amounts come from app/facts/form.ts, where the owner confirms them.
 */

const { cpf, opco, opcoPlanHeadcountLimit } = FORM_FUNDING;

export const FUNDING_PATHS = [
  {
    id: "financement-cpf",
    short: "Compte personnel de formation (CPF)",
    icon: Wallet,
    title: "Votre compte personnel de formation (CPF)",
    audience: "Vous vous formez à votre initiative, que vous soyez salarié ou demandeur d’emploi.",
    steps: [
      "Consultez vos droits sur moncompteformation.gouv.fr, en vous identifiant avec FranceConnect+.",
      "Cherchez la formation par son intitulé ou par «\u00a0LIF Form\u00a0»\u00a0: seules les préparations à une certification enregistrée y figurent.",
      `Envoyez votre demande d’inscription\u00a0: nous y répondons sous ${cpf.answerDelay}, pour une session qui commence au moins ${cpf.minimumDelay} plus tard.`,
      `Validez la commande en réglant la participation forfaitaire de ${cpf.contribution.amount} et, si vos droits ne couvrent pas tout le tarif, le reste à charge.`,
    ],
    note: "La participation forfaitaire n’est pas due par les demandeurs d’emploi, ni lorsque votre employeur abonde votre compte.",
  },
  {
    id: "financement-opco",
    short: "Prise en charge par votre OPCO",
    icon: Building2,
    title: "Le financement par votre OPCO",
    audience: `Votre entreprise compte moins de ${opcoPlanHeadcountLimit}\u00a0salariés et forme un ou plusieurs collaborateurs.`,
    steps: [
      "Demandez-nous le programme, le devis et la convention de formation.",
      `Votre entreprise dépose sa demande de prise en charge auprès de son OPCO (${opco.name} pour la plupart des entreprises du numérique et du conseil), de préférence un mois avant la session.`,
      "L’OPCO confirme sa prise en charge et peut nous régler directement\u00a0: vous n’avancez pas les frais.",
      "Après la session, nous lui transmettons les feuilles d’émargement et le certificat de réalisation.",
    ],
    note: `Au-delà de ${opcoPlanHeadcountLimit}\u00a0salariés, l’OPCO ne finance plus le plan de développement des compétences, hors dispositifs particuliers\u00a0: c’est le budget formation de l’entreprise qui prend le relais.`,
  },
  {
    id: "financement-plan",
    short: "Plan de développement des compétences",
    icon: Briefcase,
    title: "Le plan de développement des compétences",
    audience: "Votre entreprise finance la formation sur son propre budget, pour une personne ou une équipe.",
    steps: [
      "Identifiez le besoin avec le collaborateur, par exemple lors de son entretien professionnel.",
      "Nous adaptons le programme et proposons une session inter-entreprises ou intra, dans vos locaux.",
      "La formation a lieu sur le temps de travail et reste rémunérée comme tel.",
      "Vous recevez les évaluations, les certificats de réalisation et le bilan de la session.",
    ],
    note: "Le CPF peut compléter le plan\u00a0: avec l’accord du salarié, l’employeur abonde son compte, et la participation forfaitaire n’est alors pas due.",
  },
] as const satisfies readonly FundingPath[];

/** What to know before counting on the CPF, said plainly under the three ways of funding. */
export const CPF_NOTICE = {
  title: "À savoir avant de choisir le CPF",
  points: [
    `L’éligibilité au CPF dépend de l’enregistrement de la certification préparée auprès de ${cpf.registry}, dans son répertoire spécifique, à la date de votre inscription\u00a0: nous vous le confirmons avant toute démarche.`,
    "Une formation qui se termine par une attestation, sans certification, n’est pas finançable par le CPF\u00a0; elle l’est par votre OPCO ou le plan de votre entreprise.",
    `Depuis le ${cpf.contribution.since}, le titulaire du compte verse une participation forfaitaire de ${cpf.contribution.amount} par formation, sauf exceptions.`,
    "Tarif et dates sur demande\u00a0: le devis précise ce qui est pris en charge et ce qui reste à payer.",
  ],
} as const;
