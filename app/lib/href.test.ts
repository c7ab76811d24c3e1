import type { Href } from "./href";

/** Links are checked by the compiler: `tsc --noEmit` (npm run check) fails if a line marked below compiles. */
const accepted: Href[] = [
  "/contact",
  "/services/lif-shore#guide",
  "/contact?formation=ceh",
  "#candidature",
  "https://www.linkedin.com/company/lif-group",
  "mailto:contact@lif-group.fr",
  "tel:+33199001234",
];

// @ts-expect-error a path that is not a page of the page table
const typo: Href = "/contcat";
// @ts-expect-error a legacy path is a redirect, not a page
const legacy: Href = "/lif-shore";
// @ts-expect-error plain http is not accepted
const insecure: Href = "http://example.com";

describe("Href", () => {
  it("accepts pages, fragments, queries and external addresses", () => {
    expect(accepted).toHaveLength(7);
    expect([typo, legacy, insecure]).toHaveLength(3);
  });
});
