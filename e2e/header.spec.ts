import { expect, test } from "./support";

test.describe("header dropdowns (desktop)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("open one at a time, close on a second click, on Escape and on a click outside", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    const services = nav.getByRole("button", { name: "Nos Services" });
    const about = nav.getByRole("button", { name: "Qui Sommes-Nous" });

    await expect(services).toHaveAttribute("aria-expanded", "false");
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Tableau de bord" })).toBeVisible();

    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Tableau de bord" })).toBeHidden();

    await about.click();
    await expect(about).toHaveAttribute("aria-expanded", "false");

    await services.click();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();

    await services.click();
    await page.mouse.click(8, 600);
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  test("list every page of the spec's header", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await nav.getByRole("button", { name: "Nos Services" }).click();
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
    await nav.getByRole("button", { name: "Qui Sommes-Nous" }).click();
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
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await nav.getByRole("button", { name: "Nos Services" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "LIF Shore" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/services/lif-shore");
    await expect(nav.getByRole("button", { name: "Nos Services" })).toHaveAttribute("aria-expanded", "false");
  });

  test("show the current page unlinked", async ({ page }) => {
    await page.goto("/partners");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
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
    const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeHidden();
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Navigation mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Fermer le menu" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );

    await menu.getByRole("button", { name: "Nos Services" }).click();
    await expect(menu.getByRole("link", { name: "Recrutement de talents" })).toBeVisible();
    await menu.getByRole("button", { name: "Qui Sommes-Nous" }).click();
    await expect(menu.getByRole("link", { name: "Recrutement de talents" })).toBeHidden();
    await menu.getByRole("link", { name: "Le groupe" }).click();
    await expect(page).toHaveURL("/le-groupe");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await expect(menu).toBeVisible();
    await page.getByRole("button", { name: "Fermer le menu" }).click();
    await expect(menu).toBeHidden();
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
    await expect(footer.getByRole("link", { name: "+33 1 99 00 12 34" })).toHaveAttribute(
      "href",
      "tel:+33199001234",
    );
    await expect(footer.getByRole("link", { name: "contact@lif-group.fr" })).toHaveAttribute(
      "href",
      "mailto:contact@lif-group.fr",
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} LIF Group`);
  });
});
