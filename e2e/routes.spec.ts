import { getPage, PAGES, pageCopy } from "../app/pages";
import { LEGACY_REDIRECTS } from "../app/redirects";
import { headOf } from "./html";
import { consoleWarnings, expect, test } from "./support";

const FR = "https://www.lif-group.fr";
const BE = "https://www.lif-group.be";

test.describe("every page is real HTML at its URL", () => {
  for (const page of PAGES) {
    test(`${page.path} answers 200 with its own title, description, canonical and h1`, async ({
      request,
    }) => {
      const response = await request.get(page.path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const head = headOf(await response.text());
      expect(head.lang).toBe("fr");
      expect(head.title).toBe(page.title);
      expect(head.description).toBe(page.description);
      expect(head.canonical).toBe(FR + page.path);
      expect(head.ogUrl).toBe(FR + page.path);
      expect(head.ogLocale).toBe("fr_FR");
      expect(head.hreflangs).toEqual([
        ["fr-FR", FR + page.path],
        ["fr-BE", BE + page.path],
        ["x-default", FR + page.path],
      ]);
      expect(head.h1s).toEqual([page.h1]);
    });
  }
});

test.describe("legacy URLs", () => {
  for (const [from, to] of Object.entries(LEGACY_REDIRECTS)) {
    test(`${from} answers 301 to ${to}`, async ({ request }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
    });
  }

  test("a visitor following a legacy link lands on the new page", async ({ page }) => {
    await page.goto("/lif-shore/dashboard");
    await expect(page).toHaveURL("/services/lif-shore/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test("on a static host without redirect rules, the not-found page sends the visitor on", async ({
    page,
    consoleErrors,
  }) => {
    // Such a host answers every unknown path with 404.html.
    const notFound = await (await page.request.get("/cette-page-n-existe-pas")).text();
    await page.route("**/services/academy", (route) =>
      route.fulfill({ status: 404, contentType: "text/html; charset=utf-8", body: notFound }),
    );
    await page.goto("/services/academy");
    await expect(page).toHaveURL("/services/lif-form");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage("/services/lif-form").h1);
    // Chromium reports the legacy URL's 404 status; that one is expected here.
    expect(consoleErrors).toEqual([expect.stringContaining("status of 404")]);
    consoleErrors.length = 0;
  });
});

test.describe("one URL per page", () => {
  test("a trailing slash answers 301 to the URL without it", async ({ request }) => {
    const response = await request.get("/about/?ref=x", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/about?ref=x");
  });
});

test.describe("unknown paths", () => {
  test("answer 404 with the not-found page", async ({ request }) => {
    const response = await request.get("/cette-page-n-existe-pas");
    expect(response.status()).toBe(404);
    const head = headOf(await response.text());
    expect(head.h1s).toEqual(["La page que vous recherchez n’existe pas"]);
  });

  test("show the explanation and a way home, with the missing path logged", async ({
    page,
    consoleErrors,
  }) => {
    const warnings = consoleWarnings(page);
    await page.goto("/services/inconnu");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "La page que vous recherchez n’existe pas",
    );
    await expect(page.getByText(/n’existe pas ou a été déplacée/)).toBeVisible();
    await expect.poll(() => warnings.join("\n")).toMatch(/Page introuvable\s:\s\/services\/inconnu/);
    // Chromium reports the document's own 404 status; that one is expected here.
    expect(consoleErrors).toEqual([expect.stringContaining("status of 404")]);
    consoleErrors.length = 0;
    await page.getByRole("link", { name: "Retour à l’accueil" }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("France and Belgium", () => {
  test("the .be host gets the Belgian home page", async ({ request }) => {
    const response = await request.get("/", { headers: { host: "www.lif-group.be" } });
    const head = headOf(await response.text());
    const be = pageCopy(PAGES[0], "be");
    expect(head.title).toBe(be.title);
    expect(head.title).toContain("Belgique-Afrique");
    expect(head.description).toBe(be.description);
    expect(head.canonical).toBe(`${BE}/`);
    expect(head.ogLocale).toBe("fr_BE");
  });

  test("the French host gets the France-Africa home page", async ({ request }) => {
    const response = await request.get("/", { headers: { host: "www.lif-group.fr" } });
    expect(headOf(await response.text()).title).toContain("France-Afrique");
  });

  test("sitemap and robots name the variant's own origin", async ({ request }) => {
    const sitemap = await (
      await request.get("/sitemap.xml", { headers: { host: "www.lif-group.be" } })
    ).text();
    expect(sitemap).toContain(`<loc>${BE}/contact</loc>`);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${FR}/sitemap.xml`);
  });
});

test.describe("navigation", () => {
  test("a new page starts at the top, and going back restores the position", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);
    await page.getByRole("contentinfo").getByRole("link", { name: "Mentions légales" }).click();
    await expect(page).toHaveURL("/mentions-legales");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });
});
