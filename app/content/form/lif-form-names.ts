/**
 * The names the LIF Form pages' files may quote besides the facts': what their pages count in the course catalogue.
 * The landing page's file (content/pages/lif-form/accueil.json) quotes the catalogue's counts, the domains' shared
 * file (domaines.json) the current domain's in its « … en bref » card. The catalogue is read with import.meta.glob
 * (./courses.ts), which neither app/content/placeholders.ts (it would loop back through readCopy) nor the build's
 * checks (run outside Vite) can import: so the names are declared here with an example, the checks know them by it
 * (their COPY_FILES lines' `names`, as the back-office page's: app/content/talent/backoffice-names.ts), and the
 * pages fill the real counts (./lif-form.ts, ./domain-page.ts).
 */
type CountedName = { example: string; what: string };

/** The landing page's counts (/services/lif-form: its hero's figures, its domains' and certifications' titles). */
export const LIF_FORM_NAMES = {
  "nombre-domaines": { example: "3", what: "le nombre de domaines de formation, compté par le site" },
  "nombre-formations": { example: "9", what: "le nombre de formations du catalogue, compté par le site" },
  "nombre-certifications": {
    example: "4",
    what: "le nombre de certifications préparées, compté par le site",
  },
} as const satisfies Readonly<Record<string, CountedName>>;

/**
 * A domain page's name and counts, for its « … en bref » card and its lines that name the domain (domaines.json,
 * « Encadré en bref », « Textes qui citent le domaine »: `brief` and `domainLines`, the groups ./domain-page.ts
 * reads with them; the file's schema refuses them elsewhere).
 */
export const DOMAIN_BRIEF_NAMES = {
  "nom-du-domaine": { example: "Cybersécurité", what: "le nom du domaine de la page" },
  "formations-du-domaine": { example: "3", what: "le nombre de formations du domaine, compté par le site" },
  "jours-minimum": { example: "4", what: "la durée en jours de la formation la plus courte du domaine" },
  "jours-maximum": { example: "5", what: "la durée en jours de la formation la plus longue du domaine" },
  "certifications-du-domaine": {
    example: "CEH et CISSP",
    what: "les certifications que préparent les formations du domaine, jointes par « et »",
  },
} as const satisfies Readonly<Record<string, CountedName>>;

/** The values a page fills for each of `names`, checked by the type checker: no name missing, none extra. */
export type CountedValues<Names> = { readonly [name in keyof Names]: string };

/** Names → their example, what the build's checks and the CMS preview fill when no page counts them. */
export const examplesOf = (names: Readonly<Record<string, CountedName>>): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(names).map(([name, { example }]) => [name, example]));
