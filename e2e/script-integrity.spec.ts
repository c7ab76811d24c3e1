import type { Page } from "@playwright/test";
import { expect, openAsLoaded, REACT, scriptsRequested, test } from "./support";

// Subresource integrity (docs/decisions/032): the page's loader is a `<script type="module" src integrity>`, its
// preloads carry `integrity`, and the import map lists the integrity of every module loaded later (the entry, the
// islands, React). A module whose bytes differ is refused by the browser; the untouched page works.

/** /contact: its form is live at once, so the entry, React and the form's chunks are all loaded. */
const PATH = "/contact";
const ENTRY = /\/assets\/entry\.client-[\w-]+\.js$/;
const live = (page: Page) => page.locator('[data-island="contact-page-form"][data-live]');

/** The import map's integrity entries, by path. */
const importMapIntegrity = (page: Page) =>
  page.evaluate(() => {
    const map = document.querySelector('script[type="importmap"]')?.textContent ?? "{}";
    return (JSON.parse(map) as { integrity?: Record<string, string> }).integrity ?? {};
  });

/** Serves the first script matching `pattern` with one statement added: what a compromised cache or CDN would do. */
async function tamper(page: Page, pattern: RegExp): Promise<void> {
  await page.route(
    (url) => pattern.test(url.pathname),
    async (route) => {
      const original = await route.fetch();
      await route.fulfill({ response: original, body: `${await original.text()}\nwindow.tampered=true;` });
    },
  );
}

test("every script the page loads is checked: the loader by its tag, the rest by the import map", async ({
  page,
}) => {
  const scripts = scriptsRequested(page);
  await page.goto(PATH);
  await expect(live(page)).toBeVisible();

  const loader = page.locator('script[type="module"][src]');
  await expect(loader).toHaveCount(1);
  await expect(loader).toHaveAttribute("integrity", /^sha256-[A-Za-z0-9+/]{43}=$/);
  const loaderPath = String(await loader.getAttribute("src"));
  // The loader's preload of the entry carries its integrity, the same as the map's.
  const integrity = await importMapIntegrity(page);
  const preload = page.locator('link[rel="modulepreload"][href*="/entry.client-"]');
  const entryPath = String(await preload.getAttribute("href"));
  await expect(preload).toHaveAttribute("integrity", String(integrity[entryPath]));

  // React and the form's chunks were loaded, each listed in the map; the loader is checked by its own tag.
  expect(scripts.some((path) => REACT.test(path))).toBe(true);
  const unchecked = scripts.filter((path) => path !== loaderPath && !integrity[path]);
  expect(unchecked).toEqual([]);
});

test.describe("a tampered script is refused", () => {
  for (const [what, pattern] of [
    ["the entry (preloaded with its integrity)", ENTRY],
    ["React (imported later, checked through the import map)", REACT],
  ] as const) {
    test(what, async ({ page, consoleErrors }) => {
      await tamper(page, pattern);
      await openAsLoaded(page, PATH);
      const refused = (error: string) =>
        /integrity/i.test(error) &&
        [...error.matchAll(/https?:\/\/[^'"\s]+/g)].some(([url]) => pattern.test(new URL(url).pathname));
      await expect.poll(() => consoleErrors.some(refused)).toBe(true);
      expect(await page.evaluate(() => "tampered" in window)).toBe(false);
      await expect(page.locator('[data-island="contact-page-form"]')).not.toHaveAttribute("data-live");
      // The refusal (and the failed import it causes) is what this test expects; nothing else may appear.
      const others = consoleErrors.filter(
        (error) =>
          !/integrity|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
            error,
          ),
      );
      expect(others).toEqual([]);
      consoleErrors.length = 0;
    });
  }
});

test("a page without a form lists its own modules only: each one it loads, and no React", async ({
  page,
}) => {
  const scripts = scriptsRequested(page);
  await page.goto("/services/lif-form");
  // The cookie banner's module is the last one such a page can load.
  await page.getByRole("contentinfo").getByRole("button", { name: "Gestion des cookies" }).click();
  await expect(page.getByRole("region", { name: "Vos cookies, votre choix" })).toBeVisible();
  const loaderPath = String(await page.locator('script[type="module"][src]').getAttribute("src"));
  const listed = Object.keys(await importMapIntegrity(page));
  expect(scripts.filter((path) => path !== loaderPath && !listed.includes(path))).toEqual([]);
  expect(listed.filter((path) => REACT.test(path))).toEqual([]);
  expect(listed.length).toBeLessThan(6);
});
