import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, failSends, outboxFor, test, uniqueEmail } from "./support";

/** The bot guard drops submissions made sooner than this after the form appeared. */
const MIN_FILL_MS = 2100;
const CV_MAX_BYTES = 5 * 1024 * 1024;
const PDF_BYTES = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
const PNG_BYTES = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const BAD_FORMAT = "Format de fichier non supporté. Merci d'utiliser PDF ou DOCX.";
const TOO_LARGE = "Le fichier est trop volumineux. Taille maximum : 5MB.";

/** A PDF of `size` bytes (a real PDF signature, then padding). */
function pdfOfSize(size: number): Buffer {
  const buffer = Buffer.alloc(size, 0x20);
  PDF_BYTES.copy(buffer, 0, 0, Math.min(size, PDF_BYTES.length));
  return buffer;
}

const toast = (page: Page, title: RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: title });

async function expectToast(page: Page, title: RegExp, description: string, type: "success" | "error") {
  const notice = toast(page, title);
  await expect(notice).toBeVisible();
  await expect(notice).toHaveAttribute("data-type", type);
  await expect(notice).toContainText(description);
}

/** The field's hint and error, read through its aria-describedby, as a screen reader would. */
async function described(field: Locator): Promise<string> {
  const ids = (await field.getAttribute("aria-describedby")) ?? "";
  const texts = await Promise.all(
    ids
      .split(" ")
      .filter(Boolean)
      .map((id) =>
        field
          .page()
          .locator(`[id="${id}"]`)
          .textContent()
          .then((text) => text ?? ""),
      ),
  );
  return texts.join(" ");
}

async function expectNoAxeViolations(page: Page) {
  // Toasts fade in: let them settle so colours are measured at full opacity.
  await page.waitForTimeout(600);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

/** Removes the one console error the browser logs for a refused request: that refusal is the test's point. */
function acceptRefusedRequest(consoleErrors: string[], status: number) {
  const index = consoleErrors.findIndex((text) => text.includes(`status of ${status}`));
  expect(index).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(index, 1);
}

test.describe("the expert application on /lif-talent/expert-it", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Déposez votre candidature" });
  const cvInput = (page: Page) => form(page).locator('input[type="file"]');
  const fileCount = (input: Locator) =>
    input.evaluate((element: HTMLInputElement) => element.files?.length ?? 0);
  const MESSAGE = "Développeuse React et Node.js, 8 ans d’expérience,\ndisponible en mars.";

  async function fill(page: Page, email: string, cv: { name: string; mimeType: string; buffer: Buffer }) {
    const f = form(page);
    await f.getByRole("textbox", { name: "Prénom" }).fill("Awa");
    await f.getByRole("textbox", { name: "Nom", exact: true }).fill("Diallo");
    await f.getByRole("textbox", { name: "E-mail" }).fill(email);
    await f.getByRole("textbox", { name: "Message" }).fill(MESSAGE);
    await cvInput(page).setInputFiles(cv);
    await f.getByRole("checkbox").check();
  }

  async function submit(page: Page) {
    await page.waitForTimeout(MIN_FILL_MS);
    await form(page).getByRole("button", { name: "Envoyer ma candidature" }).click();
  }

  test("an expert can apply with a CV; the team gets it, then the expert a confirmation", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("expert-ok");
    await page.goto("/lif-talent/expert-it");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Expert IT freelance, rejoignez LIF Talent",
    );
    await fill(page, email, { name: "CV Awa Diallo.pdf", mimeType: "application/pdf", buffer: PDF_BYTES });
    await submit(page);

    await expectToast(
      page,
      /Candidature envoyée\s!/,
      "Nous avons bien reçu votre candidature et reviendrons vers vous rapidement.",
      "success",
    );
    const f = form(page);
    for (const name of ["Prénom", "E-mail", "Message"]) {
      await expect(f.getByRole("textbox", { name })).toHaveValue("");
    }
    await expect(f.getByRole("textbox", { name: "Nom", exact: true })).toHaveValue("");
    await expect(cvInput(page)).toHaveValue("");
    expect(await fileCount(cvInput(page))).toBe(0);
    await expect(f.getByRole("checkbox")).not.toBeChecked();

    await expect.poll(() => outboxFor(request, email).then((entries) => entries.length)).toBe(2);
    const [team, confirmation] = await outboxFor(request, email);
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

  test("when sending fails the expert is told and keeps every value, CV included", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = uniqueEmail("expert-ko");
    await failSends(request, { match: email, status: 500 });
    await page.goto("/lif-talent/expert-it");
    await fill(page, email, { name: "cv.pdf", mimeType: "application/pdf", buffer: PDF_BYTES });
    await submit(page);

    await expectToast(
      page,
      /Erreur de transmission/,
      "Une erreur est survenue lors de l’envoi de votre candidature. Veuillez réessayer ultérieurement.",
      "error",
    );
    const f = form(page);
    await expect(f.getByRole("textbox", { name: "Prénom" })).toHaveValue("Awa");
    await expect(f.getByRole("textbox", { name: "Nom", exact: true })).toHaveValue("Diallo");
    await expect(f.getByRole("textbox", { name: "E-mail" })).toHaveValue(email);
    await expect(f.getByRole("textbox", { name: "Message" })).toHaveValue(MESSAGE);
    expect(await fileCount(cvInput(page))).toBe(1);
    await expect(f.getByRole("checkbox")).toBeChecked();
    await expect(f.getByRole("button", { name: "Envoyer ma candidature" })).toBeEnabled();
    // The confirmation is only sent once the team has the application.
    await page.waitForTimeout(1500);
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
    await page.goto("/lif-talent/expert-it");
    await fill(page, email, { name: "cv.pdf", mimeType: "application/pdf", buffer: PDF_BYTES });
    await submit(page);

    await expectToast(page, /Fichier non transmis/, "contact@lif-group.fr", "error");
    await expect(form(page).getByRole("textbox", { name: "Message" })).toHaveValue(MESSAGE);
    expect(await fileCount(cvInput(page))).toBe(1);
    acceptRefusedRequest(consoleErrors, 413);
  });

  test("an image renamed cv.pdf is refused inline and not kept", async ({ page }) => {
    await page.goto("/lif-talent/expert-it");
    await cvInput(page).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PNG_BYTES });
    await expect(cvInput(page)).toHaveAttribute("aria-invalid", "true");
    expect(await described(cvInput(page))).toContain(BAD_FORMAT);
    expect(await fileCount(cvInput(page))).toBe(0);

    // A new choice clears the error.
    await cvInput(page).setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: PDF_BYTES });
    await expect(cvInput(page)).not.toHaveAttribute("aria-invalid", "true");
    expect(await described(cvInput(page))).not.toContain(BAD_FORMAT);
    expect(await fileCount(cvInput(page))).toBe(1);
  });

  test("a CV of 5 MB + 1 byte is refused as too large; 5 MB exactly is accepted", async ({ page }) => {
    await page.goto("/lif-talent/expert-it");
    await cvInput(page).setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: pdfOfSize(CV_MAX_BYTES + 1),
    });
    await expect(cvInput(page)).toHaveAttribute("aria-invalid", "true");
    expect(await described(cvInput(page))).toContain(TOO_LARGE);
    expect(await fileCount(cvInput(page))).toBe(0);

    await cvInput(page).setInputFiles({
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: pdfOfSize(CV_MAX_BYTES),
    });
    await expect(cvInput(page)).not.toHaveAttribute("aria-invalid", "true");
    expect(await fileCount(cvInput(page))).toBe(1);
  });

  test("the CV field says which files it takes", async ({ page }) => {
    await page.goto("/lif-talent/expert-it");
    await expect(cvInput(page)).toHaveAttribute("accept", ".pdf,.doc,.docx");
    expect(await described(cvInput(page))).toContain("Formats acceptés : PDF, DOC, DOCX. Taille max : 5MB.");
    await expect(form(page).getByRole("textbox", { name: "Message" })).toHaveAttribute("rows", "4");
  });

  test("an incomplete application shows the form error and marks every field", async ({ page, request }) => {
    const email = uniqueEmail("expert-empty");
    await page.goto("/lif-talent/expert-it");
    await expectNoAxeViolations(page);
    await form(page).getByRole("textbox", { name: "E-mail" }).fill(email);
    await submit(page);

    await expectToast(
      page,
      /Erreur de formulaire/,
      "Veuillez remplir tous les champs et accepter les conditions RGPD.",
      "error",
    );
    const f = form(page);
    for (const field of [
      f.getByRole("textbox", { name: "Prénom" }),
      f.getByRole("textbox", { name: "Nom", exact: true }),
      f.getByRole("textbox", { name: "Message" }),
      cvInput(page),
      f.getByRole("checkbox"),
    ]) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
    }
    await expect(f.getByRole("textbox", { name: "E-mail" })).not.toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    expect(await outboxFor(request, email)).toEqual([]);
  });
});

test.describe("the client request on /lif-talent/client-entreprise", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Décrivez votre besoin" });
  const NEED = "Un développeur Java senior pour une mission de six mois,\ndémarrage en avril.";

  async function fill(page: Page, email: string) {
    const f = form(page);
    await f.getByRole("textbox", { name: "Prénom" }).fill("Claire");
    await f.getByRole("textbox", { name: "Nom", exact: true }).fill("Martin");
    await f.getByRole("textbox", { name: "E-mail professionnel" }).fill(email);
    await f.getByRole("textbox", { name: "Entreprise" }).fill("Fintech SAS");
    await f.getByRole("textbox", { name: "Votre besoin" }).fill(NEED);
    await f.getByRole("checkbox").check();
  }

  async function submit(page: Page) {
    await page.waitForTimeout(MIN_FILL_MS);
    await form(page).getByRole("button", { name: "Envoyer ma demande" }).click();
  }

  test("a company can send a request; the team gets it, then the company a confirmation", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("client-ok");
    await page.goto("/lif-talent/client-entreprise");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Trouvez votre expert IT freelance en 48h",
    );
    await expect(form(page).getByRole("textbox", { name: "E-mail professionnel" })).toHaveAttribute(
      "type",
      "email",
    );
    await expectNoAxeViolations(page);
    await fill(page, email);
    await submit(page);

    await expectToast(
      page,
      /Demande envoyée\s!/,
      "Nous avons bien reçu votre demande et reviendrons vers vous rapidement.",
      "success",
    );
    const f = form(page);
    for (const name of ["Prénom", "E-mail professionnel", "Entreprise", "Votre besoin"]) {
      await expect(f.getByRole("textbox", { name })).toHaveValue("");
    }
    await expect(f.getByRole("checkbox")).not.toBeChecked();

    await expect.poll(() => outboxFor(request, email).then((entries) => entries.length)).toBe(2);
    const [team, confirmation] = await outboxFor(request, email);
    expect(team?.template_id).toBe("local-clientTeam");
    expect(team?.template_params).toEqual({
      firstName: "Claire",
      lastName: "Martin",
      email,
      company: "Fintech SAS",
      message: NEED,
      type: "Demande client LIF Talent",
    });
    expect(confirmation?.template_id).toBe("local-clientConfirmation");
    expect(confirmation?.template_params).toEqual({ firstName: "Claire", email });
  });

  test("when sending fails the company is told and keeps every value", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = uniqueEmail("client-ko");
    await failSends(request, { match: email, status: 500 });
    await page.goto("/lif-talent/client-entreprise");
    await fill(page, email);
    await submit(page);

    await expectToast(
      page,
      /Erreur de transmission/,
      "Une erreur est survenue lors de l’envoi de votre demande. Veuillez réessayer ultérieurement.",
      "error",
    );
    const f = form(page);
    await expect(f.getByRole("textbox", { name: "Prénom" })).toHaveValue("Claire");
    await expect(f.getByRole("textbox", { name: "Nom", exact: true })).toHaveValue("Martin");
    await expect(f.getByRole("textbox", { name: "E-mail professionnel" })).toHaveValue(email);
    await expect(f.getByRole("textbox", { name: "Entreprise" })).toHaveValue("Fintech SAS");
    await expect(f.getByRole("textbox", { name: "Votre besoin" })).toHaveValue(NEED);
    await expect(f.getByRole("checkbox")).toBeChecked();
    await page.waitForTimeout(1500);
    expect(await outboxFor(request, email)).toEqual([]);
    acceptRefusedRequest(consoleErrors, 500);
  });

  test("an incomplete request shows the form error and marks the missing fields", async ({ page }) => {
    await page.goto("/lif-talent/client-entreprise");
    await submit(page);
    await expectToast(
      page,
      /Erreur de formulaire/,
      "Veuillez remplir tous les champs et accepter les conditions RGPD.",
      "error",
    );
    const f = form(page);
    await expect(f.getByRole("textbox", { name: "Entreprise" })).toHaveAttribute("aria-invalid", "true");
    await expect(f.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    await expect(f.getByRole("link", { name: "politique de confidentialité" })).toHaveAttribute(
      "href",
      "/politique-confidentialite",
    );
    await expectNoAxeViolations(page);
  });
});
