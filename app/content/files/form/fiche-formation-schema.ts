import * as z from "zod";
import { asTyped, prose } from "../schema-parts";

/**
 * The words a course sheet prints around the catalogue's data (content/pages/lif-form/fiche-formation.json,
 * « Pages LIF Form › Fiche formation » in the CMS), read by app/content/form/course-sheet.ts: the labels of its
 * summary and of its Qualiopi sections, the formats' names, the units, the call to action, the domain and
 * certification cards' labels. The sheet is a printable Qualiopi document (decision 021): which lines it has, in
 * which order, the plurals, the figures' formatting, the anchors and links stay in code. Delays are placeholders
 * ({delai-reponse}, {delai-cpf}).
 */

const label = (where: string) => prose(`le libellé ${where}`);

/**
 * A heading Qualiopi's indicator 1 asks for by name (decision 021): an auditor looks for « Tarifs » or « Modalités et
 * délais d’accès » on every sheet, so the build refuses another wording (and e2e/course-sheets.spec.ts checks the
 * pages). Its apostrophe may be typed straight or curly; its words may not change.
 */
const qualiopiHeading = (heading: string) =>
  prose(`le titre « ${heading} »`).refine((text) => asTyped(text) === heading, {
    error: `titre imposé par l’indicateur 1 de Qualiopi : écrivez « ${heading} », le mot qu’un auditeur cherche sur chaque fiche`,
  });
const unit = (what: string) =>
  z.strictObject({
    one: prose(`« ${what} » au singulier`),
    many: prose(`« ${what} » au pluriel`),
  });

export const ficheFormationSchema = z.strictObject({
  formats: z.strictObject({
    presentiel: prose("le nom du format en présentiel, en minuscules"),
    distanciel: prose("le nom du format à distance, en minuscules"),
    mixte: prose("le nom du format mixte, en minuscules"),
  }),
  units: z.strictObject({ day: unit("jour"), module: unit("module") }),
  badges: z.strictObject({
    prepares: prose("le mot devant le nom de la certification, « Prépare »"),
    noCertification: prose("le badge d’une formation sans certification"),
  }),
  updatedOn: prose("les mots devant la date de mise à jour de la fiche, « Fiche mise à jour le »"),
  summary: z.strictObject({
    duration: label("de la durée"),
    format: label("du format"),
    level: label("du niveau"),
    certification: label("de la certification"),
    noCertification: prose("la valeur quand la formation ne prépare aucune certification"),
    noCertificationNote: prose("la précision sous « Aucune »"),
    price: label("du tarif"),
    priceNote: prose("la précision sous le tarif"),
    perLearner: prose("les mots après le prix, « HT par stagiaire »"),
  }),
  lists: z.strictObject({
    objectives: qualiopiHeading("Objectifs"),
    audience: qualiopiHeading("Public"),
    prerequisites: qualiopiHeading("Prérequis"),
    outline: label("du programme, suivi du nombre de modules"),
    assessment: qualiopiHeading("Modalités d’évaluation"),
    teachingMethods: qualiopiHeading("Méthodes pédagogiques"),
  }),
  access: z.strictObject({
    title: qualiopiHeading("Modalités et délais d’accès"),
    formats: label("des formats"),
    intra: prose("les mots après les formats, « ou en intra dans vos locaux »"),
    reply: label("du délai de réponse"),
    replyValue: prose("le délai de réponse ; {delai-reponse} le cite"),
    requestToSession: label("du délai avant la session"),
    enrolUntil: label("de la date limite d’inscription"),
    cpf: label("du délai par le CPF (site français)"),
    cpfValue: prose("le délai par le CPF ; {delai-cpf} le cite"),
  }),
  prices: z.strictObject({
    title: qualiopiHeading("Tarifs"),
    inter: label("du tarif inter-entreprises"),
    intra: label("du tarif intra-entreprise"),
  }),
  certification: z.strictObject({
    title: prose("le titre de la section"),
    name: label("de l’intitulé"),
    issuer: label("du certificateur"),
    code: label("du code France Compétences"),
    codePending: label("du code quand il n’est pas encore attribué"),
    registeredOn: label("de la date d’enregistrement"),
    validUntil: label("de la fin de validité"),
    skillBlocks: label("des blocs de compétences"),
    equivalences: label("des équivalences"),
    nextSteps: label("des suites de parcours"),
    jobs: label("des débouchés"),
    successRate: label("du taux de réussite"),
    candidates: prose("le mot après le nombre de candidats"),
  }),
  results: z.strictObject({
    title: qualiopiHeading("Résultats"),
    period: label("de la période"),
    learners: label("du nombre de stagiaires"),
    satisfaction: label("de la satisfaction"),
    completion: label("de l’assiduité"),
    success: label("de la réussite à l’examen"),
  }),
  accessibility: qualiopiHeading("Accessibilité aux personnes en situation de handicap"),
  contact: qualiopiHeading("Contact"),
  belgium: prose("le titre de la note du site belge"),
  action: z.strictObject({
    label: prose("le texte du bouton"),
    context: prose("ce que le bouton précise aux lecteurs d’écran, avant le titre de la formation entre « »"),
  }),
  domainCards: z.strictObject({
    courses: prose("les mots devant le nom du domaine, « Formations en »"),
    link: prose("le texte du lien vers la page du domaine"),
  }),
  certificationCards: z.strictObject({
    requirement: label("des conditions"),
    exam: label("de l’examen"),
    validity: label("de la validité"),
    link: prose("le texte du lien vers la fiche de la formation"),
  }),
});

export type FicheFormationFile = z.output<typeof ficheFormationSchema>;
