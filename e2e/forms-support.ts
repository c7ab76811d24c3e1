import AxeBuilder from "@axe-core/playwright";
import type { Browser, Locator, Page } from "@playwright/test";
import { expect, type OutboxEntry, outboxFor } from "./support";

/** Helpers the form specs share: toasts, axe, the honeypot, the outbox, a page without JavaScript. */

/** The bot guard's minimum time from page load to sending (VITE_FORM_MIN_FILL_MS, 2 s by default). */
export const MIN_FILL_MS = 2000;

/** What a flagged lead carries (app/forms/shared/templates.ts). */
export const SPAM_SUSPECTED = "[Spam suspecté]";

export const SITE_EMAIL = "contact@lif-group.fr";
export const SITE_PHONE = "+33 1 99 00 12 34";
export const SITE_PHONE_HREF = "tel:+33199001234";

export const toast = (page: Page, title: RegExp | string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: title });

export async function expectToast(
  page: Page,
  title: RegExp | string,
  description: string | RegExp,
  type: "success" | "error",
) {
  const notice = toast(page, title);
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute("data-type", type);
  await expect(notice).toContainText(description);
}

/** No axe violation, measured once every toast has finished fading in (colours at full opacity). */
export async function expectNoAxeViolations(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-sonner-toast]")].every(
      (toast) => toast.getAttribute("data-mounted") === "true" && toast.getAnimations().length === 0,
    ),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

/** Removes the one console error the browser logs for a refused request: that refusal is the test's point. */
export function acceptRefusedRequest(consoleErrors: string[], status: number) {
  const index = consoleErrors.findIndex((text) => text.includes(`status of ${status}`));
  expect(index).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
}

/** Fills the field people never see, as a naive bot does. */
export async function fillHoneypot(form: Locator) {
  await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = "https://spam.example";
  });
}

/** Waits until the outbox holds `count` messages containing `marker`, then returns them. */
export async function outboxOf(page: Page, marker: string, count: number): Promise<OutboxEntry[]> {
  await expect.poll(() => outboxFor(page.request, marker).then((entries) => entries.length)).toBe(count);
  return outboxFor(page.request, marker);
}

/**
 * Stops the page's clock (timers, Date, performance.now) before it loads: whatever the machine's speed, what
 * the test does next happens "right after the page loaded". `page.clock.runFor()` then moves time on, and
 * `page.clock.resume()` lets it flow again (the toasts need it).
 */
export async function pauseClockAtLoad(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
}

/** Milliseconds since the page loaded, by the page's own (paused) clock: what the bot guard measures. */
export const timeSinceLoad = (page: Page) => page.evaluate(() => performance.now());

/**
 * With the clock paused, submits, checks that the bot guard holds the lead back until MIN_FILL_MS after the
 * page loaded (the button says it is sending, nothing reaches the sink), then lets time flow again.
 */
export async function submitRightAfterLoad(page: Page, form: Locator, marker: string) {
  const submitButton = form.locator('button[type="submit"]');
  const clickedAt = await timeSinceLoad(page);
  expect(clickedAt, "the clock is paused just after the page loaded").toBeLessThan(MIN_FILL_MS - 500);
  await submitButton.click();
  await expect(submitButton).toHaveText("Envoi en cours...");
  await expect(submitButton).toBeDisabled();
  // Up to 100 ms before the guard's deadline, nothing has left.
  await page.clock.runFor(MIN_FILL_MS - clickedAt - 100);
  expect(await outboxFor(page.request, marker)).toEqual([]);
  await page.clock.resume();
}

/**
 * The page as a visitor without JavaScript sees it, in a context of its own (the shared fixture waits for
 * hydration, which never comes). The caller closes the context.
 */
export async function openWithoutJavaScript(browser: Browser, path: string, baseURL: string | undefined) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

/** With JavaScript off, a form shows no dead button: it says so and gives the e-mail and phone instead. */
export async function expectNoScriptAlternative(form: Locator, submitLabel: string) {
  await expect(form.getByRole("button", { name: submitLabel })).toBeHidden();
  // Playwright's text search skips <noscript>: read the notice itself.
  const notice = form.locator("noscript > p");
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(
    `Ce formulaire a besoin de JavaScript, désactivé dans votre navigateur. Écrivez-nous à ${SITE_EMAIL} ou appelez-nous au ${SITE_PHONE}.`,
  );
  await expect(form.getByRole("link", { name: SITE_EMAIL })).toHaveAttribute("href", `mailto:${SITE_EMAIL}`);
  await expect(form.getByRole("link", { name: SITE_PHONE })).toHaveAttribute("href", SITE_PHONE_HREF);
}
