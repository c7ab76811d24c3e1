/** French typography and wording helpers for copy computed from facts. */

export const NBSP = "\u00a0";

/** A figure that must not break across two lines: "98 %" → "98 %" with a non-breaking space. */
export const nb = (figure: string | number): string => String(figure).replace(/ /g, NBSP);

/**
 * A number as `Intl.NumberFormat("fr-FR", { maximumFractionDigits })` writes it (20000 → "20 000" with a narrow
 * no-break space, 98.25 → "98,25"), without Intl: the first Intl formatter a page creates loads the locale's ICU
 * data, 15 to 25 ms on one task, the largest of a page's start once stretched to a phone (docs/decisions/015).
 * Rounds half away from zero on the decimal digits, as Intl does (1.005 → "1,01"). For the figures pages print:
 * JavaScript writes numbers under 10⁻⁶ or from 10²¹ with an exponent, which this does not read.
 */
export function formatNumber(value: number, maximumFractionDigits: number): string {
  // Shifts the decimal string ("1.005e2" is exactly 100.5), not the binary value (1.005 × 100 = 100.4999…).
  const scaled = Math.round(Number(`${Math.abs(value)}e${maximumFractionDigits}`));
  const [whole = "", fraction] = String(Number(`${scaled}e-${maximumFractionDigits}`)).split(".");
  const sign = value < 0 ? "-" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, "\u202f")}${fraction ? `,${fraction}` : ""}`;
}

/** An amount as French readers write it: 700 → "700 €", 684.25 → "684,25 €", 1035 → "1 035 €". */
export const formatEuro = (amount: number): string => `${formatNumber(amount, 2)}${NBSP}€`;

/** The same text with a capital first letter, for the start of a sentence. */
export const capitalize = (text: string): string => text.charAt(0).toLocaleUpperCase("fr-FR") + text.slice(1);

/** "30+" → "plus de 30": a "n+" figure written out in a sentence. */
export const moreThan = (figure: string): string =>
  figure.endsWith("+") ? `plus de ${nb(figure.slice(0, -1))}` : nb(figure);

/** A number of hours with its non-breaking space: 2 → "2 h". */
export const hours = (count: number): string => `${count}${NBSP}h`;

/** A span of hours: "0 à 2 h", or "1 h" when both ends meet. */
export const hoursSpan = ({ min, max }: { min: number; max: number }): string =>
  min === max ? hours(min) : `${min} à ${hours(max)}`;

const WORDS = [
  "zéro",
  "un",
  "deux",
  "trois",
  "quatre",
  "cinq",
  "six",
  "sept",
  "huit",
  "neuf",
  "dix",
  "onze",
  "douze",
  "treize",
  "quatorze",
  "quinze",
  "seize",
  "dix-sept",
  "dix-huit",
  "dix-neuf",
  "vingt",
];

/** A small whole number in words, as French copy writes it at the start of a sentence; digits beyond twenty. */
export function inWords(count: number, { capital = false } = {}): string {
  const word = WORDS[count] ?? String(count);
  return capital ? capitalize(word) : word;
}

/** "Tunis, Dakar et Abidjan": a French enumeration, its last two items joined by `and` ("et", "ou"). */
export function listFr(items: readonly string[], and = "et"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${and} ${items.at(-1)}`;
}

type Range = { min: number; max: number };

/** A count with its unit: (15, "jours") → "15 jours", kept on one line. */
export const count = (value: number, unit: string): string => `${value}${NBSP}${unit}`;

/** A range with its unit: ({ min: 1, max: 3 }, "mois") → "1 à 3 mois". */
export const span = ({ min, max }: Range, unit: string): string =>
  min === max ? count(min, unit) : `${min} à ${count(max, unit)}`;

/** A range of percentages as French prose writes it: { min: 30, max: 50 } → "30 à 50 %". */
export const percentRange = ({ min, max }: Range): string => `${min} à ${max}${NBSP}%`;

const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
] as const;

/** An ISO date as French prose writes it: "2026-11-26" → "26 novembre 2026", "2026-01-01" → "1er janvier 2026". */
export function frenchDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`Not an ISO date: ${iso}`);
  const day = Number(match[3]);
  return `${day === 1 ? "1er" : day}${NBSP}${month} ${match[1]}`;
}

/**
 * French typography for a text an editor typed in the CMS with an ordinary keyboard: a no-break space before
 * : ; ! ? and inside « », typographic apostrophes, « 48 h ». For prose fields only: a URL, an e-mail address or a
 * phone number is left as typed. Idempotent, so text already set correctly goes through unchanged.
 */
export function typeset(text: string): string {
  return text
    .replace(/[ \u00a0\u202f]*([:;!?])(?=\s|$)/g, `${NBSP}$1`)
    .replace(/«[ \u00a0]*/g, `«${NBSP}`)
    .replace(/[ \u00a0]*»/g, `${NBSP}»`)
    .replace(/(\p{L})'(?=\p{L})/gu, "$1’")
    .replace(/\b(\d+) ?h(?![\p{L}\d])/gu, `$1${NBSP}h`);
}

/**
 * `typeset`, and the no-break spaces a legal reference needs: after « n° » and between a day and its month
 * (« décret n° 2024-394 du 29 avril 2024 », « chaque 1er janvier »), so that neither is split across two lines.
 */
export function typesetReference(text: string): string {
  return typeset(text)
    .replace(/n° /g, `n°${NBSP}`)
    .replace(new RegExp(`\\b(1er|\\d{1,2}) (${MONTHS.join("|")})\\b`, "gu"), `$1${NBSP}$2`);
}

/** The same object with every string in it typeset (see typeset): for a block of prose settings. */
export function typesetAll<T>(value: T): T {
  if (typeof value === "string") return typeset(value) as T;
  if (Array.isArray(value)) return value.map(typesetAll) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, typesetAll(inner)])) as T;
  }
  return value;
}
