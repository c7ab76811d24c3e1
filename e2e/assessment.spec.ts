import type { Page } from "@playwright/test";
import {
  acceptRefusedRequest,
  expectNoAxeViolations,
  expectToast,
  fillHoneypot,
  outboxOf,
  pauseClockAtLoad,
  SPAM_SUSPECTED,
  submitRightAfterLoad,
  toast,
} from "./forms-support";
import { expect, failSends, outboxFor, test, uniqueEmail } from "./support";

// The free assessment page and its form (validated by the browser, sent for real).

const PATH = "/services/lif-shore/demander-evaluation-gratuite";
const NEED = "Une équipe de 5 développeurs à Tunis.\nDonnées de santé : quelles obligations RGPD et NIS2 ?";

const form = (page: Page) => page.getByRole("form", { name: "Demandez votre évaluation gratuite" });
const field = (page: Page, name: string) => form(page).getByRole("textbox", { name, exact: true });
const submitButton = (page: Page) =>
  form(page).getByRole("button", { name: "Demander mon évaluation gratuite" });
const successHeading = (page: Page) => page.getByRole("heading", { name: /Demande reçue avec succès\s!/ });

async function fill(page: Page, email: string) {
  await field(page, "Prénom").fill("Karim");
  await field(page, "Nom").fill("Benali");
  await field(page, "Email professionnel").fill(email);
  await field(page, "Votre projet (facultatif)").fill(NEED);
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
    await expect(need).not.toHaveAttribute("required");
    await expect(need).toHaveAttribute("placeholder", /projet d’externalisation et vos enjeux de conformité/);
    await expect(form(page).getByRole("link", { name: "politique de confidentialité" })).toHaveAttribute(
      "href",
      "/politique-confidentialite",
    );
    await expect(form(page)).toContainText("RGPD");
    await expectNoAxeViolations(page);
  });
});

test.describe("requesting an assessment", () => {
  test("a visitor can request an assessment and sees the confirmation panel", async ({ page }) => {
    const email = uniqueEmail("assessment-ok");
    await page.goto(PATH);
    await fill(page, email);
    await submitButton(page).click();

    await expect(successHeading(page)).toBeVisible();
    await expect(successHeading(page)).toBeFocused();
    await expectToast(
      page,
      /Demande envoyée avec succès\s!/,
      "Un de nos experts va vous contacter dans les 24\u00a0h ouvrées.",
      "success",
    );
    await expect(form(page)).toHaveCount(0);
    await expect(page.getByText(/pour organiser votre évaluation gratuite/)).toBeVisible();

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

    const [entry] = await outboxOf(page, email, 1);
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

  test("a request sent within 2 s of the page loading waits, then is delivered", async ({ page }) => {
    const email = uniqueEmail("assessment-fast");
    await pauseClockAtLoad(page);
    await page.goto(PATH);
    await field(page, "Prénom").fill("Karim");
    await field(page, "Nom").fill("Benali");
    await field(page, "Email professionnel").fill(email);
    await submitRightAfterLoad(page, form(page), email);

    await expect(successHeading(page)).toBeVisible();
    const [entry] = await outboxOf(page, email, 1);
    expect(entry?.template_params).toMatchObject({ email, specificNeed: "" });
    expect(entry?.template_params).not.toHaveProperty("spam_suspected");
  });

  test("with the honeypot filled, the request reaches the team flagged as suspected spam", async ({
    page,
  }) => {
    const email = uniqueEmail("assessment-bot");
    await page.goto(PATH);
    await fill(page, email);
    await fillHoneypot(form(page));
    await submitButton(page).click();

    await expect(successHeading(page)).toBeVisible();
    const [entry] = await outboxOf(page, email, 1);
    expect(entry?.template_params).toMatchObject({ email, spam_suspected: SPAM_SUSPECTED });
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
    await submitButton(page).click();

    await expectToast(
      page,
      "Une erreur est survenue",
      "Veuillez réessayer ultérieurement ou nous contacter directement.",
      "error",
    );
    await expect(field(page, "Prénom")).toHaveValue("Karim");
    await expect(field(page, "Nom")).toHaveValue("Benali");
    await expect(field(page, "Email professionnel")).toHaveValue(email);
    await expect(field(page, "Votre projet (facultatif)")).toHaveValue(NEED);
    await expect(submitButton(page)).toBeEnabled();
    await expect(page.getByRole("heading", { name: /Demande reçue avec succès/ })).toHaveCount(0);
    expect(await outboxFor(request, email)).toEqual([]);
    acceptRefusedRequest(consoleErrors, 500);
  });

  test("the browser's own validation stops an incomplete request", async ({ page }) => {
    await page.goto(PATH);
    await field(page, "Email professionnel").fill("karim at exemple.fr");
    await submitButton(page).click();
    expect(
      await field(page, "Prénom").evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    expect(
      await field(page, "Email professionnel").evaluate(
        (input: HTMLInputElement) => input.validity.typeMismatch,
      ),
    ).toBe(true);
    // The browser stopped it: the form never entered its sending state and is still there.
    await expect(submitButton(page)).toBeEnabled();
    await expect(form(page)).toBeVisible();
    await expect(toast(page, /Demande envoyée/)).toHaveCount(0);
  });
});
