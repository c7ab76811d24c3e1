import { getPage } from "../app/pages";
import { expectNoAxeViolations, expectOutbox, expectToast, leadForm } from "./forms-support";
import { CLIENT_NEED, CLIENT_REQUEST } from "./lead-forms";
import { expect, test, uniqueEmail } from "./support";

// The client request on /lif-talent/client-entreprise.

test.describe("the client request", () => {
  test("a company can send a request; the team gets it, then the company a confirmation", async ({
    page,
  }) => {
    const email = uniqueEmail("client-ok");
    const form = leadForm(page, CLIENT_REQUEST);
    await page.goto(CLIENT_REQUEST.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage(CLIENT_REQUEST.path).h1);
    await expect(form.box("E-mail professionnel")).toHaveAttribute("type", "email");
    await expectNoAxeViolations(page);
    await form.fill(email);
    await form.submit();

    await expectToast(
      page,
      /Demande envoyée\s!/,
      "Nous avons bien reçu votre demande et reviendrons vers vous rapidement.",
      "success",
    );
    await form.expectCleared(["Prénom", "E-mail professionnel", "Entreprise", "Votre besoin"]);

    await expectOutbox(page, email, [
      {
        template: "clientTeam",
        params: {
          firstName: "Claire",
          lastName: "Martin",
          email,
          company: "Fintech SAS",
          message: CLIENT_NEED,
          type: "Demande client LIF Talent",
        },
      },
      { template: "clientConfirmation", params: { firstName: "Claire", email } },
    ]);
  });

  test("an incomplete request shows the form error and marks the missing fields", async ({ page }) => {
    const form = leadForm(page, CLIENT_REQUEST);
    await page.goto(CLIENT_REQUEST.path);
    await form.submit();
    await expectToast(
      page,
      /Erreur de formulaire/,
      "Veuillez remplir tous les champs et accepter les conditions RGPD.",
      "error",
    );
    await expect(form.box("Entreprise")).toHaveAttribute("aria-invalid", "true");
    await expect(form.consent).toHaveAttribute("aria-invalid", "true");
    await expect(form.form.getByRole("link", { name: "politique de confidentialité" })).toHaveAttribute(
      "href",
      "/politique-confidentialite",
    );
    await expectNoAxeViolations(page);
  });
});
