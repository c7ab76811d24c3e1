import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, failSends, outboxFor, test, uniqueEmail } from "./support";

/** The bot guard drops submissions made sooner than this after the form appeared. */
const MIN_FILL_MS = 2100;

/** The map's real tiles are out of reach offline: answer for OpenStreetMap with an empty page. */
async function stubMap(page: Page) {
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Carte</title>" }),
  );
}

const form = (page: Page) => page.getByRole("form", { name: "Envoyez-nous un message" });

async function fillContact(page: Page, email: string, extra: { phone?: string; company?: string } = {}) {
  const f = form(page);
  await f.getByRole("textbox", { name: "Prénom" }).fill("Awa");
  await f.getByRole("textbox", { name: "Nom", exact: true }).fill("Diop");
  await f.getByRole("textbox", { name: "E-mail" }).fill(email);
  if (extra.phone) await f.getByRole("textbox", { name: "Téléphone" }).fill(extra.phone);
  if (extra.company) await f.getByRole("textbox", { name: "Entreprise" }).fill(extra.company);
  await f
    .getByRole("textbox", { name: "Message" })
    .fill("Nous cherchons une équipe de trois développeurs React.");
  await f.getByRole("checkbox").check();
}

async function submit(page: Page) {
  await page.waitForTimeout(MIN_FILL_MS);
  await form(page).getByRole("button", { name: "Envoyer" }).click();
}

/** The field's error, read through its aria-describedby, as a screen reader would. */
async function describedError(field: Locator): Promise<string> {
  const ids = (await field.getAttribute("aria-describedby")) ?? "";
  const texts = await Promise.all(
    ids
      .split(" ")
      .filter(Boolean)
      .map((id) => field.page().locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(" ");
}

async function expectNoAxeViolations(page: Page) {
  // Toasts fade in: let them settle so colours are measured at full opacity.
  await page.waitForTimeout(600);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

test.describe("the contact page", () => {
  test("shows its heading, coordinates and the five offices", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle("Contactez LIF Group | Expert en Solutions Nearshoring");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contactez-nous");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "+33 1 99 00 12 34" })).toHaveAttribute(
      "href",
      "tel:+33199001234",
    );
    await expect(main.getByRole("link", { name: "contact@lif-group.fr" })).toHaveAttribute(
      "href",
      "mailto:contact@lif-group.fr",
    );
    await expect(main.getByText("Lun-Ven 9h-18h")).toBeVisible();
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

  test("a visitor can send a contact message", async ({ page, request }) => {
    const email = uniqueEmail("contact-ok");
    await page.goto("/contact");
    await fillContact(page, email, { company: "ACME" });
    await submit(page);

    await expect(page.getByText("Message envoyé avec succès")).toBeVisible();
    await expect(page.getByText("Nous vous répondrons dans les plus brefs délais.")).toBeVisible();
    await expect(form(page).getByRole("textbox", { name: "Prénom" })).toHaveValue("");
    await expect(form(page).getByRole("textbox", { name: "Message" })).toHaveValue("");
    await expect(form(page).getByRole("checkbox")).not.toBeChecked();

    await expect.poll(() => outboxFor(request, email).then((entries) => entries.length)).toBe(1);
    const [entry] = await outboxFor(request, email);
    expect(entry?.template_id).toBe("local-contact");
    expect(entry?.template_params).toEqual({
      from_name: "Awa Diop",
      from_email: email,
      phone: "Non renseigné",
      company: "ACME",
      position: "Non renseigné",
      message: "Nous cherchons une équipe de trois développeurs React.",
      form_type: "contact",
    });
    await expectNoAxeViolations(page);
  });

  test("when sending fails the visitor is told and keeps every value", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = uniqueEmail("contact-ko");
    await failSends(request, { match: email, status: 500 });
    await page.goto("/contact");
    await fillContact(page, email, { phone: "06 12 34 56 78" });
    await submit(page);

    const toast = page.locator("[data-sonner-toast]").filter({ hasText: /chec de l.envoi/ });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("data-type", "error");
    await expect(toast).toContainText(/Échec de l[’']envoi/);
    await expect(toast).toContainText("Une erreur est survenue. Veuillez réessayer plus tard.");

    const f = form(page);
    await expect(f.getByRole("textbox", { name: "Prénom" })).toHaveValue("Awa");
    await expect(f.getByRole("textbox", { name: "Nom", exact: true })).toHaveValue("Diop");
    await expect(f.getByRole("textbox", { name: "E-mail" })).toHaveValue(email);
    await expect(f.getByRole("textbox", { name: "Téléphone" })).toHaveValue("06 12 34 56 78");
    await expect(f.getByRole("textbox", { name: "Message" })).toHaveValue(
      "Nous cherchons une équipe de trois développeurs React.",
    );
    await expect(f.getByRole("checkbox")).toBeChecked();
    await expect(f.getByRole("button", { name: "Envoyer" })).toBeEnabled();
    expect(await outboxFor(request, email)).toEqual([]);
    await expectNoAxeViolations(page);
    // The browser logs the refused request itself: that one error is the point of this test.
    const refused = consoleErrors.findIndex((text) => text.includes("status of 500"));
    expect(refused).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(refused, 1);
  });

  test("each rule's message appears on submit, tied to its field", async ({ page }) => {
    await page.goto("/contact");
    const f = form(page);
    await f.getByRole("textbox", { name: "E-mail" }).fill("pas-un-email");
    await f.getByRole("textbox", { name: "Téléphone" }).fill("0612");
    await f.getByRole("textbox", { name: "Message" }).fill("Court");
    await f.getByRole("button", { name: "Envoyer" }).click();

    const expected: [Locator, RegExp][] = [
      [f.getByRole("textbox", { name: "Prénom" }), /^Le prénom est obligatoire$/],
      [f.getByRole("textbox", { name: "Nom", exact: true }), /^Le nom est obligatoire$/],
      [f.getByRole("textbox", { name: "E-mail" }), /Email invalide$/],
      [f.getByRole("textbox", { name: "Téléphone" }), /Numéro de téléphone invalide$/],
      [
        f.getByRole("textbox", { name: "Message" }),
        /^Veuillez entrer un message d[’']au moins 10 caractères$/,
      ],
      [f.getByRole("checkbox"), /^Vous devez accepter la politique de confidentialité$/],
    ];
    for (const [field, message] of expected) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      expect(await describedError(field)).toMatch(message);
    }
    await expect(f.getByRole("textbox", { name: "Prénom" })).toBeFocused();
    await expectNoAxeViolations(page);

    // After a failed submit, a field revalidates as the visitor types.
    await f.getByRole("textbox", { name: "Prénom" }).fill("Awa");
    await expect(f.getByRole("textbox", { name: "Prénom" })).not.toHaveAttribute("aria-invalid", "true");
  });

  test("the consent label links to the privacy policy", async ({ page }) => {
    await page.goto("/contact");
    await expect(form(page).getByRole("link", { name: "politique de confidentialité" })).toHaveAttribute(
      "href",
      "/politique-confidentialite",
    );
  });

  test("a bot that fills the honeypot sees success and nothing is sent", async ({ page, request }) => {
    const email = uniqueEmail("contact-bot");
    await page.goto("/contact");
    await fillContact(page, email);
    await form(page)
      .locator('input[name="website"]')
      .evaluate((input: HTMLInputElement) => {
        input.value = "https://spam.example";
      });
    await submit(page);
    await expect(page.getByText("Message envoyé avec succès")).toBeVisible();
    await page.waitForTimeout(500);
    expect(await outboxFor(request, email)).toEqual([]);
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
