import AxeBuilder from "@axe-core/playwright";
import { PAGES } from "../app/pages";
import { expect, test } from "./support";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const EVERY_PAGE = [...PAGES, { path: "/page-inconnue" }];
// The banner is the same markup on every page, and each page's own content is checked with the banner closed:
// with the banner shown, one page of each family (each layout) and the not-found page are enough, at a fraction
// of the time (axe takes 5 to 20 s a page).
const ONE_PAGE_PER_FAMILY = [
  ...PAGES.filter((page, index) => PAGES.findIndex(({ family }) => family === page.family) === index),
  { path: "/page-inconnue" },
];

for (const banner of ["hidden", "shown"] as const) {
  test.describe(`axe, cookie banner ${banner}`, () => {
    test.use({ cookieChoice: banner === "hidden" ? "essential" : null });

    for (const { path } of banner === "hidden" ? EVERY_PAGE : ONE_PAGE_PER_FAMILY) {
      test(`${path} has no accessibility violation`, async ({ page, consoleErrors }) => {
        // axe over a whole page takes 10-20 s on a shared two-core machine (18 s for the home page): more
        // than the default 30 s budget once other suites run beside it. A longer budget, not a retry.
        test.slow();
        const response = await page.goto(path);
        // Chromium reports a document's 404 status as a console error: expected for the not-found page only.
        if (response?.status() === 404) {
          await expect.poll(() => consoleErrors).toEqual([expect.stringContaining("status of 404")]);
          consoleErrors.length = 0;
        }
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        if (banner === "shown")
          await expect(page.getByRole("region", { name: "Vos cookies, votre choix" })).toBeVisible();
        // axe runs in the page itself (legacy mode) instead of per frame and then again in a blank tab that
        // merges the frames' results: the same rules on the same nodes for a page with no frame, which these
        // pages are (checked), at a fraction of the cost.
        await expect(page.locator("iframe")).toHaveCount(0);
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG).setLegacyMode().analyze();
        expect(
          violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) })),
        ).toEqual([]);
      });
    }
  });
}
