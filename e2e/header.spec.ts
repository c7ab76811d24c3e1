import type { Locator, Page } from "@playwright/test";
import { expect, expectLinks, test } from "./support";

/** A menu of the header: its <details>, and the <summary> a visitor clicks (named by its text). */
function menu(scope: Locator, name: string) {
  const summary = scope.locator("summary", { hasText: name });
  return {
    summary,
    details: scope.locator("details", { has: scope.page().locator(":scope > summary", { hasText: name }) }),
  };
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Navigation principale" });
const mobileToggle = (page: Page) => page.locator("#mobile-menu > summary");

/** Menus open and close natively from the start; Escape and a click outside need the hydrated header. */
const enhanced = (page: Page) => expect(page.locator("header[data-enhanced]")).toBeAttached();

test.describe("header dropdowns (desktop)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("open one at a time, close on a second click, on Escape and on a click outside", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    const services = menu(nav, "Nos Services");
    const about = menu(nav, "Qui Sommes-Nous");

    await expect(services.details).not.toHaveAttribute("open");
    await services.summary.click();
    await expect(services.details).toHaveAttribute("open");
    await expect(nav.getByRole("link", { name: "Tableau de bord" })).toBeVisible();

    await about.summary.click();
    await expect(about.details).toHaveAttribute("open");
    await expect(services.details).not.toHaveAttribute("open");
    await expect(nav.getByRole("link", { name: "Tableau de bord" })).toBeHidden();

    await about.summary.click();
    await expect(about.details).not.toHaveAttribute("open");

    await enhanced(page);
    await services.summary.click();
    await expect(services.details).toHaveAttribute("open");
    await page.keyboard.press("Escape");
    await expect(services.details).not.toHaveAttribute("open");
    await expect(services.summary).toBeFocused();

    await services.summary.click();
    await expect(services.details).toHaveAttribute("open");
    await page.mouse.click(8, 600);
    await expect(services.details).not.toHaveAttribute("open");
  });

  test("a menu opened before the page has hydrated stays open once it has", async ({ page }) => {
    // Hold the page's code back until the menu is open, so the order is certain.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    const services = menu(mainNav(page), "Nos Services");
    await services.summary.click();
    await expect(services.details).toHaveAttribute("open");
    release();
    await enhanced(page);
    await expect(services.details).toHaveAttribute("open");
    await expect(mainNav(page).getByRole("link", { name: "Tableau de bord" })).toBeVisible();
  });

  test("list every page of the spec's header", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    await menu(nav, "Nos Services").summary.click();
    const hrefs = await nav
      .locator("#menu-services a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/services/lif-shore",
      "/services/lif-shore/conformite-et-organisation",
      "/services/lif-shore/service-nearshore-afrique",
      "/services/lif-shore/nos-services",
      "/services/lif-shore/recrutement-talents-afrique",
      "/services/lif-shore/strategie-externalisation-agile",
      "/services/lif-shore/dashboard",
      "/services/lif-form",
      "/services/lif-talent",
      "/lif-talent/expert-it",
      "/lif-talent/client-entreprise",
      "/lif-talent/modele",
      "/lif-talent/backoffice-afrique",
    ]);
    await menu(nav, "Qui Sommes-Nous").summary.click();
    const about = await nav
      .locator("#menu-about a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(about).toEqual(["/about", "/le-groupe", "/nos-engagements"]);
    await expect(nav.getByRole("link", { name: "Partenariat" })).toHaveAttribute("href", "/partners");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Contactez-nous" })).toHaveAttribute("href", "/contact");
    await expect(banner.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("target", "_blank");
  });

  test("work with the keyboard alone", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    const services = menu(nav, "Nos Services");
    await services.summary.focus();
    await page.keyboard.press("Enter");
    await expect(services.details).toHaveAttribute("open");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "LIF Shore" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/services/lif-shore");
    await expect(services.details).not.toHaveAttribute("open");
  });

  test("show the current page unlinked", async ({ page }) => {
    await page.goto("/partners");
    const nav = mainNav(page);
    await expect(nav.getByRole("link", { name: "Partenariat" })).toHaveCount(0);
    await expect(nav.locator('[aria-current="page"]')).toHaveText("Partenariat");
    const footer = page.getByRole("contentinfo");
    await expect(footer.locator('[aria-current="page"]')).toHaveText("Partenariat");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("opens and closes with the hamburger, and its sections open one at a time", async ({ page }) => {
    await page.goto("/");
    const toggle = mobileToggle(page);
    await expect(mainNav(page)).toBeHidden();
    await expect(toggle).toHaveAccessibleName("Ouvrir le menu");
    await toggle.click();
    const nav = page.getByRole("navigation", { name: "Navigation mobile" });
    await expect(nav).toBeVisible();
    await expect(toggle).toHaveAccessibleName("Fermer le menu");

    await menu(nav, "Nos Services").summary.click();
    await expect(nav.getByRole("link", { name: "Recrutement de talents" })).toBeVisible();
    await menu(nav, "Qui Sommes-Nous").summary.click();
    await expect(nav.getByRole("link", { name: "Recrutement de talents" })).toBeHidden();
    await nav.getByRole("link", { name: "Le groupe" }).click();
    await expect(page).toHaveURL("/le-groupe");
    await expect(nav).toBeHidden();

    await toggle.click();
    await expect(nav).toBeVisible();
    await toggle.click();
    await expect(nav).toBeHidden();
  });

  test("Escape closes a section, then the menu, each time giving the focus back", async ({ page }) => {
    await page.goto("/");
    await enhanced(page);
    const toggle = mobileToggle(page);
    await toggle.click();
    const nav = page.getByRole("navigation", { name: "Navigation mobile" });
    const services = menu(nav, "Nos Services");
    await services.summary.click();
    await expect(services.details).toHaveAttribute("open");

    await page.keyboard.press("Escape");
    await expect(services.details).not.toHaveAttribute("open");
    await expect(services.summary).toBeFocused();
    await expect(nav).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test.describe("before JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test.describe("on a desktop", () => {
    test.use({ viewport: { width: 1280, height: 800 } });

    test("a dropdown opens and closes, one at a time", async ({ page }) => {
      await page.goto("/");
      const nav = mainNav(page);
      const services = menu(nav, "Nos Services");
      const about = menu(nav, "Qui Sommes-Nous");
      await services.summary.click();
      await expect(nav.getByRole("link", { name: "Tableau de bord" })).toBeVisible();
      await about.summary.click();
      await expect(nav.getByRole("link", { name: "Le groupe" })).toBeVisible();
      await expect(nav.getByRole("link", { name: "Tableau de bord" })).toBeHidden();
      await about.summary.click();
      await expect(nav.getByRole("link", { name: "Le groupe" })).toBeHidden();
    });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("the menu and its sections open and close", async ({ page }) => {
      await page.goto("/");
      const toggle = mobileToggle(page);
      const nav = page.getByRole("navigation", { name: "Navigation mobile" });
      await toggle.click();
      await expect(nav).toBeVisible();
      await expect(toggle).toHaveAccessibleName("Fermer le menu");
      await menu(nav, "Nos Services").summary.click();
      await expect(nav.getByRole("link", { name: "Recrutement de talents" })).toBeVisible();
      await menu(nav, "Nos Services").summary.click();
      await expect(nav.getByRole("link", { name: "Recrutement de talents" })).toBeHidden();
      await toggle.click();
      await expect(nav).toBeHidden();
      await expect(toggle).toHaveAccessibleName("Ouvrir le menu");
    });
  });
});

test.describe("footer", () => {
  test("links the spec's pages and shows both addresses, phone, e-mail and the current year", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const hrefs = await footer
      .locator("a[href^='/']")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/services/lif-talent",
        "/services/lif-form",
        "/services/lif-shore",
        "/about",
        "/partners",
        "/contact",
        "/mentions-legales",
        "/politique-confidentialite",
        "/politique-de-securite",
      ]),
    );
    await expect(footer).toContainText("Paris");
    await expect(footer).toContainText("Tunis");
    await expectLinks(footer, {
      "+33 1 99 00 12 34": "tel:+33199001234",
      "contact@lif-group.fr": "mailto:contact@lif-group.fr",
    });
    await expect(footer).toContainText(`© ${new Date().getFullYear()} LIF Group`);
  });
});
