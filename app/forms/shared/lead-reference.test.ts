import {
  newLeadReference,
  REFERENCE_ALPHABET,
  REFERENCE_PATTERN,
  REFERENCE_RANDOM_LENGTH,
} from "./lead-reference";

const SPACE = REFERENCE_ALPHABET.length ** REFERENCE_RANDOM_LENGTH;

/** Expected number of colliding pairs among n draws from `SPACE` values (the birthday bound). */
const expectedPairs = (n: number) => (n * (n - 1)) / (2 * SPACE);

describe("lead reference", () => {
  it("reads LIF-XXXX-XX, from an alphabet without look-alikes", () => {
    for (let i = 0; i < 1000; i += 1) expect(newLeadReference()).toMatch(REFERENCE_PATTERN);
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILOU]/);
    expect(SPACE).toBe(729_000_000);
  });

  it("uses every character of the alphabet from the random source", () => {
    const values = [0, 1, 29, 30, 2 ** 32 - 1, 7];
    expect(newLeadReference((array) => array.map((_, index) => values[index] ?? 0))).toBe(
      `LIF-${REFERENCE_ALPHABET[0]}${REFERENCE_ALPHABET[1]}${REFERENCE_ALPHABET[29]}${REFERENCE_ALPHABET[0]}-${REFERENCE_ALPHABET[(2 ** 32 - 1) % 30]}${REFERENCE_ALPHABET[7]}`,
    );
  });

  // A measure, not a proof: 100 000 references (years of the site's leads) collide about as often as the
  // birthday bound says (6.9 pairs expected). A biased generator would collide far more; the upper bound sits
  // 7 standard deviations (√6.9 ≈ 2.6) above the expectation, so a fair generator never fails it.
  it("collides no more than the birthday bound says, measured on 100 000 references", {
    timeout: 60_000,
  }, () => {
    const n = 100_000;
    const seen = new Map<string, number>();
    for (let i = 0; i < n; i += 1) {
      const reference = newLeadReference();
      seen.set(reference, (seen.get(reference) ?? 0) + 1);
    }
    let pairs = 0;
    for (const count of seen.values()) pairs += (count * (count - 1)) / 2;
    const expected = expectedPairs(n);
    expect(expected).toBeCloseTo(6.86, 2);
    expect(pairs).toBeLessThanOrEqual(25);
  });

  it("makes two leads of the same busy day share a reference about once in 36 000 days", () => {
    // 200 leads in one day, far above the site's traffic: the chance that any two share a reference.
    expect(1 / expectedPairs(200)).toBeGreaterThan(36_000);
  });
});
