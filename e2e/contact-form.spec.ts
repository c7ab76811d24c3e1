import type { Locator, Page } from "@playwright/test";
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

// The shared contact form, on the contact page (the agile page's strategy call is in shore-pages-b.spec.ts).

const form = (page: Page) => page.getByRole("form", { name: "Envoyez-nous un message" });
const box = (page: Page, name: string) => form(page).getByRole("textbox", { name, exact: true });
const MESSAGE = "Nous cherchons une équipe de trois développeurs React.";

async function fillContact(page: Page, email: string, extra: { phone?: string; company?: string } = {}) {
  await box(page, "Prénom").fill("Awa");
  await box(page, "Nom").fill("Diop");
  await box(page, "E-mail").fill(email);
  if (extra.phone) await box(page, "Téléphone").fill(extra.phone);
  if (extra.company) await box(page, "Entreprise").fill(extra.company);
  await box(page, "Message").fill(MESSAGE);
  await form(page).getByRole("checkbox").check();
}

const submit = (page: Page) => form(page).getByRole("button", { name: "Envoyer" }).click();

test.describe("sending a contact message", () => {
  test("a visitor can send a contact message", async ({ page }) => {
    const email = uniqueEmail("contact-ok");
    await page.goto("/contact");
    await fillContact(page, email, { company: "ACME" });
    await submit(page);

    await expectToast(
      page,
      "Message envoyé avec succès",
      "Nous vous répondrons dans les plus brefs délais.",
      "success",
    );
    await expect(box(page, "Prénom")).toHaveValue("");
    await expect(box(page, "Message")).toHaveValue("");
    await expect(form(page).getByRole("checkbox")).not.toBeChecked();

    const [entry] = await outboxOf(page, email, 1);
    expect(entry?.template_id).toBe("local-contact");
    expect(entry?.template_params).toEqual({
      from_name: "Awa Diop",
      from_email: email,
      phone: "Non renseigné",
      company: "ACME",
      position: "Non renseigné",
      message: MESSAGE,
      form_type: "contact",
    });
    await expectNoAxeViolations(page);
  });

  test("a message sent within 2 s of the page loading (autofill, then submit) waits, then is delivered", async ({
    page,
  }) => {
    const email = uniqueEmail("contact-fast");
    await pauseClockAtLoad(page);
    await page.goto("/contact");
    await fillContact(page, email);
    await submitRightAfterLoad(page, form(page), email);

    await expect(toast(page, "Message envoyé avec succès")).toBeVisible();
    const [entry] = await outboxOf(page, email, 1);
    expect(entry?.template_params).toMatchObject({
      from_name: "Awa Diop",
      from_email: email,
      form_type: "contact",
    });
    expect(entry?.template_params).not.toHaveProperty("spam_suspected");
  });

  test("a submission with the honeypot filled reaches the team flagged as suspected spam", async ({
    page,
  }) => {
    const email = uniqueEmail("contact-bot");
    await page.goto("/contact");
    await fillContact(page, email);
    await fillHoneypot(form(page));
    await submit(page);

    await expect(toast(page, "Message envoyé avec succès")).toBeVisible();
    const [entry] = await outboxOf(page, email, 1);
    expect(entry?.template_id).toBe("local-contact");
    expect(entry?.template_params).toMatchObject({ from_email: email, spam_suspected: SPAM_SUSPECTED });
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

    const notice = toast(page, /chec de l.envoi/);
    await expectToast(
      page,
      /chec de l.envoi/,
      "Une erreur est survenue. Veuillez réessayer plus tard.",
      "error",
    );
    await expect(notice).toContainText(/Échec de l[’']envoi/);

    await expect(box(page, "Prénom")).toHaveValue("Awa");
    await expect(box(page, "Nom")).toHaveValue("Diop");
    await expect(box(page, "E-mail")).toHaveValue(email);
    await expect(box(page, "Téléphone")).toHaveValue("06 12 34 56 78");
    await expect(box(page, "Message")).toHaveValue(MESSAGE);
    await expect(form(page).getByRole("checkbox")).toBeChecked();
    await expect(form(page).getByRole("button", { name: "Envoyer" })).toBeEnabled();
    // The failure toast comes once the sink has refused the one send: nothing else will follow.
    expect(await outboxFor(request, email)).toEqual([]);
    await expectNoAxeViolations(page);
    acceptRefusedRequest(consoleErrors, 500);
  });
});

test.describe("the contact form's rules", () => {
  test("each rule's message appears on submit, tied to its field", async ({ page }) => {
    await page.goto("/contact");
    await box(page, "E-mail").fill("pas-un-email");
    await box(page, "Téléphone").fill("0612");
    await box(page, "Message").fill("Court");
    await submit(page);

    const expected: [Locator, RegExp][] = [
      [box(page, "Prénom"), /^Le prénom est obligatoire$/],
      [box(page, "Nom"), /^Le nom est obligatoire$/],
      [box(page, "E-mail"), /Email invalide$/],
      [box(page, "Téléphone"), /Numéro de téléphone invalide$/],
      [box(page, "Message"), /^Veuillez entrer un message d[’']au moins 10 caractères$/],
      [form(page).getByRole("checkbox"), /^Vous devez accepter la politique de confidentialité$/],
    ];
    for (const [field, message] of expected) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(box(page, "Prénom")).toBeFocused();
    await expectNoAxeViolations(page);

    // After a failed submit, a field revalidates as the visitor types.
    await box(page, "Prénom").fill("Awa");
    await expect(box(page, "Prénom")).not.toHaveAttribute("aria-invalid", "true");
  });

  test("the consent label links to the privacy policy", async ({ page }) => {
    await page.goto("/contact");
    await expect(form(page).getByRole("link", { name: "politique de confidentialité" })).toHaveAttribute(
      "href",
      "/politique-confidentialite",
    );
  });
});
