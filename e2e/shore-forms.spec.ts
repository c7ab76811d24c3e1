import type { Page } from "@playwright/test";
import {
  acceptRefusedRequest,
  expectNoAxeViolations,
  expectToast,
  fillHoneypot,
  outboxOf,
  SPAM_SUSPECTED,
} from "./forms-support";
import { expect, failSends, outboxFor, test, uniqueEmail } from "./support";

// The consultation form and the guide form of the LIF Shore landing page.

const PAGE = "/services/lif-shore";

const consultation = (page: Page) => page.getByRole("form", { name: "Demandez votre consultation gratuite" });
const guide = (page: Page) => page.getByRole("form", { name: /^Recevoir le guide/ });
const NEED = "Une équipe de cinq développeurs Java.";

async function fillConsultation(page: Page, email: string) {
  const f = consultation(page);
  await f.getByRole("textbox", { name: "Nom et prénom" }).fill("Awa Diop");
  await f.getByRole("textbox", { name: "E-mail professionnel" }).fill(email);
  await f.getByRole("textbox", { name: "Entreprise" }).fill("ACME");
  await f.getByRole("textbox", { name: "Votre besoin" }).fill(NEED);
  await f.getByRole("checkbox").check();
}

async function fillGuide(page: Page, email: string) {
  const f = guide(page);
  await f.getByRole("textbox", { name: "Nom et prénom" }).fill("Awa Diop");
  await f.getByRole("textbox", { name: "E-mail professionnel" }).fill(email);
  await f.getByRole("textbox", { name: "Entreprise" }).fill("ACME");
}

const sendConsultation = (page: Page) =>
  consultation(page).getByRole("button", { name: "Envoyer ma demande" }).click();
const sendGuide = (page: Page) => guide(page).getByRole("button", { name: "Recevoir le guide" }).click();

test.describe("the LIF Shore consultation form", () => {
  test("a visitor can ask for a consultation", async ({ page }) => {
    const email = uniqueEmail("consultation-ok");
    await page.goto(PAGE);
    await fillConsultation(page, email);
    await sendConsultation(page);

    await expectToast(
      page,
      "Demande envoyée avec succès",
      "Un expert LIF Shore vous recontacte sous 24\u00a0h ouvrées.",
      "success",
    );
    await expect(consultation(page).getByRole("textbox", { name: "Nom et prénom" })).toHaveValue("");

    const [entry] = await outboxOf(page, email, 1);
    expect(entry?.template_id).toBe("local-consultation");
    expect(entry?.template_params).toEqual({
      from_name: "Awa Diop",
      from_email: email,
      company: "ACME",
      phone: "Non renseigné",
      message: NEED,
      form_type: "lif-shore",
      page: PAGE,
    });
  });

  test("with the honeypot filled, the request reaches the team flagged as suspected spam", async ({
    page,
  }) => {
    const email = uniqueEmail("consultation-bot");
    await page.goto(PAGE);
    await fillConsultation(page, email);
    await fillHoneypot(consultation(page));
    await sendConsultation(page);

    await expectToast(page, "Demande envoyée avec succès", "Un expert LIF Shore vous recontacte", "success");
    const [entry] = await outboxOf(page, email, 1);
    expect(entry?.template_params).toMatchObject({ from_email: email, spam_suspected: SPAM_SUSPECTED });
  });

  test("when sending fails the visitor is told and keeps every value", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = uniqueEmail("consultation-ko");
    await failSends(request, { match: email, status: 500 });
    await page.goto(PAGE);
    await fillConsultation(page, email);
    await sendConsultation(page);

    await expectToast(page, /Échec de l[’']envoi/, "Votre demande n’a pas pu être envoyée.", "error");
    const f = consultation(page);
    await expect(f.getByRole("textbox", { name: "Nom et prénom" })).toHaveValue("Awa Diop");
    await expect(f.getByRole("textbox", { name: "E-mail professionnel" })).toHaveValue(email);
    await expect(f.getByRole("textbox", { name: "Votre besoin" })).toHaveValue(NEED);
    await expect(f.getByRole("checkbox")).toBeChecked();
    expect(await outboxFor(request, email)).toEqual([]);
    acceptRefusedRequest(consoleErrors, 500);
  });

  test("empty fields are refused with messages tied to them", async ({ page }) => {
    await page.goto(PAGE);
    const f = consultation(page);
    await sendConsultation(page);
    const name = f.getByRole("textbox", { name: "Nom et prénom" });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Veuillez indiquer vos nom et prénom");
    await expect(f.getByRole("textbox", { name: "E-mail professionnel" })).toHaveAccessibleDescription(
      "Email invalide",
    );
    await expectNoAxeViolations(page);
  });
});

test.describe("the guide download form", () => {
  test("a visitor can ask for the guide, then downloads it; the team gets its link", async ({ page }) => {
    const email = uniqueEmail("guide-ok");
    await page.goto(PAGE);
    await fillGuide(page, email);
    await sendGuide(page);

    const panel = page.getByRole("status").filter({ hasText: "Demande reçue" });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText(email);
    await expect(panel.getByRole("link", { name: "Contactez-nous" })).toHaveAttribute("href", "/contact");
    const download = panel.getByRole("link", { name: "Télécharger le guide (PDF)" });
    const pdf = await page.request.get((await download.getAttribute("href")) ?? "");
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    const [entry] = await outboxOf(page, email, 1);
    expect(entry?.template_id).toBe("local-guide");
    expect(Object.keys(entry?.template_params ?? {}).sort()).toEqual([
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

  test("with the honeypot filled, the request reaches the team flagged as suspected spam", async ({
    page,
  }) => {
    const email = uniqueEmail("guide-bot");
    await page.goto(PAGE);
    await fillGuide(page, email);
    await fillHoneypot(guide(page));
    await sendGuide(page);

    await expect(page.getByRole("status").filter({ hasText: "Demande reçue" })).toBeVisible();
    const [entry] = await outboxOf(page, email, 1);
    expect(entry?.template_params).toMatchObject({ from_email: email, spam_suspected: SPAM_SUSPECTED });
  });

  test("when sending fails the visitor is told and keeps every value", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = uniqueEmail("guide-ko");
    await failSends(request, { match: email, status: 500 });
    await page.goto(PAGE);
    await fillGuide(page, email);
    await sendGuide(page);

    await expect(page.locator("[data-sonner-toast][data-type='error']")).toContainText(
      "Votre demande de guide n’a pas pu être envoyée.",
    );
    await expect(guide(page).getByRole("textbox", { name: "E-mail professionnel" })).toHaveValue(email);
    await expect(guide(page).getByRole("textbox", { name: "Entreprise" })).toHaveValue("ACME");
    expect(await outboxFor(request, email)).toEqual([]);
    acceptRefusedRequest(consoleErrors, 500);
  });
});
