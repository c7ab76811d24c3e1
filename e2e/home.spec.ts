import type { Page } from "@playwright/test";
import { getPage } from "../app/pages";
import { consoleWarnings, expect, expectLinks, test } from "./support";

const NBSP = "\u00a0";

const SERVICE_CARDS = [
  ["LIF Shore", "/services/lif-shore"],
  ["LIF Form", "/services/lif-form"],
  ["LIF Talent 2.0", "/services/lif-talent"],
] as const;

async function expectServiceCards(page: Page) {
  for (const [name, href] of SERVICE_CARDS) {
    await expect(page.getByRole("heading", { level: 3, name, exact: true })).toBeVisible();
    const link = page.getByRole("link", { name: `En savoir plus sur ${name}`, exact: true });
    await expect(link).toContainText("En savoir plus");
    await expect(link).toHaveAttribute("href", href);
  }
  // Visible text is the same on each card; only the hidden end of the accessible name differs.
  await expect(page.getByRole("link", { name: /^En savoir plus sur / })).toHaveCount(3);
}

test.describe("home page", () => {
  test("the hero promises a team in 15 days and leads to contact and LIF Shore", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage("/").h1);
    const hero = page.locator("[data-hero-image]");
    await expect(hero.getByRole("link", { name: "Parler à un expert" })).toHaveAttribute("href", "/contact");
    await expect(hero.getByRole("link", { name: "Découvrir LIF Shore" })).toHaveAttribute(
      "href",
      "/services/lif-shore",
    );
    await expect(hero).toContainText(`30 à 50${NBSP}%`);
    const image = hero.locator("img");
    await expect(image).toHaveAttribute("fetchpriority", "high");
    await expect(image).toHaveAttribute("width", "2400");
    await expect(image).toHaveAttribute("height", "1200");
    // The picture really loaded (a broken file would leave naturalWidth at 0).
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect((await hero.boundingBox())?.height).toBeGreaterThanOrEqual(650);
  });

  test("shows the three service cards, each with 'En savoir plus' to its page", async ({ page }) => {
    await page.goto("/");
    await expectServiceCards(page);
  });

  test("states the four value points and the four revenue sources", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#pourquoi-lif-group");
    for (const point of [
      "Approche intégrée",
      "Expertise transcontinentale",
      "Accompagnement personnalisé",
      "Synergies de groupe",
    ]) {
      await expect(section.getByRole("heading", { level: 3, name: point })).toBeVisible();
    }
    for (const source of [
      "Honoraires de conseil et d’audit",
      "Abonnements de suivi",
      "Frais de placement",
      "Revenus de partenariat et de sponsoring",
    ]) {
      await expect(section.getByText(source, { exact: true })).toBeVisible();
    }
  });

  test("the LIF Talent 2.0 cards lead to their pages", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#lif-talent");
    await expect(section).toContainText(`15${NBSP}%`);
    await expect(section).toContainText(`85${NBSP}%`);
    for (const [title, label, href] of [
      ["Transparence totale", "Découvrir LIF Talent", "/services/lif-talent"],
      ["Expertise africaine", "Voir le back-office Afrique", "/lif-talent/backoffice-afrique"],
      ["Intérêts alignés", "Comprendre le modèle", "/lif-talent/modele"],
    ] as const) {
      const card = section.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
      await expect(card.getByRole("link", { name: label })).toHaveAttribute("href", href);
    }
  });

  test("the nearshoring section gives its figures and links to LIF Shore", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#solutions-nearshore");
    for (const figure of [
      `15${NBSP}jours`,
      `48${NBSP}h`,
      `2 à 3${NBSP}semaines`,
      `30 à 50${NBSP}%`,
      "UTC+0 à UTC+2",
    ]) {
      await expect(section).toContainText(figure);
    }
    await expectLinks(section, {
      "Découvrir nos solutions nearshore": "/services/lif-shore",
      "Parler à un expert": "/contact",
    });
  });

  test("when the hero image cannot load, the gradient shows and the failure is logged", async ({
    page,
    consoleErrors,
  }) => {
    const warnings = consoleWarnings(page);
    await page.route(/\/generated\/hero-europe-afrique-\d+\.(avif|webp)$/, (route) => route.abort());
    await page.goto("/");
    const hero = page.locator("[data-hero-image]");
    await expect(hero).toHaveAttribute("data-hero-image", "failed");
    await expect(hero.locator("img")).toHaveCount(0);
    const background = await hero.evaluate((element) => getComputedStyle(element).backgroundImage);
    expect(background).toContain("linear-gradient");
    await expect
      .poll(() => warnings.some((text) => text.startsWith("Image du hero indisponible")))
      .toBe(true);
    // The hero keeps its size and its calls to action.
    expect((await hero.boundingBox())?.height).toBeGreaterThanOrEqual(650);
    await expect(hero.getByRole("link", { name: "Parler à un expert" })).toBeVisible();
    // Chromium reports each blocked request itself; those are the failure we caused, nothing else may remain.
    const blocked = consoleErrors.filter((text) => text.startsWith("Failed to load resource"));
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((text) => !blocked.includes(text)));
  });
});

test.describe("services overview", () => {
  test("shows the three service cards and a way to contact us", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nos services");
    await expectServiceCards(page);
    await expect(page.locator("#comment-choisir")).toContainText("Situation 1");
    const closing = page.getByRole("region", { name: `Un doute sur le bon format${NBSP}?` });
    await expect(closing.getByRole("link", { name: "Parler à un expert" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});
