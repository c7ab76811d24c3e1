import {
  capitalize,
  count,
  hours,
  hoursSpan,
  inWords,
  listFr,
  moreThan,
  nb,
  percentRange,
  span,
} from "./french";

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
    expect(percentRange({ min: 30, max: 50 })).toBe("30-50\u00a0%");
  });
});
