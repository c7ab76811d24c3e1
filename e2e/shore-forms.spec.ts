import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, failSends, outboxFor, test, uniqueEmail } from "./support";

/** The bot guard drops submissions made sooner than this after the form appeared. */
const MIN_FILL_MS = 2100;
const PAGE = "/services/lif-shore";

const consultation = (page: Page) => page.getByRole("form", { name: "Demandez votre consultation gratuite" });
const guide = (page: Page) => page.getByRole("form", { name: /^Recevoir le guide/ });

async function fillConsultation(page: Page, email: string) {
  const f = consultation(page);
  await f.getByRole("textbox", { name: "Nom et prénom" }).fill("Awa Diop");
  await f.getByRole("textbox", { name: "E-mail professionnel" }).fill(email);
  await f.getByRole("textbox", { name: "Entreprise" }).fill("ACME");
  await f.getByRole("textbox", { name: "Votre besoin" }).fill("Une équipe de cinq développeurs Java.");
  await f.getByRole("checkbox").check();
  await page.waitForTimeout(MIN_FILL_MS);
}

async function fillGuide(page: Page, email: string) {
  const f = guide(page);
  await f.getByRole("textbox", { name: "Nom et prénom" }).fill("Awa Diop");
  await f.getByRole("textbox", { name: "E-mail professionnel" }).fill(email);
  await f.getByRole("textbox", { name: "Entreprise" }).fill("ACME");
  await page.waitForTimeout(MIN_FILL_MS);
}

async function expectNoAxeViolations(page: Page) {
  await page.waitForTimeout(600);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

/** The browser logs a refused request as an error: in a failure test, that one is expected. */
function dropExpectedRequestError(consoleErrors: string[]) {
  const index = consoleErrors.findIndex((text) => text.includes("status of 500"));
  expect(index).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
}

test.describe("the LIF Shore consultation form", () => {
  test("a visitor can ask for a consultation", async ({ page, request }) => {
    const email = uniqueEmail("consultation-ok");
    await page.goto(PAGE);
    await fillConsultation(page, email);
    await consultation(page).getByRole("button", { name: "Envoyer ma demande" }).click();

    await expect(page.getByText("Demande envoyée avec succès")).toBeVisible();
    await expect(page.getByText("Un expert LIF Shore vous recontacte sous 24h ouvrées.")).toBeVisible();
    await expect(consultation(page).getByRole("textbox", { name: "Nom et prénom" })).toHaveValue("");

    await expect.poll(() => outboxFor(request, email).then((entries) => entries.length)).toBe(1);
    const [entry] = await outboxFor(request, email);
    expect(entry?.template_id).toBe("local-consultation");
    expect(entry?.template_params).toMatchObject({
      from_name: "Awa Diop",
      from_email: email,
      company: "ACME",
      phone: "Non renseigné",
      message: "Une équipe de cinq développeurs Java.",
      page: PAGE,
    });
    expect(entry?.template_params.form_type).toBeTruthy();
  });

  test("when sending fails the visitor is told and keeps every value", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = uniqueEmail("consultation-ko");
    await failSends(request, { match: email, status: 500 });
    await page.goto(PAGE);
    await fillConsultation(page, email);
    await consultation(page).getByRole("button", { name: "Envoyer ma demande" }).click();

    const toast = page.locator("[data-sonner-toast][data-type='error']");
    await expect(toast).toContainText(/Échec de l[’']envoi/);
    await expect(toast).toContainText("Votre demande n’a pas pu être envoyée.");
    const f = consultation(page);
    await expect(f.getByRole("textbox", { name: "Nom et prénom" })).toHaveValue("Awa Diop");
    await expect(f.getByRole("textbox", { name: "E-mail professionnel" })).toHaveValue(email);
    await expect(f.getByRole("textbox", { name: "Votre besoin" })).toHaveValue(
      "Une équipe de cinq développeurs Java.",
    );
    await expect(f.getByRole("checkbox")).toBeChecked();
    expect(await outboxFor(request, email)).toEqual([]);
    dropExpectedRequestError(consoleErrors);
  });

  test("empty fields are refused with messages tied to them", async ({ page }) => {
    await page.goto(PAGE);
    const f = consultation(page);
    await f.getByRole("button", { name: "Envoyer ma demande" }).click();
    const name = f.getByRole("textbox", { name: "Nom et prénom" });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Veuillez indiquer vos nom et prénom");
    await expect(f.getByRole("textbox", { name: "E-mail professionnel" })).toHaveAccessibleDescription(
      "Email invalide",
    );
    await expectNoAxeViolations(page);
  });
});

test.describe("the guide download form", () => {
  test("a visitor can ask for the guide and is told what happens next", async ({ page, request }) => {
    const email = uniqueEmail("guide-ok");
    await page.goto(PAGE);
    await fillGuide(page, email);
    await guide(page).getByRole("button", { name: "Recevoir le guide" }).click();

    const panel = page.getByRole("status").filter({ hasText: "Demande reçue" });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(email);
    await expect(panel.getByRole("link", { name: "Contactez-nous" })).toHaveAttribute("href", "/contact");

    await expect.poll(() => outboxFor(request, email).then((entries) => entries.length)).toBe(1);
    const [entry] = await outboxFor(request, email);
    expect(entry?.template_id).toBe("local-guide");
    expect(Object.keys(entry?.template_params ?? {}).sort()).toEqual([
      "company",
      "from_email",
      "from_name",
      "guide",
    ]);
    expect(entry?.template_params).toMatchObject({
      from_name: "Awa Diop",
      from_email: email,
      company: "ACME",
    });
    await expectNoAxeViolations(page);
  });

  test("when sending fails the visitor is told and keeps every value", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = uniqueEmail("guide-ko");
    await failSends(request, { match: email, status: 500 });
    await page.goto(PAGE);
    await fillGuide(page, email);
    await guide(page).getByRole("button", { name: "Recevoir le guide" }).click();

    await expect(page.locator("[data-sonner-toast][data-type='error']")).toContainText(
      "Votre demande de guide n’a pas pu être envoyée.",
    );
    await expect(guide(page).getByRole("textbox", { name: "E-mail professionnel" })).toHaveValue(email);
    await expect(guide(page).getByRole("textbox", { name: "Entreprise" })).toHaveValue("ACME");
    expect(await outboxFor(request, email)).toEqual([]);
    dropExpectedRequestError(consoleErrors);
  });
});
