import {
  capitalize,
  count,
  formatEuro,
  formatNumber,
  frenchDate,
  hours,
  hoursSpan,
  inWords,
  listFr,
  moreThan,
  nb,
  percentRange,
  span,
  typeset,
  typesetAll,
  typesetReference,
} from "./french";

describe("formatNumber", () => {
  /** The reference: what formatNumber replaces in the browser. */
  const intlFr = (digits: number) =>
    // biome-ignore lint/style/noRestrictedGlobals: the reference formatNumber is compared with, in Node only.
    new Intl.NumberFormat("fr-FR", { maximumFractionDigits: digits });

  // Whole numbers, thousands, the halves that Intl rounds away from zero, and values whose binary form sits
  // just under the half (1.005, 2.675).
  const values = [
    0, 1, 7, 42, 98.2, 100, 700, 999, 1000, 1035, 5000, 20000, 123456.789, 1234567, 0.5, 1.5, 2.5, 12.25,
    12.35, 1.005, 2.675, 684.25, 87.4999, 99.95, 0.05, -3.5, -1234.5,
  ];

  it.each([0, 1, 2, 3])("writes what Intl.NumberFormat fr-FR writes, with at most %i decimals", (digits) => {
    const intl = intlFr(digits);
    for (const value of values) expect(formatNumber(value, digits), String(value)).toBe(intl.format(value));
  });

  it("writes every value from 0 to 100 in tenths as Intl does", () => {
    const intl = intlFr(1);
    for (let tenths = 0; tenths <= 1000; tenths += 1) {
      const value = tenths / 10;
      expect(formatNumber(value, 1)).toBe(intl.format(value));
    }
  });
});

describe("formatEuro", () => {
  it.each([
    [700, `700\u00a0€`],
    [684.25, `684,25\u00a0€`],
    [1035, `1\u202f035\u00a0€`],
  ])("writes %d as %j", (amount, expected) => {
    expect(formatEuro(amount)).toBe(expected);
  });
});

describe("French wording helpers", () => {
  it.each([
    ["98 %", "98\u00a0%"],
    ["120 tonnes", "120\u00a0tonnes"],
    [11, "11"],
  ])("keeps %s on one line", (figure, expected) => {
    expect(nb(figure)).toBe(expected);
  });

  it.each([
    ["30+", "plus de 30"],
    ["60+", "plus de 60"],
    ["98 %", "98\u00a0%"],
  ])("writes %s out as %s", (figure, expected) => {
    expect(moreThan(figure)).toBe(expected);
  });

  it("writes hours and spans of hours with a non-breaking space", () => {
    expect(hours(48)).toBe("48\u00a0h");
    expect(hoursSpan({ min: 0, max: 2 })).toBe("0 à 2\u00a0h");
    expect(hoursSpan({ min: 1, max: 1 })).toBe("1\u00a0h");
  });

  it.each([
    [7, false, "sept"],
    [8, true, "Huit"],
    [17, true, "Dix-sept"],
    [21, true, "21"],
  ])("writes %i in words (capital: %s) as %s", (count, capital, expected) => {
    expect(inWords(count, { capital })).toBe(expected);
  });
});

describe("listFr", () => {
  it.each([
    [["Tunis"], "et", "Tunis"],
    [["Tunis", "Dakar"], "et", "Tunis et Dakar"],
    [["Tunis", "Dakar", "Abidjan"], "ou", "Tunis, Dakar ou Abidjan"],
  ])("joins %j with %s", (items, and, expected) => {
    expect(listFr(items, and)).toBe(expected);
  });
});

describe("capitalize", () => {
  it("capitalizes the first letter only, accents included", () => {
    expect(capitalize("plus de 30")).toBe("Plus de 30");
    expect(capitalize("équipes IT")).toBe("Équipes IT");
  });
});

describe("counts and ranges", () => {
  it("writes a count, a range and a range of percentages with non-breaking spaces", () => {
    expect(count(15, "jours")).toBe("15\u00a0jours");
    expect(span({ min: 1, max: 3 }, "mois")).toBe("1 à 3\u00a0mois");
    expect(span({ min: 2, max: 2 }, "semaines")).toBe("2\u00a0semaines");
    expect(percentRange({ min: 30, max: 50 })).toBe("30 à 50\u00a0%");
  });
});

describe("frenchDate", () => {
  it("writes an ISO date as French prose, the first of the month as « 1er »", () => {
    expect(frenchDate("2026-11-26")).toBe("26\u00a0novembre 2026");
    expect(frenchDate("2026-01-01")).toBe("1er\u00a0janvier 2026");
    expect(frenchDate("2025-08-09")).toBe("9\u00a0août 2025");
  });

  it("refuses what is not an ISO date", () => {
    expect(() => frenchDate("26/11/2026")).toThrow("Not an ISO date");
    expect(() => frenchDate("2026-13-01")).toThrow("Not an ISO date");
  });
});

describe("typeset", () => {
  it("sets what an editor types with an ordinary keyboard", () => {
    expect(typeset("Horaires : du lundi au vendredi ; fermé l'été ! Rappel en 48h ? « Oui »")).toBe(
      "Horaires\u00a0: du lundi au vendredi\u00a0; fermé l’été\u00a0! Rappel en 48\u00a0h\u00a0? «\u00a0Oui\u00a0»",
    );
  });

  it("leaves text already set, and figures that are not hours, unchanged", () => {
    const set = "Siège\u00a0: 10 rue de la Paix, 75002 Paris";
    expect(typeset(set)).toBe(set);
    expect(typeset("1053 Les Berges du Lac, Tunis")).toBe("1053 Les Berges du Lac, Tunis");
  });

  it("sets every string of a block of settings", () => {
    expect(typesetAll({ a: "l'adresse", b: { c: "Note : x" }, d: null })).toEqual({
      a: "l’adresse",
      b: { c: "Note\u00a0: x" },
      d: null,
    });
  });
});

describe("typesetReference", () => {
  it("keeps « n° » with its number and a day with its month, and types the rest as typeset does", () => {
    expect(
      typesetReference("décret n° 2024-394 du 29 avril 2024, revalorisé chaque 1er janvier : voir l'arrêté"),
    ).toBe(
      "décret n°\u00a02024-394 du 29\u00a0avril 2024, revalorisé chaque 1er\u00a0janvier\u00a0: voir l’arrêté",
    );
    expect(typesetReference("décret n°\u00a02026-127 du 24\u00a0février 2026")).toBe(
      "décret n°\u00a02026-127 du 24\u00a0février 2026",
    );
  });
});
