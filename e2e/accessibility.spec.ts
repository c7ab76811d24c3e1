import type { Page } from "@playwright/test";
import { PAGES } from "../app/pages";
import { expectNoAxeViolations, WCAG } from "./axe";
import { expect, test } from "./support";

// The one whole-page axe check of each page as it loads (1280 px, banner closed): the page specs do not repeat
// it, they run axe only on states of their own (375 px, disclosures open, a form's errors or outcome).
const EVERY_PAGE = [...PAGES, { path: "/page-inconnue" }];
// The banner is the same markup on every page, and each page's own content is checked with the banner closed:
// with the banner shown, one page of each family (each layout) and the not-found page are enough, at a fraction
// of the time (axe takes 5 to 20 s a page).
const ONE_PAGE_PER_FAMILY = new Set([
  ...PAGES.filter((page, index) => PAGES.findIndex(({ family }) => family === page.family) === index).map(
    ({ path }) => path,
  ),
  "/page-inconnue",
]);
const BANNER = { name: "Vos cookies, votre choix" };

/** Loads the page; Chromium reports a document's 404 status as a console error: expected for the not-found page only. */
async function open(page: Page, path: string, consoleErrors: string[]) {
  const response = await page.goto(path);
  if (response?.status() === 404) {
    await expect.poll(() => consoleErrors).toEqual([expect.stringContaining("status of 404")]);
    consoleErrors.length = 0;
  }
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

// The pages of ONE_PAGE_PER_FAMILY are checked twice on one load (decision 028): axe with the banner shown, then
// the visitor's choice (« Accepter l’essentiel », the choice the other pages are loaded with), then axe with the
// banner closed. Each axe run is its own step, so a failure names the state it was found in.
test.describe("axe, cookie banner shown, then closed by the visitor's choice", () => {
  test.use({ cookieChoice: null });

  for (const path of ONE_PAGE_PER_FAMILY) {
    test(`${path} has no accessibility violation, banner shown or closed`, async ({
      page,
      consoleErrors,
    }) => {
      // axe over a whole page takes 10-20 s on a shared two-core machine (18 s for the home page): more than the
      // default 30 s budget once other suites run beside it. Twice here: the budget of the two tests this one
      // replaces (each `test.slow()`, 90 s). A longer budget, not a retry.
      test.setTimeout(2 * 90_000);
      await open(page, path, consoleErrors);
      await test.step("cookie banner shown: no accessibility violation", async () => {
        await expect(page.getByRole("region", BANNER)).toBeVisible();
        await expectNoAxeViolations(page, { tags: WCAG });
      });
      await test.step("the visitor's choice closes the banner", async () => {
        const banner = page.getByRole("region", BANNER);
        await banner.getByRole("button", { name: "Accepter l’essentiel" }).click();
        await expect(banner).toBeHidden();
      });
      await test.step("cookie banner closed: no accessibility violation", async () => {
        await expectNoAxeViolations(page, { tags: WCAG });
      });
    });
  }
});

test.describe("axe, cookie banner hidden", () => {
  test.use({ cookieChoice: "essential" });

  for (const { path } of EVERY_PAGE.filter(({ path }) => !ONE_PAGE_PER_FAMILY.has(path))) {
    test(`${path} has no accessibility violation`, async ({ page, consoleErrors }) => {
      // See above: a longer budget for axe on a loaded machine, not a retry.
      test.slow();
      await open(page, path, consoleErrors);
      await expectNoAxeViolations(page, { tags: WCAG });
    });
  }
});
