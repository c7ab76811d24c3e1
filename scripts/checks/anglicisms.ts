/**
 * English words a French reader should not meet on the site, each with the French the copy uses instead.
 * The typography check (typography.ts) fails on any of them in the visible text of a page; extend as needed.
 */
export const ANGLICISMS: readonly { pattern: RegExp; word: string; french: string }[] = [
  { pattern: /\bdaily\b/i, word: "daily", french: "point quotidien" },
  { pattern: /\bscaling\b/i, word: "scaling", french: "montée en charge, ajustement" },
  { pattern: /\ble run\b/i, word: "le run", french: "l’exploitation" },
  { pattern: /\bbacklog\b/i, word: "backlog", french: "carnet de produit" },
  { pattern: /\bKPI\b/, word: "KPI", french: "indicateur clé" },
  { pattern: /\buptime\b/i, word: "uptime", french: "disponibilité" },
  { pattern: /\bhelpdesk\b/i, word: "helpdesk", french: "centre d’assistance" },
  { pattern: /\bdelivery\b/i, word: "delivery", french: "production, livraison" },
  { pattern: /\bmatching\b/i, word: "matching", french: "mise en relation" },
  { pattern: /\bfeedback\b/i, word: "feedback", french: "retour" },
  { pattern: /\bcall\b/i, word: "call", french: "appel" },
  { pattern: /\bTime (?:&|and) Materials?\b/i, word: "Time & Material", french: "régie" },
  { pattern: /\bas a Service\b/i, word: "as a Service", french: "externalisé (SOC externalisé)" },
  { pattern: /\bdigital(?:e|es|s)?\b/i, word: "digital", french: "numérique" },
  { pattern: /\bturnover\b/i, word: "turnover", french: "rotation des équipes" },
  { pattern: /\bEmail\b/, word: "Email", french: "E-mail (libellé), adresse e-mail" },
  { pattern: /\bsourcing\b/i, word: "sourcing", french: "recherche de talents" },
  { pattern: /\bdata\b(?! Privacy Framework)/i, word: "data", french: "données, science des données" },
  { pattern: /\bscale-ups?\b/i, word: "scale-up", french: "entreprise en forte croissance" },
  { pattern: /\bmanagement\b/i, word: "management", french: "pilotage, gestion" },
];
