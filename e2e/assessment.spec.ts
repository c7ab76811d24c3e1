import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expectOutbox, expectToast, leadForm, toast } from "./forms-support";
import { ASSESSMENT, ASSESSMENT_NEED } from "./lead-forms";
import { expect, test, uniqueEmail } from "./support";

// The free assessment page and its form (validated by the browser, sent for real).

const PATH = ASSESSMENT.path;
const successHeading = (page: Page) => page.getByRole("heading", { name: /Demande reçue avec succès\s!/ });

test.describe("the free assessment page", () => {
  test("explains the assessment, quotes a client and offers the form", async ({ page }) => {
    const { box: field, form } = leadForm(page, ASSESSMENT);
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Demandez votre évaluation gratuite de conformité RGPD et NIS2",
    );
    await expect(page.getByRole("heading", { name: /passé au crible RGPD et NIS2/ })).toBeVisible();
    await expect(page.locator("figure blockquote")).toHaveCount(1);
    await expect(page.locator("figure figcaption")).toContainText("DSI");
    await expect(field("Prénom")).toHaveAttribute("required", "");
    await expect(field("Nom")).toHaveAttribute("required", "");
    await expect(field("Email professionnel")).toHaveAttribute("required", "");
    await expect(field("Email professionnel")).toHaveAttribute("type", "email");
    const need = field("Votre projet (facultatif)");
    await expect(need).toHaveAttribute("rows", "5");
    await expect(need).not.toHaveAttribute("required");
    await expect(need).toHaveAttribute("placeholder", /projet d’externalisation et vos enjeux de conformité/);
    await expect(form.getByRole("link", { name: "politique de confidentialité" })).toHaveAttribute(
      "href",
      "/politique-confidentialite",
    );
    await expect(form).toContainText("RGPD");
    await expectNoAxeViolations(page);
  });
});

test.describe("requesting an assessment", () => {
  test("a visitor can request an assessment and sees the confirmation panel", async ({ page }) => {
    const email = uniqueEmail("assessment-ok");
    const form = leadForm(page, ASSESSMENT);
    await form.send(email);

    await expect(successHeading(page)).toBeVisible();
    // The confirmation as a whole takes the focus, so a screen reader reads it all (app/forms/shared/lead-outcome.tsx).
    await expect(page.locator("[data-lead-confirmation]")).toBeFocused();
    await expectToast(
      page,
      /Demande envoyée avec succès\s!/,
      "Un de nos experts va vous contacter dans les 24\u00a0h ouvrées.",
      "success",
    );
    await expect(form.form).toHaveCount(0);
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

    await expectOutbox(page, email, [
      {
        template: "assessment",
        params: {
          firstName: "Karim",
          lastName: "Benali",
          email,
          specificNeed: ASSESSMENT_NEED,
          form_type: "evaluation-gratuite",
        },
      },
    ]);
    await expectNoAxeViolations(page);
  });

  test("the browser's own validation stops an incomplete request", async ({ page }) => {
    const { box, form, submit, submitButton } = leadForm(page, ASSESSMENT);
    await page.goto(PATH);
    await box("Email professionnel").fill("karim at exemple.fr");
    await submit();
    expect(await box("Prénom").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    expect(
      await box("Email professionnel").evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
    // The browser stopped it: the form never entered its sending state and is still there.
    await expect(submitButton).toBeEnabled();
    await expect(form).toBeVisible();
    await expect(toast(page, /Demande envoyée/)).toHaveCount(0);
  });
});
