import { clampPercent, formatPercent } from "./chart-value";

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
