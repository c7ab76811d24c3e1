import type { Page } from "@playwright/test";
import { getPage } from "../app/pages";
import { expect, outboxFor, test, uniqueEmail } from "./support";

const RECRUITMENT = "/services/lif-shore/recrutement-talents-afrique";
const AGILE = "/services/lif-shore/strategie-externalisation-agile";
const DASHBOARD = "/services/lif-shore/dashboard";
const SHORE_PAGES = [
  "/services/lif-shore/conformite-et-organisation",
  "/services/lif-shore/service-nearshore-afrique",
  "/services/lif-shore/nos-services",
  RECRUITMENT,
  AGILE,
  DASHBOARD,
];

/** The bot guard drops submissions made sooner than this after the page loaded (VITE_FORM_MIN_FILL_MS). */
const MIN_FILL_MS = 2000;

/** French notation as the pages print it: a non-breaking space after a number ("20 000", "92 %", "15 jours"). */
const fr = (text: string) => text.replace(/(\d) (?=[\d%A-Za-zÀ-ÿ])/g, "$1\u00a0");

/** Each figure is shown in the page's main content, written exactly as given (with its non-breaking spaces). */
async function expectFigures(page: Page, figures: readonly string[]) {
  const main = page.locator("main");
  const text = (await main.textContent()) ?? "";
  for (const figure of figures) {
    expect(text, figure).toContain(fr(figure));
    await expect(main.getByText(fr(figure)).first(), figure).toBeVisible();
  }
}

/** The explorer links the five other shore sub-pages and shows the current one unlinked. */
async function expectShoreExplorer(page: Page, current: string) {
  const explorer = page.getByRole("navigation", { name: "Pages LIF Shore" });
  for (const path of SHORE_PAGES.filter((path) => path !== current)) {
    await expect(explorer.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
  await expect(explorer.locator(`a[href="${current}"]`)).toHaveCount(0);
  await expect(explorer.locator('[aria-current="page"]')).toHaveCount(1);
}

test.describe("recruitment page", () => {
  test("shows the express process with its durations, the talent pool figures and the explorer", async ({
    page,
  }) => {
    await page.goto(RECRUITMENT);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage(RECRUITMENT).h1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const steps = page.locator("#processus ol > li");
    await expect(steps).toHaveCount(5);
    const durations = ["1 jour", "2 à 3 jours", "3 à 4 jours", "2 à 3 jours", "2 à 4 jours"];
    for (const [index, duration] of durations.entries()) {
      await expect(steps.nth(index)).toContainText(fr(duration));
    }
    await expect(page.getByRole("heading", { name: fr("Cinq étapes, 15 jours au total") })).toBeVisible();

    await expectFigures(page, [
      "plus de 20 000 profils présélectionnés",
      "+20 000",
      "C1/C2",
      "B2/C1",
      "92 %",
      "97 %",
      "de rétention à 6 mois",
      "de recrutement en moyenne",
    ]);
    for (const [label, value] of [
      ["Web", "42 %"],
      ["Mobile", "28 %"],
      ["Science des données et IA", "18 %"],
      ["DevOps et cloud", "12 %"],
      ["Français", "80 %"],
      ["Anglais", "95 %"],
      ["Arabe", "35 %"],
      ["Portugais", "15 %"],
    ] as const) {
      await expect(page.locator("#chiffres li").filter({ hasText: label }).first()).toContainText(fr(value));
    }
    for (const profile of ["front-end", "back-end", "Ingénieurs de données", "DevOps"]) {
      await expect(page.locator("#profils h3").filter({ hasText: profile })).toHaveCount(1);
    }
    await expect(page.getByRole("heading", { name: "Tests techniques", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Tests culturels", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Demandez un accès au vivier de talents" })).toBeVisible();
    // 80 % of the whole pool speaks French; the profiles a French-speaking client meets are native or C1/C2.
    await expect(page.locator("#chiffres")).toContainText("Langues parlées dans l’ensemble du vivier");
    await expect(page.locator("#chiffres")).toContainText(
      "À un client francophone, nous ne présentons que des profils de langue maternelle française ou de niveau C1/C2.",
    );
    await expectShoreExplorer(page, RECRUITMENT);
  });

  test("a visitor can ask for access to the talent pool", async ({ page, request }) => {
    const email = uniqueEmail("vivier");
    await page.goto(RECRUITMENT);
    const form = page.getByRole("form", { name: "Demandez un accès au vivier de talents" });
    await form.getByLabel("Nom et prénom").fill("Claire Martin");
    await form.getByLabel("E-mail professionnel").fill(email);
    await form.getByLabel("Entreprise").fill("Exemple SAS");
    await form.getByLabel("Votre besoin").fill("Deux développeurs React confirmés pour mars.");
    await form.getByRole("checkbox").check();
    await page.waitForFunction((ms) => performance.now() > ms, MIN_FILL_MS);
    await form.getByRole("button", { name: "Envoyer ma demande" }).click();
    // The confirmation takes the form's place and the focus (the toast only repeats it).
    await expect(page.locator("[data-lead-confirmation]")).toBeFocused();
    await expect(page.locator("[data-lead-confirmation]")).toContainText("Demande envoyée avec succès");
    await expect.poll(async () => (await outboxFor(request, email)).length).toBe(1);
    const [entry] = await outboxFor(request, email);
    expect(entry?.template_params.form_type).toBe("recrutement-talents-afrique");
  });
});

test.describe("agile outsourcing page", () => {
  test("shows the pillars, the contract terms, the pricing models, the case studies and the explorer", async ({
    page,
  }) => {
    await page.goto(AGILE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage(AGILE).h1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    for (const pillar of [
      "Adaptation continue",
      "Flexibilité contractuelle",
      "Collaboration en temps réel",
      "Pilotage par la valeur",
    ]) {
      await expect(page.locator("#piliers h3").filter({ hasText: pillar })).toHaveCount(1);
    }
    await expect(page.getByRole("heading", { name: "Ajustement vertical" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ajustement horizontal" })).toBeVisible();

    const contract = page.locator("#contrat");
    for (const term of ["1 à 3 mois", "Trimestrielle", "30 jours", "5 jours ouvrés", "24/7"]) {
      await expect(contract.getByText(fr(term), { exact: true })).toBeVisible();
    }
    await expect(contract).toContainText("Renouvelée automatiquement chaque trimestre");
    for (const model of ["Régie", "Forfait équipe", "Au résultat", "Hybride"]) {
      await expect(page.locator("#tarification h3").filter({ hasText: model })).toHaveCount(1);
    }
    await expect(page.locator("#collaboration")).toContainText("Jira");

    const cases = page.locator("#etudes-de-cas");
    await expect(cases.getByRole("article")).toHaveCount(2);
    await expect(cases.getByRole("article").first()).toContainText("Fintech en forte croissance");
    await expect(cases.getByRole("article").last()).toContainText("ETI industrielle");
    for (const indicator of ["-65 %", "-42 %", "+24 %", "+320 %", "92 %"]) {
      await expect(cases.getByText(fr(indicator), { exact: true })).toBeVisible();
    }
    await expect(cases).toContainText("Barre tronquée");
    await expect(cases).toContainText("de retour sur investissement");

    await expect(page.getByRole("heading", { name: "Planifier un appel stratégique" })).toBeVisible();
    await expect(page.locator('a[href$="#appel-strategique"]')).toHaveCount(1);
    await expectShoreExplorer(page, AGILE);
  });

  test("a visitor can plan a strategy call through the contact form", async ({ page, request }) => {
    const email = uniqueEmail("agile");
    await page.goto(AGILE);
    const form = page.locator("#appel-strategique form");
    await form.getByLabel("Prénom").fill("Claire");
    await form.getByRole("textbox", { name: /^Nom\b/ }).fill("Martin");
    await form.getByLabel("E-mail").fill(email);
    await form
      .getByLabel("Message")
      .fill("Nous voulons renforcer notre équipe produit au prochain trimestre.");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Planifier mon appel" }).click();
    // The confirmation takes the form's place and the focus (the toast only repeats it).
    await expect(page.locator("[data-lead-confirmation]")).toBeFocused();
    await expect(page.locator("[data-lead-confirmation]")).toContainText("Message envoyé avec succès");
    await expect.poll(async () => (await outboxFor(request, email)).length).toBe(1);
    const [entry] = await outboxFor(request, email);
    expect(entry?.template_params.form_type).toBe("strategie-externalisation-agile");
  });
});

test.describe("dashboard page", () => {
  test("shows the calls to action, the illustrative preview with its figures as text, and the explorer", async ({
    page,
  }) => {
    await page.goto(DASHBOARD);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage(DASHBOARD).h1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

    const hero = page.locator("section").filter({ has: page.getByRole("heading", { level: 1 }) });
    await expect(hero.getByRole("link", { name: "Demander une démo" })).toHaveAttribute(
      "href",
      "/services/lif-shore/demander-evaluation-gratuite",
    );
    await expect(hero.getByRole("link", { name: "Nous contacter" })).toHaveAttribute("href", "/contact");

    const preview = page.locator("#apercu figure").first();
    await expect(preview.locator("figcaption").last()).toContainText("Aperçu illustratif");
    for (const [label, value] of [
      ["Indicateur global de performance", "98,2 %"],
      ["Disponibilité", "99,97 %"],
      ["Ressources actives", "42"],
      ["Conformité RGPD", "100 %"],
    ] as const) {
      const tile = preview.locator("dl > div").filter({ hasText: label });
      await expect(tile.locator("dd").first()).toHaveText(fr(value));
      await expect(tile.locator("dd").first()).toBeVisible();
    }

    for (const feature of ["Performance", "Ressources", "Projets", "Conformité et sécurité"]) {
      await expect(page.locator("#fonctionnalites h3").filter({ hasText: feature })).toHaveCount(1);
    }
    await expect(page.locator("#historique ol > li")).toHaveCount(4);
    await expect(page.locator("#temoignages figure")).toHaveCount(2);
    await expectShoreExplorer(page, DASHBOARD);
  });
});
