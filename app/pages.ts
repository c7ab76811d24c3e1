/**
 * The page table: every public URL, its route module and its search-engine copy.
 * routes.ts, the SEO builder, the sitemap and the browser tests all read this one list.
 */
export type Variant = "fr" | "be";

/** The variants built, in build order; the first is the default (x-default). */
export const VARIANTS = ["fr", "be"] as const satisfies readonly Variant[];

/** A service line: its pages share a layout and a colour (`data-line`). */
export type ServiceLine = "shore" | "form" | "talent";

/** A page family: the layout route that wraps its pages and the line colour it sets. */
export type Family = "group" | ServiceLine | "legal";

export type PageEntry = {
  path: string;
  /** Route module, relative to app/. */
  file: string;
  family: Family;
  /** Its name in a breadcrumb. */
  crumb: string;
  /** The page above it in the breadcrumb; the home page has none. */
  parent?: string;
  title: string;
  description: string;
  /** The page's only h1, as it appears on the page. */
  h1: string;
  /** Copy that differs on the Belgian site: the home page, and the LIF Form pages that name French funding. */
  be?: { title: string; description: string };
};

export const PAGES = [
  {
    path: "/",
    file: "routes/home.tsx",
    family: "group",
    crumb: "Accueil",
    title: "LIF Group | Expertise IT France-Afrique : équipes nearshore, formation, freelances",
    description:
      "Votre équipe IT déployée en Afrique en 15 jours, supervisée depuis Paris. LIF Group, l’expertise France-Afrique : nearshore, formation certifiante et experts freelances.",
    h1: "Votre équipe IT déployée en Afrique en 15 jours",
    be: {
      title: "LIF Group | Expertise IT Belgique-Afrique : équipes nearshore, formation, freelances",
      description:
        "Votre équipe IT déployée en Afrique en 15 jours, supervisée depuis Paris. LIF Group, l’expertise Belgique-Afrique : nearshore, formation certifiante et experts freelances.",
    },
  },
  {
    path: "/services",
    file: "routes/services.tsx",
    family: "group",
    crumb: "Nos services",
    parent: "/",
    title: "Nos services : nearshore, formation et freelances IT | LIF Group",
    description:
      "Trois métiers complémentaires : LIF Shore pour vos équipes IT en Afrique, LIF Form pour la formation certifiante en cybersécurité et réseaux, LIF Talent pour les experts freelances.",
    h1: "Nos services",
  },
  {
    path: "/services/lif-shore",
    file: "routes/lif-shore.tsx",
    family: "shore",
    crumb: "LIF Shore",
    parent: "/services",
    title: "LIF Shore : votre équipe IT en Afrique, supervisée depuis Paris | LIF Group",
    description:
      "Une équipe IT dédiée en Afrique, opérationnelle en 15 jours, supervisée depuis Paris, conforme RGPD et NIS2. 30 à 50 % d’économies face à un recrutement local.",
    h1: "Votre équipe IT en Afrique, supervisée depuis Paris",
  },
  {
    path: "/services/lif-shore/conformite-et-organisation",
    file: "routes/shore-compliance.tsx",
    family: "shore",
    crumb: "Conformité et organisation",
    parent: "/services/lif-shore",
    title: "Conformité RGPD, NIS2 et organisation du nearshore | LIF Shore",
    description:
      "Conformité RGPD et NIS2, infrastructure sécurisée et pilotage à distance : comment LIF Shore encadre vos équipes IT en Afrique depuis Paris.",
    h1: "Conformité et organisation : un nearshore sous contrôle",
  },
  {
    path: "/services/lif-shore/service-nearshore-afrique",
    file: "routes/shore-nearshore.tsx",
    family: "shore",
    crumb: "Service nearshore en Afrique",
    parent: "/services/lif-shore",
    title: "Service nearshore en Afrique : qualité, proximité, économies | LIF Shore",
    description:
      "Nearshore ou offshore ? Découvrez le vivier de talents africains, fuseaux horaires UTC+0 à UTC+2 et six raisons de confier vos projets IT à LIF Shore.",
    h1: "Le nearshore en Afrique, la proximité en plus",
  },
  {
    path: "/services/lif-shore/nos-services",
    file: "routes/shore-services.tsx",
    family: "shore",
    crumb: "Services LIF Shore",
    parent: "/services/lif-shore",
    title: "Nos services nearshore : équipes dédiées, développement, cybersécurité | LIF Shore",
    description:
      "Équipes IT dédiées, support multilingue, développement agile, cybersécurité externalisée et tableau de bord opérationnel : l’offre complète de LIF Shore.",
    h1: "Les services LIF Shore",
  },
  {
    path: "/services/lif-shore/recrutement-talents-afrique",
    file: "routes/shore-recruitment.tsx",
    family: "shore",
    crumb: "Recrutement de talents",
    parent: "/services/lif-shore",
    title: "Recrutement de talents IT en Afrique en 15 jours | LIF Shore",
    description:
      "Un processus express en cinq étapes, plus de 20 000 profils présélectionnés, des tests techniques et culturels : recrutez vos talents IT africains en 15 jours.",
    h1: "Recrutez vos talents IT en Afrique en 15 jours",
  },
  {
    path: "/services/lif-shore/strategie-externalisation-agile",
    file: "routes/shore-agile.tsx",
    family: "shore",
    crumb: "Externalisation agile",
    parent: "/services/lif-shore",
    title: "Stratégie d’externalisation agile : flexibilité et pilotage | LIF Shore",
    description:
      "Engagements courts de 1 à 3 mois, adaptation de l’équipe en 5 jours ouvrés, collaboration en temps réel : l’externalisation agile selon LIF Shore.",
    h1: "Une externalisation agile, au rythme de vos sprints",
  },
  {
    path: "/services/lif-shore/dashboard",
    file: "routes/shore-dashboard.tsx",
    family: "shore",
    crumb: "Tableau de bord",
    parent: "/services/lif-shore",
    title: "Tableau de bord de pilotage de votre équipe nearshore | LIF Shore",
    description:
      "Performance, ressources, projets, conformité et sécurité : suivez votre équipe nearshore en temps réel depuis un tableau de bord unique.",
    h1: "Pilotez votre équipe nearshore en temps réel",
  },
  {
    path: "/services/lif-shore/demander-evaluation-gratuite",
    file: "routes/shore-assessment.tsx",
    family: "shore",
    crumb: "Évaluation gratuite",
    parent: "/services/lif-shore",
    title: "Évaluation gratuite de conformité RGPD et NIS2 | LIF Shore",
    description:
      "Demandez votre évaluation gratuite de conformité RGPD et NIS2 pour votre projet d’externalisation. Un expert vous contacte dans les 24\u00a0h ouvrées.",
    h1: "Demandez votre évaluation gratuite de conformité RGPD et NIS2",
  },
  {
    path: "/services/lif-form",
    file: "routes/lif-form.tsx",
    family: "form",
    crumb: "LIF Form",
    parent: "/services",
    title: "LIF Form : formations certifiantes en cybersécurité et réseaux | LIF Group",
    description:
      "Formations en cybersécurité, réseaux et sécurité des SI : préparation CEH, CISSP, CCNA et Security+. Organisme certifié Qualiopi ; financement OPCO, CPF ou plan de formation.",
    h1: "LIF Form : formations certifiantes en cybersécurité et réseaux",
    be: {
      title: "LIF Form : formations certifiantes en cybersécurité et réseaux | LIF Group",
      description:
        "Formations en cybersécurité, réseaux et sécurité des SI : préparation CEH, CISSP, CCNA et Security+. Financement par les aides des Régions, le congé-éducation payé ou votre fonds sectoriel.",
    },
  },
  {
    path: "/lif-form/cybersecurite",
    file: "routes/form-domain.tsx",
    family: "form",
    crumb: "Cybersécurité",
    parent: "/services/lif-form",
    title: "Formations en cybersécurité : préparation CEH et CISSP | LIF Form",
    description:
      "Tests d’intrusion, analyse SOC, pilotage de la sécurité : trois formations en cybersécurité, dont les préparations CEH et CISSP. Financement OPCO ou CPF.",
    h1: "Formations en cybersécurité",
    be: {
      title: "Formations en cybersécurité : préparation CEH et CISSP | LIF Form",
      description:
        "Tests d’intrusion, analyse SOC, pilotage de la sécurité : trois formations en cybersécurité, dont les préparations CEH et CISSP. Aides des Régions ou fonds sectoriel.",
    },
  },
  {
    path: "/lif-form/reseaux",
    file: "routes/form-domain.tsx",
    family: "form",
    crumb: "Réseaux",
    parent: "/services/lif-form",
    title: "Formations réseaux : TCP/IP, préparation CCNA, sécurité | LIF Form",
    description:
      "Fondamentaux TCP/IP, routage et commutation avec préparation CCNA, sécurité des réseaux : trois formations progressives. Financement OPCO ou CPF.",
    h1: "Formations réseaux",
    be: {
      title: "Formations réseaux : TCP/IP, préparation CCNA, sécurité | LIF Form",
      description:
        "Fondamentaux TCP/IP, routage et commutation avec préparation CCNA, sécurité des réseaux : trois formations progressives. Aides des Régions ou fonds sectoriel.",
    },
  },
  {
    path: "/lif-form/securite",
    file: "routes/form-domain.tsx",
    family: "form",
    crumb: "Sécurité des SI",
    parent: "/services/lif-form",
    title: "Formations en sécurité des SI : Security+, RGPD et NIS2 | LIF Form",
    description:
      "Préparation CompTIA Security+, gouvernance RGPD et NIS2, sensibilisation de vos collaborateurs : trois formations en sécurité des systèmes d’information.",
    h1: "Formations en sécurité des systèmes d’information",
  },
  {
    path: "/services/lif-talent",
    file: "routes/lif-talent.tsx",
    family: "talent",
    crumb: "LIF Talent",
    parent: "/services",
    title: "LIF Talent 2.0\u00a0: la place de marché des experts IT freelances | LIF Group",
    description:
      "LIF Talent 2.0 met en relation entreprises et experts IT freelances\u00a0: 2 à 3 profils présentés en 48\u00a0h, commission fixe de 15\u00a0%, back-office en Afrique, transparence totale.",
    h1: "LIF Talent 2.0\u00a0: les experts IT freelances, en toute transparence",
  },
  {
    path: "/lif-talent/expert-it",
    file: "routes/talent-expert.tsx",
    family: "talent",
    crumb: "Experts IT",
    parent: "/services/lif-talent",
    title: "Experts IT freelances\u00a0: rejoignez LIF Talent | LIF Group",
    description:
      "Consultant IT indépendant\u00a0? Rejoignez LIF Talent\u00a0: votre TJM versé en entier, des missions de 3\u00a0mois et plus (8 en moyenne), une réponse à votre candidature sous 48\u00a0h ouvrées.",
    h1: "Expert IT freelance, rejoignez LIF Talent",
  },
  {
    path: "/lif-talent/client-entreprise",
    file: "routes/talent-client.tsx",
    family: "talent",
    crumb: "Entreprises clientes",
    parent: "/services/lif-talent",
    title: "Entreprises\u00a0: trouvez votre expert IT freelance en 48\u00a0h | LIF Talent",
    description:
      "Réponse sous 24\u00a0h ouvrées, 2 à 3 profils d’experts IT évalués présentés en 48\u00a0h, un contrat simplifié et un portail de suivi\u00a0: trouvez le bon freelance avec LIF Talent.",
    h1: "Trouvez votre expert IT freelance en 48\u00a0h",
  },
  {
    path: "/lif-talent/modele",
    file: "routes/talent-model.tsx",
    family: "talent",
    crumb: "Notre modèle",
    parent: "/services/lif-talent",
    title: "Le modèle LIF Talent\u00a0: commission fixe de 15\u00a0%, transparence totale",
    description:
      "Une commission fixe de 15\u00a0% ajoutée au TJM\u00a0: 700\u00a0€ de TJM, 805\u00a0€ facturés, le consultant garde son TJM. Nos piliers et le cycle de mission en six étapes.",
    h1: "Un modèle transparent\u00a0: 15\u00a0% de commission, rien de caché",
  },
  {
    path: "/lif-talent/backoffice-afrique",
    file: "routes/talent-backoffice.tsx",
    family: "talent",
    crumb: "Back-office Afrique",
    parent: "/services/lif-talent",
    title: "Back-office Afrique\u00a0: recherche et évaluation des talents | LIF Talent",
    description:
      "Recherche de talents, évaluation technique «\u00a0LIF Approved\u00a0», formation et centre de production nearshore\u00a0: le back-office africain de LIF Talent, de Tunis à Abidjan.",
    h1: "L’équipe africaine derrière chaque mission LIF Talent",
  },
  {
    path: "/about",
    file: "routes/about.tsx",
    family: "group",
    crumb: "Qui sommes-nous",
    parent: "/",
    title: "Qui Sommes-Nous - LIF Group",
    description:
      "De Tunis en 2018 à Casablanca en 2025 : l’histoire, la vision, la mission et les six valeurs de LIF Group, groupe de conseil IT entre l’Europe et l’Afrique.",
    h1: "Qui sommes-nous ?",
  },
  {
    path: "/le-groupe",
    file: "routes/group.tsx",
    family: "group",
    crumb: "Le groupe",
    parent: "/",
    title: "Le groupe LIF : histoire, direction et chiffres clés | LIF Group",
    description:
      "Plus de 60 collaborateurs, 3 bureaux en Afrique, plus de 30 clients et 98 % de fidélisation : découvrez le groupe LIF, sa direction et ses valeurs.",
    h1: "Le groupe LIF",
  },
  {
    path: "/nos-engagements",
    file: "routes/commitments.tsx",
    family: "group",
    crumb: "Nos engagements",
    parent: "/",
    title: "Nos engagements : durabilité, diversité, éthique | LIF Group",
    description:
      "120 tonnes de CO2 évitées en 2023, 48 % de femmes, plus de 200 professionnels certifiés : les engagements responsables de LIF Group.",
    h1: "Nos engagements",
  },
  {
    path: "/partners",
    file: "routes/partners.tsx",
    family: "group",
    crumb: "Partenaires",
    parent: "/",
    title: "Nos Partenaires - LIF Group",
    description:
      "Éditeurs, écoles et acteurs du numérique : découvrez les partenaires de LIF Group et les raisons de construire avec nous un pont IT entre l’Europe et l’Afrique.",
    h1: "Nos partenaires",
  },
  {
    path: "/contact",
    file: "routes/contact.tsx",
    family: "group",
    crumb: "Contact",
    parent: "/",
    title: "Contactez LIF Group | Expert en Solutions Nearshoring",
    description:
      "Une question sur le nearshore, la formation ou nos experts freelances ? Écrivez-nous, ou appelez-nous du lundi au vendredi, de 9 h à 18 h : un interlocuteur basé à Paris vous répond.",
    h1: "Contactez-nous",
  },
  {
    path: "/politique-confidentialite",
    file: "routes/privacy-policy.tsx",
    family: "legal",
    crumb: "Politique de confidentialité",
    parent: "/",
    title: "Politique de confidentialité | LIF Group",
    description:
      "Comment LIF Group collecte, utilise et protège vos données personnelles, combien de temps elles sont conservées et comment exercer vos droits.",
    h1: "Politique de confidentialité",
  },
  {
    path: "/mentions-legales",
    file: "routes/legal-notice.tsx",
    family: "legal",
    crumb: "Mentions légales",
    parent: "/",
    title: "Mentions légales | LIF Group",
    description:
      "Éditeur, directeur de la publication, hébergeur et conditions d’utilisation du site de LIF Group.",
    h1: "Mentions légales",
  },
  {
    path: "/politique-de-securite",
    file: "routes/security-policy.tsx",
    family: "legal",
    crumb: "Politique de sécurité",
    parent: "/",
    title: "Politique de sécurité | LIF Group",
    description:
      "Gouvernance, contrôle d’accès, protection des données, gestion des incidents : la politique de sécurité de l’information de LIF Group.",
    h1: "Politique de sécurité",
  },
] as const satisfies readonly PageEntry[];

export type PagePath = (typeof PAGES)[number]["path"];

const BY_PATH = new Map<string, PageEntry>(PAGES.map((page) => [page.path, page]));

/** The entry of a known path; throws for an unknown one so a typo fails the build, not the visitor. */
export function getPage(path: PagePath): PageEntry {
  const page = BY_PATH.get(path);
  if (!page) throw new Error(`Unknown page ${path}`);
  return page;
}

/** From the home page down to this page, each step with its crumb; the last item is the page itself. */
export function breadcrumb(path: PagePath): { label: string; to: PagePath }[] {
  const trail: { label: string; to: PagePath }[] = [];
  for (
    let page: PageEntry | undefined = getPage(path);
    page;
    page = page.parent ? BY_PATH.get(page.parent) : undefined
  ) {
    trail.unshift({ label: page.crumb, to: page.path as PagePath });
  }
  return trail;
}

/** Title and description of a page for one variant. */
export function pageCopy(page: PageEntry, variant: Variant): { title: string; description: string } {
  return variant === "be" && page.be ? page.be : { title: page.title, description: page.description };
}
