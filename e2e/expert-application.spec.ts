import type { Locator, Page } from "@playwright/test";
import { getPage } from "../app/pages";
import {
  acceptRefusedRequest,
  expectNoAxeViolations,
  expectToast,
  fillHoneypot,
  outboxOf,
  SPAM_SUSPECTED,
  toast,
} from "./forms-support";
import { expect, failSends, outboxFor, test, uniqueEmail } from "./support";

// Sending an expert application on /lif-talent/expert-it. The CV's own checks: expert-cv.spec.ts.

const PATH = "/lif-talent/expert-it";
const PDF_BYTES = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
const MESSAGE = "Développeuse React et Node.js, 8 ans d’expérience,\ndisponible en mars.";

const form = (page: Page) => page.getByRole("form", { name: "Déposez votre candidature" });
const box = (page: Page, name: string) => form(page).getByRole("textbox", { name, exact: true });
const cvInput = (page: Page) => form(page).locator('input[type="file"]');
const fileCount = (input: Locator) =>
  input.evaluate((element: HTMLInputElement) => element.files?.length ?? 0);
const submit = (page: Page) => form(page).getByRole("button", { name: "Envoyer ma candidature" }).click();

async function fill(page: Page, email: string, cvName = "cv.pdf") {
  await box(page, "Prénom").fill("Awa");
  await box(page, "Nom").fill("Diallo");
  await box(page, "E-mail").fill(email);
  await box(page, "Message").fill(MESSAGE);
  await cvInput(page).setInputFiles({ name: cvName, mimeType: "application/pdf", buffer: PDF_BYTES });
  await form(page).getByRole("checkbox").check();
}

test.describe("the expert application", () => {
  test("an expert can apply with a CV; the team gets it, then the expert a confirmation", async ({
    page,
  }) => {
    const email = uniqueEmail("expert-ok");
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage(PATH).h1);
    await fill(page, email, "CV Awa Diallo.pdf");
    await submit(page);

    await expectToast(
      page,
      /Candidature envoyée\s!/,
      "Nous avons bien reçu votre candidature et reviendrons vers vous rapidement.",
      "success",
    );
    for (const name of ["Prénom", "Nom", "E-mail", "Message"]) await expect(box(page, name)).toHaveValue("");
    await expect(cvInput(page)).toHaveValue("");
    expect(await fileCount(cvInput(page))).toBe(0);
    await expect(form(page).getByRole("checkbox")).not.toBeChecked();

    const [team, confirmation] = await outboxOf(page, email, 2);
    expect(team?.template_id).toBe("local-expertTeam");
    expect(team?.template_params).toEqual({
      firstName: "Awa",
      lastName: "Diallo",
      email,
      message: MESSAGE,
      cv_file: PDF_BYTES.toString("base64"),
      cv_name: "CV Awa Diallo.pdf",
    });
    expect(confirmation?.template_id).toBe("local-expertConfirmation");
    expect(Object.keys(confirmation?.template_params ?? {}).sort()).toEqual(
      ["from_email", "from_name", "message", "subject"].sort(),
    );
    expect(confirmation?.template_params).toMatchObject({
      from_name: "Awa Diallo",
      from_email: email,
      subject: "Confirmation de votre message à LIF Group",
    });
    expect(confirmation?.template_params.message).toMatch(/^Bonjour Awa,/);
  });

  test("with the honeypot filled, the team gets the application flagged and no confirmation goes out", async ({
    page,
  }) => {
    const email = uniqueEmail("expert-bot");
    await page.goto(PATH);
    await fill(page, email);
    await fillHoneypot(form(page));
    await submit(page);

    // Success shows once the delivery is over: the outbox is final then.
    await expect(toast(page, /Candidature envoyée\s!/)).toBeVisible();
    const entries = await outboxFor(page.request, email);
    expect(entries.map((entry) => entry.template_id)).toEqual(["local-expertTeam"]);
    expect(entries[0]?.template_params).toMatchObject({ email, spam_suspected: SPAM_SUSPECTED });
  });

  test("when sending fails the expert is told and keeps every value, CV included", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = uniqueEmail("expert-ko");
    await failSends(request, { match: email, status: 500 });
    await page.goto(PATH);
    await fill(page, email);
    await submit(page);

    await expectToast(
      page,
      /Erreur de transmission/,
      "Une erreur est survenue lors de l’envoi de votre candidature. Veuillez réessayer ultérieurement.",
      "error",
    );
    await expect(box(page, "Prénom")).toHaveValue("Awa");
    await expect(box(page, "Nom")).toHaveValue("Diallo");
    await expect(box(page, "E-mail")).toHaveValue(email);
    await expect(box(page, "Message")).toHaveValue(MESSAGE);
    expect(await fileCount(cvInput(page))).toBe(1);
    await expect(form(page).getByRole("checkbox")).toBeChecked();
    await expect(form(page).getByRole("button", { name: "Envoyer ma candidature" })).toBeEnabled();
    // The confirmation is only sent once the team has the application, and the toast comes after that.
    expect(await outboxFor(request, email)).toEqual([]);
    acceptRefusedRequest(consoleErrors, 500);
  });

  test("a CV too large for the e-mail service: the expert is told where to send it and keeps every value", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = uniqueEmail("expert-413");
    await failSends(request, { match: email, status: 413 });
    await page.goto(PATH);
    await fill(page, email);
    await submit(page);

    await expectToast(page, /Fichier non transmis/, "contact@lif-group.fr", "error");
    await expect(box(page, "Message")).toHaveValue(MESSAGE);
    expect(await fileCount(cvInput(page))).toBe(1);
    acceptRefusedRequest(consoleErrors, 413);
  });

  test("an incomplete application shows the form error and marks every field", async ({ page, request }) => {
    const email = uniqueEmail("expert-empty");
    await page.goto(PATH);
    await expectNoAxeViolations(page);
    await box(page, "E-mail").fill(email);
    await submit(page);

    await expectToast(
      page,
      /Erreur de formulaire/,
      "Veuillez remplir tous les champs et accepter les conditions RGPD.",
      "error",
    );
    for (const field of [
      box(page, "Prénom"),
      box(page, "Nom"),
      box(page, "Message"),
      cvInput(page),
      form(page).getByRole("checkbox"),
    ]) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
    }
    await expect(box(page, "E-mail")).not.toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    expect(await outboxFor(request, email)).toEqual([]);
  });
});
