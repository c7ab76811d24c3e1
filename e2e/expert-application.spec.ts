import { getPage } from "../app/pages";
import {
  acceptRefusedRequest,
  expectNoAxeViolations,
  expectOutbox,
  expectToast,
  formFields,
  leadForm,
} from "./forms-support";
import { EXPERT_APPLICATION, EXPERT_MESSAGE, PDF_BYTES } from "./lead-forms";
import { expect, failSends, outboxFor, test, uniqueEmail } from "./support";

// Sending an expert application on /lif-talent/expert-it. The CV's own checks: expert-cv.spec.ts.

test.describe("the expert application", () => {
  test("an expert can apply with a CV; the team gets it, then the expert a confirmation", async ({
    page,
  }) => {
    const email = uniqueEmail("expert-ok");
    const form = leadForm(page, EXPERT_APPLICATION);
    await page.goto(EXPERT_APPLICATION.path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage(EXPERT_APPLICATION.path).h1);
    await form.fill(email, { name: "CV Awa Diallo.pdf", mimeType: "application/pdf", buffer: PDF_BYTES });
    await form.submit();

    await expectToast(
      page,
      /Candidature envoyée\s!/,
      "Nous avons bien reçu votre candidature et reviendrons vers vous rapidement.",
      "success",
    );
    // The confirmation (shared by every form) reads at 320 px without scrolling sideways: its « send another »
    // button wraps instead of widening the page.
    await page.setViewportSize({ width: 320, height: 800 });
    await expect(page.getByRole("button", { name: /Envoyer une autre candidature/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await form.expectCleared(["Prénom", "Nom", "E-mail", "Message"]);
    await expect(form.fileInput).toHaveValue("");
    expect(await form.fileCount()).toBe(0);

    const [, confirmation] = await expectOutbox(page, email, [
      {
        template: "expertTeam",
        params: {
          firstName: "Awa",
          lastName: "Diallo",
          email,
          message: EXPERT_MESSAGE,
          cv_file: PDF_BYTES.toString("base64"),
          cv_name: "CV Awa Diallo.pdf",
        },
      },
      { template: "expertConfirmation" },
    ]);
    expect(Object.keys(formFields(confirmation?.template_params ?? {})).sort()).toEqual(
      ["from_email", "from_name", "message", "subject"].sort(),
    );
    expect(confirmation?.template_params).toMatchObject({
      from_name: "Awa Diallo",
      from_email: email,
      subject: "Confirmation de votre message à LIF Group",
    });
    expect(confirmation?.template_params.message).toMatch(/^Bonjour Awa,/);
  });

  test("a CV the e-mail service refuses as too large: the application goes without it, and the expert is told how to send it", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = uniqueEmail("expert-413");
    await failSends(request, { match: email, status: 413 });
    await leadForm(page, EXPERT_APPLICATION).send(email);

    const confirmation = page.locator("[data-lead-confirmation]");
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toContainText("répondez à l’e-mail de confirmation en y joignant votre CV");
    const [team, visitor] = await expectOutbox(page, email, [
      { template: "expertTeam" },
      { template: "expertConfirmation" },
    ]);
    expect(team?.template_params.cv_file ?? "").toBe("");
    expect(team?.template_params.cv_note).toMatch(/non joint/);
    expect(visitor?.template_params.cv_note).toContain(team?.template_params.lead_ref);
    acceptRefusedRequest(consoleErrors, 413);
  });

  test("an incomplete application shows the form error and marks every field", async ({ page, request }) => {
    const email = uniqueEmail("expert-empty");
    const form = leadForm(page, EXPERT_APPLICATION);
    await page.goto(EXPERT_APPLICATION.path);
    await expectNoAxeViolations(page);
    await form.box("E-mail").fill(email);
    await form.submit();

    await expectToast(
      page,
      /Erreur de formulaire/,
      "Veuillez remplir tous les champs et accepter les conditions RGPD.",
      "error",
    );
    for (const field of [
      form.box("Prénom"),
      form.box("Nom"),
      form.box("Message"),
      form.fileInput,
      form.consent,
    ]) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
    }
    await expect(form.box("E-mail")).not.toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    expect(await outboxFor(request, email)).toEqual([]);
  });
});
