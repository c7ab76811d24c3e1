import AxeBuilder from "@axe-core/playwright";
import { PAGES } from "../app/pages";
import { expect, test } from "./support";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const banner of ["hidden", "shown"] as const) {
  test.describe(`axe, cookie banner ${banner}`, () => {
    test.use({ cookieChoice: banner === "hidden" ? "essential" : null });

    for (const { path } of [...PAGES, { path: "/page-inconnue" }]) {
      test(`${path} has no accessibility violation`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        if (banner === "shown")
          await expect(page.getByRole("region", { name: "Vos cookies, votre choix" })).toBeVisible();
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
        expect(
          violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) })),
        ).toEqual([]);
      });
    }
  });
}
