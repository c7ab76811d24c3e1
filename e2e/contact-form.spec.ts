import type { Locator } from "@playwright/test";
import { expectNoAxeViolations, expectOutbox, expectToast, leadForm } from "./forms-support";
import { CONTACT, CONTACT_MESSAGE } from "./lead-forms";
import { expect, test, uniqueEmail } from "./support";

// The shared contact form, on the contact page (the agile page's strategy call is in shore-pages-b.spec.ts).

test.describe("sending a contact message", () => {
  test("a visitor can send a contact message", async ({ page }) => {
    const email = uniqueEmail("contact-ok");
    const form = leadForm(page, CONTACT);
    await page.goto(CONTACT.path);
    await form.fill(email);
    await form.box("Entreprise").fill("ACME");
    await form.submit();

    await expectToast(
      page,
      "Message envoyé avec succès",
      "Nous vous répondrons dans les plus brefs délais.",
      "success",
    );
    await form.expectCleared(["Prénom", "Message"]);

    await expectOutbox(page, email, [
      {
        template: "contact",
        params: {
          from_name: "Awa Diop",
          from_email: email,
          phone: "Non renseigné",
          company: "ACME",
          position: "Non renseigné",
          message: CONTACT_MESSAGE,
          form_type: "contact",
        },
      },
    ]);
    await expectNoAxeViolations(page);
  });
});

test.describe("the contact form's rules", () => {
  test("each rule's message appears on submit, tied to its field", async ({ page }) => {
    const { box, consent, submit } = leadForm(page, CONTACT);
    await page.goto(CONTACT.path);
    await box("E-mail").fill("pas-un-email");
    await box("Téléphone").fill("0612");
    await box("Message").fill("Court");
    await submit();

    const expected: [Locator, RegExp][] = [
      [box("Prénom"), /^Le prénom est obligatoire$/],
      [box("Nom"), /^Le nom est obligatoire$/],
      [box("E-mail"), /Email invalide$/],
      [box("Téléphone"), /Numéro de téléphone invalide$/],
      [box("Message"), /^Veuillez entrer un message d[’']au moins 10 caractères$/],
      [consent, /^Vous devez accepter la politique de confidentialité$/],
    ];
    for (const [field, message] of expected) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(box("Prénom")).toBeFocused();
    await expectNoAxeViolations(page);

    // After a failed submit, a field revalidates as the visitor types.
    await box("Prénom").fill("Awa");
    await expect(box("Prénom")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("the consent label links to the privacy policy", async ({ page }) => {
    await page.goto(CONTACT.path);
    await expect(
      leadForm(page, CONTACT).form.getByRole("link", { name: "politique de confidentialité" }),
    ).toHaveAttribute("href", "/politique-confidentialite");
  });
});
