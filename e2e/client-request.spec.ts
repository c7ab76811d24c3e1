import type { Page } from "@playwright/test";
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

// The client request on /lif-talent/client-entreprise.

const PATH = "/lif-talent/client-entreprise";
const NEED = "Un développeur Java senior pour une mission de six mois,\ndémarrage en avril.";

const form = (page: Page) => page.getByRole("form", { name: "Décrivez votre besoin" });
const box = (page: Page, name: string) => form(page).getByRole("textbox", { name, exact: true });
const submit = (page: Page) => form(page).getByRole("button", { name: "Envoyer ma demande" }).click();

async function fill(page: Page, email: string) {
  await box(page, "Prénom").fill("Claire");
  await box(page, "Nom").fill("Martin");
  await box(page, "E-mail professionnel").fill(email);
  await box(page, "Entreprise").fill("Fintech SAS");
  await box(page, "Votre besoin").fill(NEED);
  await form(page).getByRole("checkbox").check();
}

test.describe("the client request", () => {
  test("a company can send a request; the team gets it, then the company a confirmation", async ({
    page,
  }) => {
    const email = uniqueEmail("client-ok");
    await page.goto(PATH);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage(PATH).h1);
    await expect(box(page, "E-mail professionnel")).toHaveAttribute("type", "email");
    await expectNoAxeViolations(page);
    await fill(page, email);
    await submit(page);

    await expectToast(
      page,
      /Demande envoyée\s!/,
      "Nous avons bien reçu votre demande et reviendrons vers vous rapidement.",
      "success",
    );
    for (const name of ["Prénom", "E-mail professionnel", "Entreprise", "Votre besoin"]) {
      await expect(box(page, name)).toHaveValue("");
    }
    await expect(form(page).getByRole("checkbox")).not.toBeChecked();

    const [team, confirmation] = await outboxOf(page, email, 2);
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

  test("with the honeypot filled, the team gets the request flagged and no confirmation goes out", async ({
    page,
  }) => {
    const email = uniqueEmail("client-bot");
    await page.goto(PATH);
    await fill(page, email);
    await fillHoneypot(form(page));
    await submit(page);

    await expect(toast(page, /Demande envoyée\s!/)).toBeVisible();
    const entries = await outboxFor(page.request, email);
    expect(entries.map((entry) => entry.template_id)).toEqual(["local-clientTeam"]);
    expect(entries[0]?.template_params).toMatchObject({ email, spam_suspected: SPAM_SUSPECTED });
  });

  test("when sending fails the company is told and keeps every value", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = uniqueEmail("client-ko");
    await failSends(request, { match: email, status: 500 });
    await page.goto(PATH);
    await fill(page, email);
    await submit(page);

    await expectToast(
      page,
      /Erreur de transmission/,
      "Une erreur est survenue lors de l’envoi de votre demande. Veuillez réessayer ultérieurement.",
      "error",
    );
    await expect(box(page, "Prénom")).toHaveValue("Claire");
    await expect(box(page, "Nom")).toHaveValue("Martin");
    await expect(box(page, "E-mail professionnel")).toHaveValue(email);
    await expect(box(page, "Entreprise")).toHaveValue("Fintech SAS");
    await expect(box(page, "Votre besoin")).toHaveValue(NEED);
    await expect(form(page).getByRole("checkbox")).toBeChecked();
    expect(await outboxFor(request, email)).toEqual([]);
    acceptRefusedRequest(consoleErrors, 500);
  });

  test("an incomplete request shows the form error and marks the missing fields", async ({ page }) => {
    await page.goto(PATH);
    await submit(page);
    await expectToast(
      page,
      /Erreur de formulaire/,
      "Veuillez remplir tous les champs et accepter les conditions RGPD.",
      "error",
    );
    await expect(box(page, "Entreprise")).toHaveAttribute("aria-invalid", "true");
    await expect(form(page).getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    await expect(form(page).getByRole("link", { name: "politique de confidentialité" })).toHaveAttribute(
      "href",
      "/politique-confidentialite",
    );
    await expectNoAxeViolations(page);
  });
});
