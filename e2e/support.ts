import { type APIRequestContext, test as base, expect, type Locator, type Page } from "@playwright/test";
import { getPage, type PagePath } from "../app/pages";

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
    // A person scrolls down to a form and reads it before filling it in; a test acts at once. So every
    // navigation also brings the page's islands into view in turn and waits for them to be live.
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForLiveForms(page);
      return response;
    };
    await use(page);
  },
});
export { expect };

/** The islands a visitor reaches in the page (the toaster has no place of its own: it wakes with a form). */
const REACHED_ISLANDS = "main [data-island]";

/**
 * Makes the page's islands live, as a visitor reaching each would (docs/decisions/027): an island hydrates when
 * it comes near the screen or is first touched. Each island not yet live is scrolled into view, the way a
 * visitor scrolling down reaches it, and waited for: live (`data-live`, set once its root has hydrated) with
 * its submit buttons enabled (they stay disabled until then), and the toaster live once a form is. Then the
 * page goes back to where it was, so a test starts from the page as it loaded.
 */
export async function waitForLiveForms(page: Page): Promise<void> {
  const islands = page.locator(REACHED_ISLANDS);
  const count = await islands.count();
  if (count === 0) return;
  const start = await page.evaluate(() => ({ left: window.scrollX, top: window.scrollY }));
  const live = (element: HTMLElement | SVGElement) =>
    element.hasAttribute("data-live") &&
    [...element.querySelectorAll<HTMLButtonElement>("button[type=submit]")].every(
      (button) => !button.disabled,
    );
  for (let index = 0; index < count; index++) {
    const island = await islands.nth(index).elementHandle();
    try {
      if (await island.evaluate(live)) continue;
      await island.evaluate((element) =>
        element.firstElementChild?.scrollIntoView({ block: "center", behavior: "instant" }),
      );
      await page.waitForFunction(live, island);
    } finally {
      await island.dispose();
    }
  }
  await page.waitForFunction((selector) => {
    const toaster = document.querySelector('[data-island="toaster"]');
    const hasForm = [...document.querySelectorAll(selector)].some((island) => island.querySelector("form"));
    return !toaster || !hasForm || toaster.hasAttribute("data-live");
  }, REACHED_ISLANDS);
  await page.evaluate(({ left, top }) => window.scrollTo({ left, top, behavior: "instant" }), start);
}

/**
 * Opens `path` as a visitor's browser loads it, without the fixture's reaching and waiting for its islands:
 * for the tests of when an island wakes (the fixture wraps `page.goto`, not the frame's own).
 */
export const openAsLoaded = (page: Page, path: string) => page.mainFrame().goto(path);

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

/**
 * Makes the sink fail the sends whose body contains `match` with `status` (default 500; 0 drops the
 * connection), `count` times (default once; `undefined`: every one).
 */
export async function failSends(
  request: APIRequestContext,
  { match, status = 500, ...options }: { match: string; status?: number; count?: number | undefined },
): Promise<void> {
  const count = "count" in options ? options.count : 1;
  const response = await request.post("/__sink/fail", {
    data: { status, match, ...(count === undefined ? {} : { count }) },
    headers: sinkControlHeaders(),
  });
  expect(response.ok()).toBe(true);
}

/** A unique, valid e-mail address for one test, so its outbox entries can be told apart. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@exemple.fr`;
}

/** Each link of `scope` named as a key (the name found in the link's accessible name) points to its value. */
export async function expectLinks(scope: Locator, links: Record<string, string>): Promise<void> {
  for (const [name, href] of Object.entries(links)) {
    await expect(scope.getByRole("link", { name })).toHaveAttribute("href", href);
  }
}

/** The warnings the page logs to its console from now on (a test polls them). */
export function consoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  return warnings;
}

/**
 * Opens `path`: its one h1 is its title in app/pages.ts, each figure shows in <main>, and the first link there
 * named each way points to its target (`exact`: the whole accessible name).
 */
export async function expectHeadingFiguresLinks(
  page: Page,
  path: PagePath,
  figures: readonly string[],
  links: readonly (readonly [string | RegExp, string])[],
  { exact = false } = {},
): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage(path).h1);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  const main = page.locator("main");
  for (const figure of figures) {
    await expect(main.getByText(figure, { exact: true }).first(), figure).toBeVisible();
  }
  for (const [name, href] of links) {
    await expect(main.getByRole("link", { name, exact }).first(), String(name)).toHaveAttribute("href", href);
  }
}

/** A service line's page explorer (`nav`) links each of its other pages once, and `path` not at all. */
export async function expectExplorerLinksOthers(nav: Locator, pages: readonly string[], path: string) {
  for (const other of pages.filter((candidate) => candidate !== path)) {
    await expect(nav.locator(`a[href="${other}"]`)).toHaveCount(1);
  }
  await expect(nav.locator(`a[href="${path}"]`)).toHaveCount(0);
}

/** React and React DOM: one chunk of their own (vite.config.ts), loaded only by a page that hydrates an island. */
export const REACT = /\/assets\/framework-[\w-]+\.js$/;

/** The paths of the scripts the page requests from now on (module scripts and module preloads). */
export function scriptsRequested(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}
