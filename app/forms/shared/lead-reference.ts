/**
 * A lead's reference, made in the browser when it is first sent: `LIF-7K3Q-9P`. Six random characters from
 * an alphabet without look-alikes (no 0/O, 1/I/L, U), so it reads out on the phone; 30^6 = 729 million values.
 * Two leads share one with probability about n² / (2 × 30^6): 1 in 36 000 for a day of 200 leads
 * (docs/decisions/020, and lead-reference.test.ts measures it on a large sample).
 */
export const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const REFERENCE_RANDOM_LENGTH = 6;
export const REFERENCE_PATTERN = /^LIF-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{2}$/;

/** `random` fills an array with random 32-bit values (crypto.getRandomValues in the browser). */
export function newLeadReference(
  random: (array: Uint32Array) => Uint32Array = (array) => crypto.getRandomValues(array),
): string {
  const values = random(new Uint32Array(REFERENCE_RANDOM_LENGTH));
  // 2^32 is not a multiple of the alphabet's length: a bias of 1 in 143 million, nothing next to the odds above.
  const chars = Array.from(values, (value) => REFERENCE_ALPHABET[value % REFERENCE_ALPHABET.length]).join("");
  return `LIF-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
