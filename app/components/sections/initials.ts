/** Words that carry no initial in a French job title ("Directrice des opérations" → "DO"). */
const SMALL_WORDS = new Set(["de", "des", "du", "la", "le", "les", "et", "en", "à", "of", "and"]);

/**
 * Two capital letters for a monogram, drawn from a role rather than a name:
 * "DSI" → "DS", "Responsable RH" → "RR", "Directrice des opérations" → "DO".
 */
export function initials(role: string): string {
  const words = role
    .split(/[\s\-/,]+/)
    .map((word) => word.replace(/^[dl][’']/i, ""))
    .filter((word) => word.length > 0 && !SMALL_WORDS.has(word.toLowerCase()));
  const [first, second] = words;
  if (!first) return "";
  const letters = second ? `${first.charAt(0)}${second.charAt(0)}` : first.slice(0, 2);
  return letters.toLocaleUpperCase("fr-FR");
}
