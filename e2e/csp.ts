import type { Page } from "@playwright/test";
import { expect } from "./support";

/**
 * Listening for Content-Security-Policy violations in the page (csp.spec.ts, and the 1280 px keyboard walk of
 * every page in focus-and-reflow.spec.ts, which shares its page loads with the per-page check). A violation is
 * also a console error, which the shared fixture turns into a failure in every other browser test.
 */
type Watched = Window & { cspViolations?: string[] };

/** From the next navigation on, every `securitypolicyviolation` of the page is recorded. */
export async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const w = window as Watched;
      w.cspViolations ??= [];
      w.cspViolations.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
}

/** The violations recorded since the page loaded. */
export const violations = (page: Page) => page.evaluate(() => (window as Watched).cspViolations ?? []);

/**
 * The cookie bar shows and its buttons work only once the page's script has run: a click that hides it proves
 * it. Then no violation was recorded on the page (`what` names it in the failure).
 */
export async function expectHydratedWithoutViolation(page: Page, what: string): Promise<void> {
  const choice = page.getByRole("button", { name: "Accepter l’essentiel" });
  await choice.click();
  await expect(choice, `${what} : la bannière répond`).toBeHidden();
  expect(await violations(page), `${what} : violations CSP`).toEqual([]);
}
