import { type APIRequestContext, test as base, expect } from "@playwright/test";

/** One message the local e-mail sink accepted, as stored in its outbox. */
export type OutboxEntry = {
  receivedAt: string;
  service_id: string;
  template_id: string;
  user_id: string;
  lib_version: string;
  template_params: Record<string, string>;
};

/**
 * The test fixture every browser test uses: an unexpected console.error or page error fails the test,
 * and, unless a test opts in with `test.use({ cookieChoice: null })`, the cookie choice is already made
 * so the banner stays out of the way.
 */
export const test = base.extend<{ cookieChoice: "all" | "essential" | null; consoleErrors: string[] }>({
  cookieChoice: ["essential", { option: true }],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, cookieChoice }, use) => {
    if (cookieChoice) {
      await page.addInitScript((choice) => {
        // Init scripts run in every frame: a third-party iframe (the map) may not touch storage.
        if (window !== window.top) return;
        localStorage.setItem("cookie_consent", choice);
        localStorage.setItem("cookie_consent_date", new Date().toISOString());
      }, cookieChoice);
    }
    // A person reads the page before filling a form; a test acts at once. So every navigation also waits for
    // the page's forms to be live: their submit buttons stay disabled until the form's code has hydrated.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLButtonElement>("main form button[type=submit]")].every(
          (button) => !button.disabled,
        ),
      );
      return response;
    };
    await use(page);
  },
});
export { expect };

/** The sink's control endpoints answer only to this token (set by playwright.config.ts). */
export const sinkControlHeaders = (): Record<string, string> => ({
  "X-Sink-Token": process.env.SINK_CONTROL_TOKEN ?? "",
});

/** Every message in the sink's outbox. */
export async function readOutbox(request: APIRequestContext): Promise<OutboxEntry[]> {
  const response = await request.get("/__sink/outbox", { headers: sinkControlHeaders() });
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxEntry[];
}

/** The messages whose parameters contain `marker` (a unique e-mail per test keeps parallel tests apart). */
export async function outboxFor(request: APIRequestContext, marker: string): Promise<OutboxEntry[]> {
  return (await readOutbox(request)).filter((entry) =>
    JSON.stringify(entry.template_params).includes(marker),
  );
}

/** Makes the sink fail the sends whose body contains `match` (default: once) with `status`. */
export async function failSends(
  request: APIRequestContext,
  options: { match: string; status?: number; count?: number },
): Promise<void> {
  const response = await request.post("/__sink/fail", {
    data: { status: 500, count: 1, ...options },
    headers: sinkControlHeaders(),
  });
  expect(response.ok()).toBe(true);
}

/** A unique, valid e-mail address for one test, so its outbox entries can be told apart. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@exemple.fr`;
}
