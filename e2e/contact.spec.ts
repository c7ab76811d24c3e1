import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./forms-support";
import { expect, expectLinks, test } from "./support";

// The contact page itself: its coordinates, offices and map. Its form: contact-form.spec.ts.

/** The map's real tiles are out of reach offline: answer for OpenStreetMap with an empty page. */
async function stubMap(page: Page) {
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Carte</title>" }),
  );
}

test.describe("the contact page", () => {
  test("shows its heading, coordinates and the five offices", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle("Contactez LIF Group | Expert en Solutions Nearshoring");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contactez-nous");
    const main = page.getByRole("main");
    await expectLinks(main, {
      "+33 1 99 00 12 34": "tel:+33199001234",
      "contact@lif-group.fr": "mailto:contact@lif-group.fr",
    });
    await expect(main.getByText("Du lundi au vendredi, de 9\u00a0h à 18\u00a0h")).toBeVisible();
    const offices = page
      .getByRole("heading", { name: "Bureaux LIF Group" })
      .locator("xpath=..")
      .getByRole("listitem");
    await expect(offices).toHaveCount(5);
    for (const city of ["Paris", "Dakar", "Abidjan", "Tunis", "Bruxelles"]) {
      await expect(offices.filter({ hasText: city })).toHaveCount(1);
    }
    await expectNoAxeViolations(page);
  });

  test("the map loads only after a click on its placeholder", async ({ page }) => {
    await stubMap(page);
    await page.goto("/contact");
    const map = page.locator('iframe[title="Carte OpenStreetMap du siège de LIF Group à Paris"]');
    await expect(page.getByRole("button", { name: "Afficher la carte" })).toBeVisible();
    await expect(map).toHaveCount(0);
    await page.getByRole("button", { name: "Afficher la carte" }).click();
    await expect(map).toHaveCount(1);
    await expect(map).toHaveAttribute("loading", "lazy");
  });

  test("the prerendered page holds no map iframe", async ({ request }) => {
    const html = await (await request.get("/contact")).text();
    expect(html).not.toContain("<iframe");
    expect(html).toContain("Nous Localiser");
  });
});

test.describe("with every cookie accepted", () => {
  test.use({ cookieChoice: "all" });
  test("the map loads without a click", async ({ page }) => {
    await stubMap(page);
    await page.goto("/contact");
    await expect(page.locator("iframe[title]")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Afficher la carte" })).toHaveCount(0);
  });
});
