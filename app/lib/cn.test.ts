import { cn } from "./cn";

describe("cn", () => {
  it("keeps a type-scale size beside a text colour", () => {
    expect(cn("text-lead", "text-ink-600")).toBe("text-lead text-ink-600");
  });
  it("lets a later size override an earlier one", () => {
    expect(cn("text-h2", "text-display")).toBe("text-display");
  });
});
