import type { Page } from "@playwright/test";
import { expectNoAxeViolations, expectOutbox, expectToast, formFields, leadForm } from "./forms-support";
import { CONSULTATION, CONSULTATION_NEED, GUIDE } from "./lead-forms";
import { expect, test, uniqueEmail } from "./support";

// The consultation form and the guide form of the LIF Shore landing page.

test.describe("the LIF Shore consultation form", () => {
  test("a visitor can ask for a consultation", async ({ page }) => {
    const email = uniqueEmail("consultation-ok");
    const form = leadForm(page, CONSULTATION);
    await form.send(email);

    await expectToast(
      page,
      "Demande envoyée avec succès",
      "Un expert LIF Shore vous recontacte sous 24\u00a0h ouvrées.",
      "success",
    );
    await form.expectCleared(["Nom et prénom"]);

    await expectOutbox(page, email, [
      {
        template: "consultation",
        params: {
          from_name: "Awa Diop",
          from_email: email,
          company: "ACME",
          phone: "Non renseigné",
          message: CONSULTATION_NEED,
          form_type: "lif-shore",
          page: CONSULTATION.path,
        },
      },
    ]);
  });

  test("empty fields are refused with messages tied to them", async ({ page }) => {
    const form = leadForm(page, CONSULTATION);
    await page.goto(CONSULTATION.path);
    await form.submit();
    const name = form.box("Nom et prénom");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Veuillez indiquer vos nom et prénom");
    await expect(form.box("E-mail professionnel")).toHaveAccessibleDescription("Email invalide");
    await expectNoAxeViolations(page);
  });
});

test.describe("the guide download form", () => {
  const receivedPanel = (page: Page) => page.getByRole("status").filter({ hasText: "Demande reçue" });

  test("a visitor can ask for the guide, then downloads it; the team gets its link", async ({ page }) => {
    const email = uniqueEmail("guide-ok");
    await leadForm(page, GUIDE).send(email);

    const panel = receivedPanel(page);
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(email);
    await expect(panel.getByRole("link", { name: "Contactez-nous" })).toHaveAttribute("href", "/contact");
    const download = panel.getByRole("link", { name: "Télécharger le guide (PDF)" });
    const pdf = await page.request.get((await download.getAttribute("href")) ?? "");
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    const [entry] = await expectOutbox(page, email, [{ template: "guide" }]);
    expect(Object.keys(formFields(entry?.template_params ?? {})).sort()).toEqual([
      "company",
      "from_email",
      "from_name",
      "guide",
      "guide_url",
    ]);
    expect(entry?.template_params.guide_url).toBe(
      "https://www.lif-group.fr/generated/guide-nearshore-afrique.pdf",
    );
    expect(entry?.template_params).toMatchObject({
      from_name: "Awa Diop",
      from_email: email,
      company: "ACME",
    });
    await expectNoAxeViolations(page);
  });
});
