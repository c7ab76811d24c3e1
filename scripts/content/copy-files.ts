// Checks the copy files the CMS edits beside the settings and the courses (testimonials, FAQs, partners, navigation,
// the LIF Shore pages: docs/decisions/030) before anything is built: each file is parsed by its zod schema, then
// typeset and its placeholders filled as the pages will (app/content/files/copy-file.ts). An invalid file stops the
// build with one French line per problem: the file, the field as the CMS labels it, and the fix. Run by
// scripts/build-checks.ts and the dev server. A new copy file is one line of COPY_FILES, its schema and its CMS
// collection (admin/config.yml); the drift test covers it from this list (cms-config.test.ts).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { z } from "zod";
import { faqSchema } from "../../app/content/files/faq-schema";
import { formAccueilSchema } from "../../app/content/files/form/accueil-schema";
import { certificationsSchema } from "../../app/content/files/form/certifications-schema";
import { domainesSchema, domainSchema } from "../../app/content/files/form/domaine-schema";
import { ficheFormationSchema } from "../../app/content/files/form/fiche-formation-schema";
import { financementSchema } from "../../app/content/files/form/financement-schema";
import { candidatureExpertSchema } from "../../app/content/files/forms/candidature-expert-schema";
import { consultationFormSchema } from "../../app/content/files/forms/consultation-schema";
import { contactFormSchema } from "../../app/content/files/forms/contact-schema";
import { demandeEntrepriseSchema } from "../../app/content/files/forms/demande-entreprise-schema";
import { evaluationFormSchema } from "../../app/content/files/forms/evaluation-schema";
import { guideFormSchema } from "../../app/content/files/forms/guide-schema";
import { MESSAGES_CHECK_VALUES, messagesSchema } from "../../app/content/files/forms/messages-schema";
import { aboutSchema } from "../../app/content/files/group/a-propos-schema";
import { homeSchema } from "../../app/content/files/group/accueil-schema";
import { contactSchema } from "../../app/content/files/group/contact-schema";
import { commitmentsSchema } from "../../app/content/files/group/engagements-schema";
import { groupSchema } from "../../app/content/files/group/groupe-schema";
import { partenariatSchema } from "../../app/content/files/group/partenariat-schema";
import { servicesSchema } from "../../app/content/files/group/services-schema";
import { navigationSchema } from "../../app/content/files/navigation-schema";
import { partnersSchema } from "../../app/content/files/partners-schema";
import { seoSchema } from "../../app/content/files/seo-schema";
import { accueilSchema } from "../../app/content/files/shore/accueil-schema";
import { agileSchema } from "../../app/content/files/shore/agile-schema";
import { conformiteSchema } from "../../app/content/files/shore/conformite-schema";
import { consultationSchema } from "../../app/content/files/shore/consultation-schema";
import { evaluationSchema } from "../../app/content/files/shore/evaluation-schema";
import { explorerSchema } from "../../app/content/files/shore/explorer-schema";
import { guideSchema } from "../../app/content/files/shore/guide-schema";
import { nearshoreSchema } from "../../app/content/files/shore/nearshore-schema";
import { nosServicesSchema } from "../../app/content/files/shore/nos-services-schema";
import { recrutementSchema } from "../../app/content/files/shore/recrutement-schema";
import { tableauDeBordSchema } from "../../app/content/files/shore/tableau-de-bord-schema";
import { talentAccueilSchema } from "../../app/content/files/talent/accueil-schema";
import { backofficeAfriqueSchema } from "../../app/content/files/talent/backoffice-afrique-schema";
import { clientEntrepriseSchema } from "../../app/content/files/talent/client-entreprise-schema";
import { communSchema } from "../../app/content/files/talent/commun-schema";
import { expertItSchema } from "../../app/content/files/talent/expert-it-schema";
import { modeleSchema } from "../../app/content/files/talent/modele-schema";
import { singleQuoteSchema, testimonialsSchema } from "../../app/content/files/testimonials-schema";
import { DOMAIN_BRIEF_NAMES, examplesOf, LIF_FORM_NAMES } from "../../app/content/form/lif-form-names";
import { copyPlaceholderValues, PLACEHOLDER_VALUES } from "../../app/content/placeholders";
import { BACKOFFICE_VALUES } from "../../app/content/talent/backoffice-names";
import { FORM_NAMES } from "../../app/forms/shared/form-copy";
import { prepareCopy } from "../../app/lib/copy-file";
import { cmsFieldName, readCmsConfig } from "./cms-config";
import { parseContent } from "./issues";
import { LEGAL_COPY_FILES, LEGAL_FOLDER } from "./legal-files";
import { SHARED_COPY_FILES } from "./shared-files";

type CmsConfig = ReturnType<typeof readCmsConfig>;

/**
 * One copy file: where it is, its schema, and whether its page reads it for each site (French, Belgian), which
 * lets it quote a fact worded per site ({note-devis}), or the names it may quote when they are not the facts'
 * (a legal page quotes the settings' identifiers: ./legal-files.ts). The folders hold nothing else: a file no
 * page reads is refused too (folderProblems).
 */
export type CopyFile = {
  file: string;
  schema: z.ZodType;
  perSite?: boolean;
  names?: Readonly<Record<string, string>>;
};

export const TESTIMONIALS_FOLDER = "content/temoignages";
export const FAQ_FOLDER = "content/faq";
/** The LIF Shore pages' texts, one file per page (app/content/files/shore/*-schema.ts). */
export const SHORE_PAGES_FOLDER = "content/pages/lif-shore";

const testimonials = (name: string, schema: z.ZodType = testimonialsSchema): CopyFile => ({
  file: `${TESTIMONIALS_FOLDER}/${name}.json`,
  schema,
});
const faq = (name: string, perSite = false): CopyFile => ({
  file: `${FAQ_FOLDER}/${name}.json`,
  schema: faqSchema,
  perSite,
});

const shorePage = (name: string, schema: z.ZodType): CopyFile => ({
  file: `${SHORE_PAGES_FOLDER}/${name}.json`,
  schema,
});

/** The LIF Form pages' texts, one file per page (app/content/files/form/*-schema.ts). */
export const FORM_PAGES_FOLDER = "content/pages/lif-form";
const formPage = (name: string, schema: z.ZodType, perSite = false): CopyFile => ({
  file: `${FORM_PAGES_FOLDER}/${name}.json`,
  schema,
  perSite,
});

/** The LIF Talent pages' texts, one file per page and one for what they share (app/content/files/talent/). */
export const TALENT_PAGES_FOLDER = "content/pages/lif-talent";
const talentPage = (name: string, schema: z.ZodType): CopyFile => ({
  file: `${TALENT_PAGES_FOLDER}/${name}.json`,
  schema,
});

/** The group pages' texts (home, contact, about…), one file per page (app/content/files/group/*-schema.ts). */
export const GROUP_PAGES_FOLDER = "content/pages/groupe";
const groupPage = (name: string, schema: z.ZodType, perSite = false): CopyFile => ({
  file: `${GROUP_PAGES_FOLDER}/${name}.json`,
  schema,
  perSite,
});

/**
 * A form's own words, one file per form (app/content/files/forms/*-schema.ts). A form is an island: it reads its
 * file in the browser, where only the names of FORM_NAMES exist, so the build checks it with those.
 */
export const FORMS_FOLDER = "content/formulaires";
const formFile = (name: string, schema: z.ZodType): CopyFile => ({
  file: `${FORMS_FOLDER}/${name}.json`,
  schema,
  names: FORM_NAMES,
});

/** Every copy file the pages read (app/content/files/*.ts import the same files). */
export const COPY_FILES: readonly CopyFile[] = [
  testimonials("le-groupe", singleQuoteSchema),
  testimonials("a-propos", singleQuoteSchema),
  testimonials("lif-form"),
  testimonials("lif-talent-experts"),
  testimonials("lif-talent-entreprises"),
  testimonials("partenariat"),
  testimonials("lif-shore"),
  testimonials("lif-shore-nearshore"),
  testimonials("lif-shore-nos-services"),
  testimonials("lif-shore-recrutement"),
  testimonials("lif-shore-tableau-de-bord"),
  testimonials("lif-shore-evaluation"),
  faq("lif-form", true),
  faq("lif-talent-experts"),
  faq("lif-talent-entreprises"),
  { file: "content/partenaires.json", schema: partnersSchema },
  { file: "content/navigation.json", schema: navigationSchema },
  ...SHARED_COPY_FILES,
  ...LEGAL_COPY_FILES,
  shorePage("accueil", accueilSchema),
  shorePage("explorer", explorerSchema),
  shorePage("evaluation", evaluationSchema),
  shorePage("recrutement", recrutementSchema),
  shorePage("agile", agileSchema),
  shorePage("consultation", consultationSchema),
  shorePage("guide", guideSchema),
  // The LIF Form landing page and the domains' card quote counts of the catalogue by names of their own
  // (app/content/form/lif-form-names.ts), known here by an example.
  {
    ...formPage("accueil", formAccueilSchema, true),
    names: { ...copyPlaceholderValues("fr"), ...examplesOf(LIF_FORM_NAMES) },
  },
  formPage("cybersecurite", domainSchema),
  formPage("reseaux", domainSchema),
  formPage("securite", domainSchema),
  {
    ...formPage("domaines", domainesSchema),
    names: { ...PLACEHOLDER_VALUES, ...examplesOf(DOMAIN_BRIEF_NAMES) },
  },
  formPage("certifications", certificationsSchema),
  formPage("financement", financementSchema, true),
  formPage("fiche-formation", ficheFormationSchema),
  shorePage("nos-services", nosServicesSchema),
  shorePage("nearshore", nearshoreSchema),
  shorePage("tableau-de-bord", tableauDeBordSchema),
  shorePage("conformite", conformiteSchema),
  talentPage("commun", communSchema),
  talentPage("accueil", talentAccueilSchema),
  talentPage("client-entreprise", clientEntrepriseSchema),
  talentPage("expert-it", expertItSchema),
  talentPage("modele", modeleSchema),
  talentPage("explorer", explorerSchema),
  groupPage("accueil", homeSchema, true),
  groupPage("contact", contactSchema),
  groupPage("a-propos", aboutSchema),
  groupPage("groupe", groupSchema),
  groupPage("services", servicesSchema, true),
  groupPage("engagements", commitmentsSchema),
  // The back-office page quotes the LIF Form domains by a name of its own (app/content/talent/backoffice-names.ts).
  { ...talentPage("backoffice-afrique", backofficeAfriqueSchema), names: BACKOFFICE_VALUES },
  groupPage("partenariat", partenariatSchema),
  // Each page's title, description, h1 and crumb, read by app/pages.ts (copy-seo).
  { file: "content/referencement.json", schema: seoSchema },
  // The words every form shares, read by app/forms/shared/messages-file.ts: the forms' facts and
  // the names of one send ({reference}…), which their functions fill (app/forms/shared/message-names.ts).
  { file: "content/formulaires/messages.json", schema: messagesSchema, names: MESSAGES_CHECK_VALUES },
  // Each form's own words, read with the few names a form knows (app/forms/shared/form-copy.ts).
  formFile("contact", contactFormSchema),
  formFile("consultation", consultationFormSchema),
  formFile("guide", guideFormSchema),
  formFile("evaluation", evaluationFormSchema),
  formFile("candidature-expert", candidatureExpertSchema),
  formFile("demande-entreprise", demandeEntrepriseSchema),
];

/** The names a file may quote: the facts', and for a page read per site, the facts worded per site. */
function namesFor(entry: CopyFile): Readonly<Record<string, string>> {
  if (entry.names) return entry.names;
  return entry.perSite ? copyPlaceholderValues("fr") : PLACEHOLDER_VALUES;
}

/** The problems of one copy file's text: its JSON, its schema, its placeholders. */
export function checkCopyText(entry: CopyFile, text: string, config: CmsConfig = readCmsConfig()): string[] {
  const parsed = parseContent(entry.file, text, entry.schema, config);
  if (parsed.problems) return parsed.problems;
  const names = namesFor(entry);
  const known = Object.keys(names)
    .map((name) => `{${name}}`)
    .join(", ");
  // A file offered no name (content/interface.json) quotes none.
  const fix = known
    ? `utilisez l’un des noms connus, ${known}`
    : "ce fichier ne cite aucun nom, écrivez le texte lui-même";
  return prepareCopy(parsed.data, names).unknown.map(
    ({ path, name }) =>
      `${entry.file}, champ « ${cmsFieldName(entry.file, path, config)} » (${path}) : texte à remplacer {${name}} inconnu. Correction : ${fix}.`,
  );
}

/** A file in a copy folder that no page reads: an editor's work that would never be shown. */
function folderProblems(root: string): string[] {
  return [
    TESTIMONIALS_FOLDER,
    FAQ_FOLDER,
    LEGAL_FOLDER,
    SHORE_PAGES_FOLDER,
    FORM_PAGES_FOLDER,
    TALENT_PAGES_FOLDER,
    GROUP_PAGES_FOLDER,
    FORMS_FOLDER,
  ].flatMap((folder) =>
    readdirSync(join(root, folder))
      .map((name) => `${folder}/${name}`)
      .filter((file) => !COPY_FILES.some((entry) => entry.file === file))
      .map(
        (file) =>
          `${file} : aucune page ne lit ce fichier. Correction : supprimez-le ; chaque page a déjà le sien dans le CMS.`,
      ),
  );
}

/** Every problem of the checkout's copy files; none means the pages can be built from them. */
export function checkCopyFiles(root = process.cwd()): { problems: string[] } {
  const config = readCmsConfig(root);
  const problems = COPY_FILES.flatMap((entry) => {
    const path = join(root, entry.file);
    if (!existsSync(path))
      return [`${entry.file} : fichier manquant. Correction : rétablissez-le depuis l’historique du dépôt.`];
    return checkCopyText(entry, readFileSync(path, "utf8"), config);
  });
  return { problems: [...problems, ...folderProblems(root)] };
}
