import { clampPercent, formatPercent, printedValue, sharesOf } from "./chart-value";

describe("formatPercent", () => {
  it.each([
    [42, "42\u00a0%"],
    [42.5, "42,5\u00a0%"],
    [98.24, "98,2\u00a0%"],
    [0, "0\u00a0%"],
  ])("writes %d as %j", (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe("clampPercent", () => {
  it.each([
    [-5, 0],
    [37, 37],
    [140, 100],
    [Number.NaN, 0],
  ])("keeps %d within the bar as %d", (value, expected) => {
    expect(clampPercent(value)).toBe(expected);
  });
});

describe("printedValue", () => {
  it("prints the item's own wording, or else its value as a French percentage", () => {
    expect(printedValue({ label: "Web", value: 42, display: "42 % des missions" })).toBe("42 % des missions");
    expect(printedValue({ label: "Web", value: 42.5 })).toBe("42,5\u00a0%");
  });
});

describe("sharesOf", () => {
  it("scales the values to fill 100 %, a negative value counting as nothing", () => {
    expect(
      sharesOf([
        { label: "a", value: 30 },
        { label: "b", value: 10 },
        { label: "c", value: -5 },
      ]),
    ).toEqual([75, 25, 0]);
  });

  it("gives every item 0 rather than dividing by zero when nothing is positive", () => {
    expect(sharesOf([{ label: "a", value: 0 }])).toEqual([0]);
  });
});
