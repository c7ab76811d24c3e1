import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, failSends, outboxFor, test, uniqueEmail } from "./support";

const PATH = "/services/lif-shore/demander-evaluation-gratuite";
/** The bot guard drops submissions made sooner than this after the form appeared. */
const MIN_FILL_MS = 2100;
const NEED = "Une équipe de 5 développeurs à Tunis.\nDonnées de santé : quelles obligations RGPD et NIS2 ?";

const form = (page: Page) => page.getByRole("form", { name: "Demandez votre évaluation gratuite" });
const field = (page: Page, name: string) => form(page).getByRole("textbox", { name, exact: true });
const submitButton = (page: Page) =>
  form(page).getByRole("button", { name: "Demander mon évaluation gratuite" });

async function fill(page: Page, email: string) {
  await field(page, "Prénom").fill("Karim");
  await field(page, "Nom").fill("Benali");
  await field(page, "Email professionnel").fill(email);
  await field(page, "Votre projet (facultatif)").fill(NEED);
}

async function submit(page: Page) {
  await page.waitForTimeout(MIN_FILL_MS);
  await submitButton(page).click();
}

async function expectNoAxeViolations(page: Page) {
  // Toasts fade in: let them settle so colours are measured at full opacity.
  await page.waitForTimeout(600);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

test.describe("the free assessment page", () => {
  test("explains the assessment, quotes a client and offers the form", async ({ page }) => {
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Demandez votre évaluation gratuite de conformité RGPD et NIS2",
    );
    await expect(page.getByRole("heading", { name: /passé au crible RGPD et NIS2/ })).toBeVisible();
    await expect(page.locator("figure blockquote")).toHaveCount(1);
    await expect(page.locator("figure figcaption")).toContainText("DSI");
    await expect(field(page, "Prénom")).toHaveAttribute("required", "");
    await expect(field(page, "Nom")).toHaveAttribute("required", "");
    await expect(field(page, "Email professionnel")).toHaveAttribute("required", "");
    await expect(field(page, "Email professionnel")).toHaveAttribute("type", "email");
    const need = field(page, "Votre projet (facultatif)");
    await expect(need).toHaveAttribute("rows", "5");
    await expect(need).toHaveAttribute("placeholder", /projet d’externalisation et vos enjeux de conformité/);
    await expect(form(page).getByRole("link", { name: "politique de confidentialité" })).toHaveAttribute(
      "href",
      "/politique-confidentialite",
    );
    await expect(form(page)).toContainText("RGPD");
    await expectNoAxeViolations(page);
  });

  test("a visitor can request an assessment and sees the confirmation panel", async ({ page, request }) => {
    const email = uniqueEmail("assessment-ok");
    await page.goto(PATH);
    await fill(page, email);
    await submit(page);

    const heading = page.getByRole("heading", { name: /Demande reçue avec succès\s!/ });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    const notice = page.locator("[data-sonner-toast]").filter({ hasText: /Demande envoyée avec succès\s!/ });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute("data-type", "success");
    await expect(notice).toContainText("Un de nos experts va vous contacter dans les 24h ouvrées.");
    await expect(form(page)).toHaveCount(0);
    await expect(page.getByText(/24h ouvrées pour organiser votre évaluation/)).toBeVisible();

    const main = page.getByRole("main");
    await expect(
      main.locator('a[href="/services/lif-shore/conformite-et-organisation"]').last(),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: "L’offre LIF Shore" })).toHaveAttribute(
      "href",
      "/services/lif-shore",
    );
    await expect(main.getByRole("link", { name: "Nous écrire" })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: /Nous appeler/ })).toHaveAttribute(
      "href",
      "tel:+33199001234",
    );

    await expect.poll(() => outboxFor(request, email).then((entries) => entries.length)).toBe(1);
    const [entry] = await outboxFor(request, email);
    expect(entry?.template_id).toBe("local-assessment");
    expect(entry?.template_params).toEqual({
      firstName: "Karim",
      lastName: "Benali",
      email,
      specificNeed: NEED,
      form_type: "evaluation-gratuite",
    });
    await expectNoAxeViolations(page);
  });

  test("when sending fails the visitor is told and the form keeps every value", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = uniqueEmail("assessment-ko");
    await failSends(request, { match: email, status: 500 });
    await page.goto(PATH);
    await fill(page, email);
    await submit(page);

    const notice = page.locator("[data-sonner-toast]").filter({ hasText: "Une erreur est survenue" });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute("data-type", "error");
    await expect(notice).toContainText("Veuillez réessayer ultérieurement ou nous contacter directement.");
    await expect(field(page, "Prénom")).toHaveValue("Karim");
    await expect(field(page, "Nom")).toHaveValue("Benali");
    await expect(field(page, "Email professionnel")).toHaveValue(email);
    await expect(field(page, "Votre projet (facultatif)")).toHaveValue(NEED);
    await expect(submitButton(page)).toBeEnabled();
    await expect(page.getByRole("heading", { name: /Demande reçue avec succès/ })).toHaveCount(0);
    expect(await outboxFor(request, email)).toEqual([]);
    const refused = consoleErrors.findIndex((text) => text.includes("status of 500"));
    expect(refused).toBeGreaterThanOrEqual(0);
    consoleErrors.splice(refused, 1);
  });

  test("the browser's own validation stops an incomplete request", async ({ page, request }) => {
    const email = uniqueEmail("assessment-empty");
    await page.goto(PATH);
    await field(page, "Email professionnel").fill(email.replace("@", " at "));
    await submit(page);
    await expect(form(page)).toBeVisible();
    expect(
      await field(page, "Prénom").evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    expect(
      await field(page, "Email professionnel").evaluate(
        (input: HTMLInputElement) => input.validity.typeMismatch,
      ),
    ).toBe(true);
    await page.waitForTimeout(500);
    expect(await outboxFor(request, email.replace("@", " at "))).toEqual([]);
  });
});
