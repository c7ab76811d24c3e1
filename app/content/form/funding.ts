import { Briefcase, Building2, Wallet } from "lucide-react";
import type { FundingPath } from "~/components/form/funding-paths";
import { BELGIAN_FUNDING, FORM_FUNDING, FRENCH_FUNDING, type SheetLine } from "~/facts/form";
import { VARIANT } from "~/lib/variant";

/**
 * The three ways of funding a LIF Form course, step by step. The rules are the public ones (CPF, OPCO,
 * employer's plan); delays and amounts come from app/facts/form.ts, where the owner confirms them.
 */

const { cpf, opco, opcoPlanHeadcountLimit } = FORM_FUNDING;

const FRENCH_PATHS = [
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
      `Validez la commande en réglant la participation forfaitaire de ${cpf.contribution.value} et, si vos droits ne couvrent pas tout le tarif, le reste à charge.`,
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

const { contribution, specificRegistryCeiling: ceiling } = cpf;

/** What to know before counting on the CPF, said plainly under the three ways of funding. */
const FRENCH_NOTICE = {
  title: "À savoir avant de choisir le CPF",
  points: [
    `L’éligibilité au CPF dépend de l’enregistrement de la certification préparée auprès de ${cpf.registry}, dans son répertoire spécifique, à la date de votre inscription\u00a0: nous vous le confirmons avant toute démarche.`,
    `Depuis le ${ceiling.effectiveFromText}, le CPF finance au plus ${ceiling.value} par formation préparant une certification du répertoire spécifique (${ceiling.reference})\u00a0: au-delà, le reste est à votre charge ou à celle de votre employeur.`,
    "Une formation qui se termine par une attestation, sans certification, n’est pas finançable par le CPF\u00a0; elle l’est par votre OPCO ou le plan de votre entreprise.",
    `Le titulaire du compte verse une participation forfaitaire de ${contribution.value} par formation depuis le ${contribution.effectiveFromText} (${contribution.reference}), sauf exceptions.`,
    "Le tarif inter-entreprises est publié sur la fiche de chaque formation\u00a0; le devis précise ce qui est pris en charge et ce qui reste à payer.",
  ],
};

const BELGIAN_ICONS = [Wallet, Briefcase, Building2] as const;

/** The ways a visitor of this variant funds a course: the French schemes, or the Belgian ones (app/facts/form.ts). */
export const FUNDING_PATHS: readonly FundingPath[] =
  VARIANT === "be"
    ? BELGIAN_FUNDING.schemes.map((scheme, index) => ({ ...scheme, icon: BELGIAN_ICONS[index] ?? Wallet }))
    : FRENCH_PATHS;

export const CPF_NOTICE: { title: string; points: readonly string[] } =
  VARIANT === "be" ? BELGIAN_FUNDING.notice : FRENCH_NOTICE;

/** The variant's funding wording (app/facts/form.ts): the French schemes, or the Belgian ones. */
const COPY = VARIANT === "be" ? BELGIAN_FUNDING : FRENCH_FUNDING;

/** The funding a page names in one phrase: « votre OPCO ou le CPF », or the Belgian schemes. */
export const FUNDING_IN_SHORT: string = COPY.inShort;

/** A course sheet's funding line: CPF eligibility in France, the Belgian schemes in Belgium. */
export const sheetFunding = (cpfEligible: boolean): SheetLine =>
  cpfEligible ? COPY.courseSheet.eligible : COPY.courseSheet.notEligible;

/** What the LIF Form page promises a company and a learner about funding. */
export const FUNDING_BENEFITS: { company: string; learner: string } = COPY.benefits;

/** What a course sheet says about the schemes that apply in France only: nothing in France. */
export const FRENCH_ONLY_NOTE: string | null = COPY.frenchOnly;

/** Where the Qualiopi certification opens funding, as the variant's visitor needs it said. */
export const QUALIOPI_SCOPE: string = COPY.qualiopiScope;

/** The funding question of the LIF Form FAQ; the French one names the certifications the CPF may fund. */
export function fundingFaq(certificationNames: readonly string[]): { question: string; answer: string } {
  if (VARIANT === "be") return BELGIAN_FUNDING.faq;
  return {
    question: "Ma formation est-elle éligible au CPF\u00a0?",
    answer: `Les préparations aux certifications ${certificationNames.join(", ")} peuvent l’être\u00a0: il faut que la certification soit enregistrée auprès de ${cpf.registry} à la date de votre inscription. Nous vous le confirmons, avec la référence de la fiche, avant toute démarche.\n\nLes autres formations se terminent par une attestation\u00a0: elles se financent par votre OPCO ou le plan de développement des compétences de votre entreprise.`,
  };
}

/** The funding note of a domain page: the CPF and OPCO in France, the Belgian schemes in Belgium. */
export function fundingNote(cpfSubject: string): string {
  if (VARIANT === "be") return BELGIAN_FUNDING.domainNote;
  return `${cpfSubject} par votre CPF si la certification est enregistrée auprès de ${cpf.registry} à la date de votre inscription, avec une participation forfaitaire de ${contribution.value} et dans la limite de ${ceiling.value} pour une certification du répertoire spécifique. Toutes nos formations peuvent l’être par votre OPCO ou le plan de développement des compétences de votre entreprise\u00a0: nous préparons le dossier avec vous.`;
}
