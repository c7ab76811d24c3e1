// Checks that the prerendered pages of every variant agree with one another (run by the build,
// scripts/checks/page-texts.ts). Each rule below recognises one kind of claim (a developer
// count, a savings range, a reply delay, a review frequency, a list of cities…) in the text a visitor reads and
// reduces it to a value; the build fails when one kind of claim shows two values anywhere on the site. The facts
// are written once in app/facts and app/site.config.ts: a failure here means a page wrote its own.
import { readableDocument } from "./readable-document";

export type Claim = { kind: string; value: string; excerpt: string };

type ClaimRule = {
  kind: string;
  pattern: RegExp;
  /** The claim's value from the match, or null when the match is not that claim after all. */
  value: (match: RegExpExecArray, text: string) => string | null;
};

const AFRICAN_CITY = "Tunis|Dakar|Abidjan|Casablanca|Alger|Yaoundé|Rabat|Douala|Lomé|Cotonou|Bamako";
const CITY_LIST = new RegExp(
  `(?:${AFRICAN_CITY})(?:, (?:${AFRICAN_CITY}))* (?:et|ou) (?:${AFRICAN_CITY})|(?:${AFRICAN_CITY}), (?:${AFRICAN_CITY}), (?:${AFRICAN_CITY})`,
);
const NUMBER_WORDS: Record<string, string> = { trois: "3", quatre: "4", cinq: "5", six: "6" };

const before = (match: RegExpExecArray, text: string, length: number) =>
  text.slice(Math.max(0, match.index - length), match.index);
const after = (match: RegExpExecArray, text: string, length: number) =>
  text.slice(match.index + match[0].length, match.index + match[0].length + length);
/** "30-50 %" and "30 à 50 %" are one value; so are "24 heures" and "24 h". */
const normalise = (value: string) =>
  value
    .replace(/(\d)\s*-\s*(\d)/g, "$1 à $2")
    .replace(/ heures\b/g, " h")
    .toLowerCase();

const REPLY_VERB = /répond|réponse|rappelle|recontact|contacte|revenons vers vous/;
/** The sentence a match sits in, up to it. */
const sentenceBefore = (match: RegExpExecArray, text: string) =>
  before(match, text, 100).split(".").at(-1) ?? "";
/** The rest of a match's clause, up to the next comma, semicolon or full stop. */
const clauseAfter = (match: RegExpExecArray, text: string) => after(match, text, 80).split(/[,;.]/)[0] ?? "";
/** The few words before a match, within its clause: a reply verb there makes the delay a reply delay. */
const clauseBefore = (match: RegExpExecArray, text: string) =>
  before(match, text, 30)
    .split(/[,;:.]| et /)
    .at(-1) ?? "";

export const CLAIM_RULES: readonly ClaimRule[] = [
  {
    kind: "nombre de développeurs",
    pattern:
      /(\d{1,3}(?: \d{3})+)\+?\s*(?:de )?développeurs|développeurs [^.]{0,40}?(?<!\d)(\d{1,3}(?: \d{3})+)\+?/,
    value: (match) => match[1] ?? match[2] ?? null,
  },
  {
    kind: "économies face à un recrutement local",
    pattern: /([Jj]usqu’à \d+ %|-\d+ %|\d+ ?(?:à|-) ?\d+ %)\s*d’économies/,
    value: (match) => normalise(match[1] ?? ""),
  },
  {
    kind: "économies face à un recrutement local",
    pattern: /d’économies[^.\d%]{0,60}?([Jj]usqu’à \d+ %|-\d+ %|\d+ ?(?:à|-) ?\d+ %)/,
    value: (match) => normalise(match[1] ?? ""),
  },
  {
    kind: "délai de réponse à une demande",
    pattern: /(?:sous|dans les|dans un délai de|en) (\d+ (?:heures|h)(?: ouvrées)?)/,
    value: (match, text) => {
      if (!REPLY_VERB.test(clauseBefore(match, text))) return null;
      if (/candidature/.test(clauseAfter(match, text)) || /candidature[^.]*$/.test(before(match, text, 100)))
        return null;
      return normalise(match[1] ?? "");
    },
  },
  {
    kind: "délai de réponse à une candidature",
    pattern: /(?:sous|dans les|en) (\d+ (?:heures|h)(?: ouvrées)?)/,
    value: (match, text) => {
      const candidature =
        /candidature/.test(clauseAfter(match, text)) || /candidature[^.]*$/.test(before(match, text, 100));
      return candidature && REPLY_VERB.test(`${sentenceBefore(match, text)}${clauseAfter(match, text)}`)
        ? normalise(match[1] ?? "")
        : null;
    },
  },
  {
    kind: "fréquence de revue des droits d’accès",
    pattern:
      /(?:droits|habilitations|accès)[^.]{0,50}?(?:revus|revues) (chaque mois|chaque trimestre|chaque année|tous les mois)|revue (?:régulière )?des (?:habilitations|accès) (chaque mois|chaque trimestre|mensuelle|trimestrielle)/,
    value: (match) => {
      const frequency = match[1] ?? match[2] ?? "";
      return /mois|mensuel/.test(frequency)
        ? "mensuelle"
        : /trimestr/.test(frequency)
          ? "trimestrielle"
          : frequency;
    },
  },
  {
    kind: "décalage horaire avec Paris",
    pattern: /(?:entre (\d+) et |(?<![\d,] h |à |\+))(\d+(?: à \d+)? h) (?:de décalage|d’écart)/,
    value: (match, text) => {
      if (
        /offshore/i.test(before(match, text, 80)) ||
        /^ (?:avec Paris )?en (?:hiver|été)/.test(after(match, text, 20))
      )
        return null;
      return match[1] ? `${match[1]} à ${match[2]}` : (match[2] ?? null);
    },
  },
  {
    kind: "titre du contact pour la protection des données",
    pattern: /\b(délégué|référent) à la protection des données/,
    value: (match) => match[1] ?? null,
  },
  {
    kind: "ville de supervision",
    pattern: /(?:supervisée?s?|pilotée?s?|encadrée?s?) depuis (Paris(?: et Bruxelles)?|Bruxelles)/,
    value: (match) => match[1] ?? null,
  },
  {
    kind: "participation forfaitaire CPF",
    pattern: /participation forfaitaire(?: obligatoire)?(?: de)? (\d+(?:,\d+)? €)/,
    value: (match) => match[1] ?? null,
  },
  {
    kind: "nombre de bureaux en Afrique",
    pattern: /(\d+|trois|quatre|cinq|six) bureaux en Afrique|bureaux en Afrique\s*(\d+)/,
    value: (match) => {
      const count = match[1] ?? match[2] ?? "";
      return NUMBER_WORDS[count] ?? count;
    },
  },
  {
    kind: "lieu des formations en présentiel",
    pattern:
      /en présentiel à (\p{Lu}[\p{L}-]+)|(?:formations?|parcours)[^.]{0,100}? à (Tunis|Paris) et à distance/iu,
    value: (match) => match[1] ?? match[2] ?? null,
  },
  {
    kind: "villes nommées ensemble",
    pattern: CITY_LIST,
    value: (match) => {
      const cities = [...new Set(match[0].match(new RegExp(AFRICAN_CITY, "g")) ?? [])].sort();
      // A list of fewer than three names a subset on purpose (« Dakar et Abidjan : 1 h en hiver »).
      if (cities.length < 3) return null;
      return cities.includes("Casablanca")
        ? `présence : ${cities.join(", ")}`
        : `centres : ${cities.join(", ")}`;
    },
  },
  {
    kind: "astreinte 24/7",
    pattern:
      /(?:extension|en option|option payante|supplément)[^.]{0,60}24\/7|24\/7[^.]{0,40}(?:en option|en supplément|payant)/i,
    value: () => "payante",
  },
  {
    kind: "astreinte 24/7",
    pattern: /24\/7[^.]{0,80}?inclus|inclus[^.]{0,40}24\/7/,
    value: () => "incluse",
  },
  {
    kind: "horaires d’ouverture",
    pattern: /Lun-Ven \d+h-\d+h|du lundi au vendredi,? de \d+ h à \d+ h/i,
    value: (match) => normalise(match[0]).replace(/,/g, ""),
  },
  {
    kind: "pénurie mondiale d’ici 2030",
    pattern: /(\d+) millions\s*de (développeurs|travailleurs qualifiés)/,
    value: (match) => `${match[1]} millions de ${match[2]}`,
  },
  {
    kind: "part du web dans le vivier",
    pattern: /\bWeb(?: et mobile)?\s*:?\s*(\d+) %/,
    value: (match) => match[0].replace(/\s*:?\s*(\d+) %$/, " : $1 %"),
  },
  {
    kind: "commission LIF Talent",
    pattern: /commission (?:fixe )?de (\d+ %)/,
    value: (match) => match[1] ?? null,
  },
  {
    kind: "préavis",
    pattern: /préavis de (\d+ jours)|(\d+ jours)\s*de préavis/,
    value: (match) => match[1] ?? match[2] ?? null,
  },
  {
    kind: "délai de présentation des profils",
    pattern: /[Pp]rofils(?: qualifiés| évalués)?(?: présentés)? (?:sous|en) (\d+ (?:h|heures|jours))\b/,
    value: (match) => normalise(match[1] ?? ""),
  },
  {
    kind: "taille du vivier de profils",
    pattern: /(\d{1,3}(?: \d{3})+)\+?\s*profils/,
    value: (match) => match[1] ?? null,
  },
  {
    kind: "délai de mise en place d’une équipe",
    pattern:
      /(?:équipe|talent)[^.]{0,40}?(?:opérationnelle|déployée|en place|intégrée?|prête)(?: en Afrique)? (?:en|sous) (\d+ jours)(?! ouvrés)/,
    value: (match) => match[1] ?? null,
  },
  // Sentences worded like the recruitment page's title, h1 and description (the same kind as its « votre talent
  // est intégré à votre équipe en 15 jours ») and the agile page's description. The search-engine copy
  // (content/referencement.json) now quotes these facts by their placeholders; a text typed with the figure
  // instead is still read here.
  {
    kind: "délai de mise en place d’une équipe",
    pattern: /[Rr]ecrut\p{L}* (?:de |vos )?talents IT (?:en Afrique|africains) en (\d+ jours)(?! ouvrés)/u,
    value: (match) => match[1] ?? null,
  },
  {
    kind: "délai d’adaptation d’une équipe",
    pattern: /(?:[Aa]daptation de l’équipe|[Éé]quipe est adaptée) en (\d+ jours ouvrés)/,
    value: (match) => match[1] ?? null,
  },
  {
    kind: "taille des groupes de formation",
    pattern: /groupes? de (\d+|\p{L}+) (?:personnes|participants|stagiaires|apprenants) au plus/u,
    value: (match) => match[1] ?? null,
  },
  {
    kind: "plafond CPF du répertoire spécifique",
    pattern: /(?:au plus|limite de) (\d[\d ]*(?:,\d+)? €)[^.]{0,80}?répertoire spécifique/,
    value: (match) => match[1] ?? null,
  },
  {
    kind: "taille du catalogue de formations",
    pattern: /(\d+) formations dans (\d+) domaines|(\d+) domaines, (\d+) formations/,
    value: (match) =>
      match[1]
        ? `${match[1]} formations, ${match[2]} domaines`
        : `${match[4]} formations, ${match[3]} domaines`,
  },
  {
    kind: "engagement initial",
    pattern: /[Ee]ngagements?(?: initial| courts?)? de (\d+ ?(?:à|-) ?\d+ mois)/,
    value: (match) => normalise(match[1] ?? ""),
  },
];

/** Every claim a text makes, rule by rule. The text is read with ordinary spaces for its non-breaking ones. */
export function claimsIn(raw: string): Claim[] {
  const text = raw.replace(/[\u00a0\u202f]/g, " ");
  const claims: Claim[] = [];
  for (const rule of CLAIM_RULES) {
    const pattern = new RegExp(rule.pattern.source, `${rule.pattern.flags.replace("g", "")}g`);
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      const value = rule.value(match, text);
      if (value)
        claims.push({
          kind: rule.kind,
          value,
          excerpt: text
            .slice(Math.max(0, match.index - 40), match.index + match[0].length + 20)
            .replace(/\s+/g, " ")
            .trim(),
        });
    }
  }
  return claims;
}

export type Contradiction = {
  kind: string;
  /** Each value, with the pages that state it and one excerpt. */
  values: { value: string; pages: string[]; excerpt: string }[];
};

/** The kinds of claim that show more than one value across the pages. */
export function contradictions(pages: readonly { page: string; text: string }[]): Contradiction[] {
  const byKind = new Map<string, Map<string, { pages: Set<string>; excerpt: string }>>();
  for (const { page, text } of pages) {
    for (const claim of claimsIn(text)) {
      const values = byKind.get(claim.kind) ?? new Map();
      const entry = values.get(claim.value) ?? { pages: new Set<string>(), excerpt: claim.excerpt };
      entry.pages.add(page);
      values.set(claim.value, entry);
      byKind.set(claim.kind, values);
    }
  }
  return [...byKind]
    .filter(([, values]) => values.size > 1)
    .map(([kind, values]) => ({
      kind,
      values: [...values].map(([value, { pages, excerpt }]) => ({
        value,
        pages: [...pages].sort(),
        excerpt,
      })),
    }));
}

/** The text a visitor reads on a page: title, description, text alternatives and body, each text node apart. */
export function pageText(html: string): string {
  return documentText(readableDocument(html));
}

/** The same text, of a page already parsed (readable-document.ts). */
export function documentText(document: Document): string {
  const texts = [
    document.title,
    document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
  ];
  for (const element of document.body.querySelectorAll("[alt], [aria-label]"))
    texts.push(element.getAttribute("alt") ?? element.getAttribute("aria-label") ?? "");
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? "");
  return texts.join(" ").replace(/\s+/g, " ").trim();
}
