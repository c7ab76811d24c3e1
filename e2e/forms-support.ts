import type { APIRequestContext, Browser, Locator, Page } from "@playwright/test";
import type { PagePath } from "../app/pages";
import { expectNoAxeViolations as expectNoAxeViolationsNow } from "./axe";
import { expect, failSends, type OutboxEntry, outboxFor } from "./support";

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
  await expectNoAxeViolationsNow(page);
}

/**
 * The faults a send can meet (issue 22, item 3), each injected through the sink (server/README.md) as the
 * browser meets it: `logged`, the console error the browser writes for each refused request.
 */
export type SinkFault = { what: string; status: number; count?: number; logged: string };
export const SINK_FAULTS = {
  serverError: { what: "a server error (500)", status: 500, count: 1, logged: "status of 500" },
  // The delivery retries a 429 once, a second later: both refused.
  rateLimit: { what: "the rate limit (429, twice)", status: 429, count: 2, logged: "status of 429" },
  // EmailJS's refusal once the plan's monthly quota is used up (server/sink/sink-state.ts).
  quota: { what: "the monthly quota used up (426)", status: 426, count: 1, logged: "status of 426" },
  // The sink destroys the socket. No count: Chromium resends a POST whose reused connection dropped, and
  // each attempt must meet the fault.
  droppedConnection: { what: "a dropped connection", status: 0, logged: "net::ERR_" },
} as const satisfies Record<string, SinkFault>;

/** Makes the sink meet the sends whose body contains `match` with `fault`. */
export const injectFault = (request: APIRequestContext, match: string, fault: SinkFault) =>
  failSends(request, { match, status: fault.status, count: fault.count });

/**
 * Removes the console errors the browser logs for `fault` (one per refused request; at least one for a dropped
 * connection, however many times Chromium tried): that refusal is the test's point.
 */
export function acceptFault(consoleErrors: string[], fault: SinkFault) {
  const matching = consoleErrors.filter((text) => text.includes(fault.logged));
  if (fault.count === undefined) expect(matching.length).toBeGreaterThanOrEqual(1);
  else expect(matching).toHaveLength(fault.count);
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !matching.includes(text)));
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

/** A lead form as the specs drive it: where it is, its accessible name, its submit label, a valid fill. */
export type LeadFormSpec = {
  path: PagePath;
  name: string | RegExp;
  submit: string;
  /** What a valid fill types, by text box label, for the test's own e-mail address. */
  values: (email: string) => Record<string, string>;
  /** The consent box, ticked by a valid fill (the assessment form has none). */
  consent: boolean;
  /** The file a valid fill chooses in the form's file input (the CV). */
  file?: { name: string; mimeType: string; buffer: Buffer };
};

/** The form of `spec` on `page`, with the steps the specs share. */
export function leadForm(page: Page, spec: LeadFormSpec) {
  const form = page.getByRole("form", { name: spec.name });
  const box = (label: string) => form.getByRole("textbox", { name: label, exact: true });
  const consent = form.getByRole("checkbox");
  const submitButton = form.getByRole("button", { name: spec.submit });
  const fileInput = form.locator('input[type="file"]');
  const submit = () => submitButton.click();
  /** How many files the file input holds. */
  const fileCount = () => fileInput.evaluate((input: HTMLInputElement) => input.files?.length ?? 0);

  /** Types a valid fill (its e-mail address is `email`), chooses its file, and ticks the consent box. */
  async function fill(email: string, file = spec.file) {
    for (const [label, value] of Object.entries(spec.values(email))) await box(label).fill(value);
    if (file) await fileInput.setInputFiles(file);
    if (spec.consent) await consent.check();
  }

  return {
    form,
    box,
    consent,
    fileInput,
    fileCount,
    submitButton,
    submit,
    fill,
    /** Opens the form's page, fills it validly and sends it; `asBot` fills the honeypot first. */
    async send(email: string, { asBot = false } = {}) {
      await page.goto(spec.path);
      await fill(email);
      if (asBot) await fillHoneypot(form);
      await submit();
    },
    /** After a failure, every value typed is still there, the file still chosen, the consent box ticked. */
    async expectKept(email: string) {
      for (const [label, value] of Object.entries(spec.values(email))) {
        await expect(box(label)).toHaveValue(value);
      }
      if (spec.file) expect(await fileCount()).toBe(1);
      if (spec.consent) await expect(consent).toBeChecked();
    },
    /**
     * After a success, the confirmation holds the form's place, focused; its « send another » button brings the
     * form back with the text boxes named empty and the consent box no longer ticked.
     */
    async expectCleared(labels: string[]) {
      const confirmation = page.locator("[data-lead-confirmation]");
      await expect(confirmation).toBeFocused();
      await confirmation.getByRole("button").click();
      for (const label of labels) await expect(box(label)).toHaveValue("");
      if (spec.consent) await expect(consent).not.toBeChecked();
    },
  };
}

/**
 * The one message that went out for `email` is the team's (`template`), flagged as suspected spam: a lead
 * from a filled honeypot reaches the team, and the visitor gets no confirmation. `emailParam` names the
 * parameter that carries the address in that template.
 */
export async function expectOnlyFlaggedTeamMessage(
  page: Page,
  email: string,
  template: string,
  emailParam: "email" | "from_email",
) {
  const entries = await outboxOf(page, email, 1);
  expect(entries.map((entry) => entry.template_id)).toEqual([`local-${template}`]);
  expect(entries[0]?.template_params).toMatchObject({ [emailParam]: email, spam_suspected: SPAM_SUSPECTED });
}

/** A refused send: nothing reached the outbox for `email`, and the browser's errors for it are expected. */
export async function expectNothingDelivered(
  page: Page,
  email: string,
  consoleErrors: string[],
  fault: SinkFault,
) {
  expect(await outboxFor(page.request, email)).toEqual([]);
  acceptFault(consoleErrors, fault);
}

/**
 * Waits for the messages sent for `email`, then checks them in order: each one's template and, where given,
 * its exact parameters. Returns them for any further check.
 */
export async function expectOutbox(
  page: Page,
  email: string,
  expected: { template: string; params?: Record<string, string> }[],
): Promise<OutboxEntry[]> {
  const entries = await outboxOf(page, email, expected.length);
  expect(entries.map((entry) => entry.template_id)).toEqual(
    expected.map(({ template }) => `local-${template}`),
  );
  for (const [index, { params }] of expected.entries()) {
    const received = entries[index]?.template_params ?? {};
    // Every message carries the lead's reference (app/forms/shared/lead-context.ts); the rest is the form's own.
    expect(received.lead_ref).toMatch(REFERENCE);
    if (params) expect(formFields(received)).toEqual(params);
  }
  return entries;
}

/** What every lead carries besides its form's fields: its reference and source, and a note on a left-out CV. */
const LEAD_STAMP = ["lead_ref", "source_page", "source_site", "source_visit", "cv_note"];

/** A message's parameters without the lead's stamp: the fields of the form that sent it. */
export const formFields = (params: Record<string, string>) =>
  Object.fromEntries(Object.entries(params).filter(([name]) => !LEAD_STAMP.includes(name)));

/** The lead's reference as the visitor reads it. */
export const REFERENCE = /LIF-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{2}/;

/**
 * After a failed send: the notice under the button gives the reference and « Nous écrire » (a mailto with the
 * reference in its subject and `typed` in its body), and the focus is back on the send button. Returns the
 * reference.
 */
export async function expectFailureNotice(page: Page, submitButton: Locator, typed: string[]) {
  const notice = page.getByRole("alert").filter({ hasText: "Votre demande n’est pas partie" });
  await expect(notice).toBeVisible();
  await expect(submitButton).toBeFocused();
  const reference = REFERENCE.exec((await notice.textContent()) ?? "")?.[0] ?? "";
  expect(reference).toMatch(REFERENCE);
  const href = decodeURIComponent(
    (await notice.getByRole("link", { name: "Nous écrire" }).getAttribute("href")) ?? "",
  );
  expect(href).toContain(`mailto:${SITE_EMAIL}?subject=Demande ${reference}`);
  for (const text of typed) expect(href).toContain(text);
  return reference;
}

/** The confirmation in the form's place: focused, holding the reference; returns it. */
export async function expectConfirmationFocused(page: Page) {
  const confirmation = page.locator("[data-lead-confirmation]");
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toContainText(REFERENCE);
  return REFERENCE.exec((await confirmation.textContent()) ?? "")?.[0] ?? "";
}
