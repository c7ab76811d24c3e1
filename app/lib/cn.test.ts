import { cn } from "./cn";

describe("cn", () => {
  it("joins classes, conditional ones and arrays, in order", () => {
    expect(cn("text-lead", false && "hidden", ["text-ink-600", undefined], { "font-bold": true })).toBe(
      "text-lead text-ink-600 font-bold",
    );
  });
  it("merges nothing: a block's overridable defaults are where: utilities instead (app.css)", () => {
    expect(cn("where:p-6", "p-8")).toBe("where:p-6 p-8");
  });
});
