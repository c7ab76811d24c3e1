import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import type { PagePath } from "../app/pages";
import { expectNoAxeViolations, WCAG } from "./axe";
import {
  expect,
  expectExplorerLinksOthers,
  expectHeadingFiguresLinks,
  outboxFor,
  test,
  uniqueEmail,
} from "./support";

/** The bot guard drops submissions made sooner than this after the page loaded (VITE_FORM_MIN_FILL_MS). */
const MIN_FILL_MS = 2000;
const NBSP = "\u00a0";

/** Waits until the page has been open as long as a person takes to fill a form (the bot guard's clock). */
async function waitLikeAPerson(page: Page) {
  await page.waitForFunction((ms) => performance.now() > ms, MIN_FILL_MS);
}

const SUB_PAGES = [
  "/services/lif-shore/conformite-et-organisation",
  "/services/lif-shore/service-nearshore-afrique",
  "/services/lif-shore/nos-services",
  "/services/lif-shore/recrutement-talents-afrique",
  "/services/lif-shore/strategie-externalisation-agile",
  "/services/lif-shore/dashboard",
] as const satisfies readonly PagePath[];

type PageCase = {
  path: PagePath;
  /** Figures that must be visible exactly as written (French notation, non-breaking spaces). */
  figures: readonly string[];
  /** Links the page must carry: [accessible name, href]. */
  links: readonly (readonly [string | RegExp, string])[];
  /** The explorer's card for this page (shown unlinked), if the page is one of the six. */
  current?: string;
};

const CASES: readonly PageCase[] = [
  {
    path: "/services/lif-shore",
    figures: [
      `15${NBSP}jours`,
      `48${NBSP}h`,
      `30 à 50${NBSP}%`,
      "UTC+0 à UTC+2",
      `5${NBSP}jours ouvrés`,
      `-37${NBSP}%`,
      `+42${NBSP}%`,
    ],
    links: [
      ["Parler à un expert", "/contact"],
      ["Voir le processus", "/services/lif-shore/recrutement-talents-afrique"],
      ["Voir nos garanties", "/services/lif-shore/conformite-et-organisation"],
      ["Découvrir l’approche", "/services/lif-shore/strategie-externalisation-agile"],
      ["Découvrir tous nos services", "/services/lif-shore/nos-services"],
    ],
  },
  {
    path: "/services/lif-shore/conformite-et-organisation",
    figures: ["RGPD", "NIS2", "Trimestriel"],
    links: [
      ["Parler à un expert conformité", "/contact"],
      ["Contactez-nous", "/contact"],
      ["Voir le tableau de bord de pilotage", "/services/lif-shore/dashboard"],
    ],
    current: "Conformité et organisation",
  },
  {
    path: "/services/lif-shore/service-nearshore-afrique",
    figures: [
      `716${NBSP}000`,
      `+3,8${NBSP}%`,
      `85${NBSP}millions`,
      `-45${NBSP}%`,
      `+60${NBSP}%`,
      `100${NBSP}%`,
    ],
    links: [["Demander une évaluation gratuite", "/contact"]],
    current: "Service nearshore en Afrique",
  },
  {
    path: "/services/lif-shore/nos-services",
    figures: [
      "Java/Spring",
      "JavaScript/Node.js",
      "React/Angular",
      "Python/Django",
      ".NET/C#",
      "PHP/Laravel",
      "Mobile iOS/Android",
      "AWS/Azure/GCP",
      "CISSP",
      "CEH",
      "OSCP",
      "CompTIA Security+",
      `+35${NBSP}%`,
      `-25${NBSP}%`,
      `99,8${NBSP}%`,
    ],
    links: [
      ["Voir l’aperçu du tableau de bord", "/services/lif-shore/dashboard"],
      ["Contactez-nous", "/contact"],
    ],
    current: "Nos services",
  },
];

const explorer = (page: Page) => page.getByRole("navigation", { name: "Pages LIF Shore" });

for (const { path, figures, links, current } of CASES) {
  test.describe(path, () => {
    // Both checks read the page as it loads: one load, a step each.
    test("shows its heading, its key figures and its links; its explorer links every other shore page and shows this one unlinked", async ({
      page,
    }) => {
      await test.step("shows its heading, its key figures and its links", () =>
        expectHeadingFiguresLinks(page, path, figures, links, { exact: true }));
      await test.step("its explorer links every other shore page and shows this one unlinked", async () => {
        const nav = explorer(page);
        await expectExplorerLinksOthers(nav, SUB_PAGES, path);
        if (current) {
          await expect(nav.locator('[aria-current="page"]')).toContainText(current);
          await expect(nav.getByRole("link")).toHaveCount(5);
        } else {
          await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);
          await expect(nav.getByRole("link")).toHaveCount(6);
        }
      });
    });
  });
}

test("the landing offers the consultation form and a labelled guide form", async ({ page }) => {
  await page.goto("/services/lif-shore");
  await expect(page.getByRole("form", { name: "Demandez votre consultation gratuite" })).toBeVisible();
  const guide = page.getByRole("form", { name: /Réussir son externalisation nearshore en Afrique/ });
  for (const label of ["Nom et prénom", "E-mail professionnel", "Entreprise"]) {
    await expect(guide.getByRole("textbox", { name: label })).toBeVisible();
  }
  await expect(guide.getByRole("textbox", { name: "E-mail professionnel" })).toHaveAttribute("type", "email");
});

test("a visitor can ask for the guide from the landing", async ({ page, request }) => {
  const email = uniqueEmail("guide-shore");
  await page.goto("/services/lif-shore");
  const guide = page.getByRole("form", { name: /Réussir son externalisation nearshore en Afrique/ });
  await guide.getByRole("textbox", { name: "Nom et prénom" }).fill("Claire Martin");
  await guide.getByRole("textbox", { name: "E-mail professionnel" }).fill(email);
  await guide.getByRole("textbox", { name: "Entreprise" }).fill("Exemple Industrie");
  await waitLikeAPerson(page);
  await guide.getByRole("button", { name: "Recevoir le guide" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Demande reçue, merci" })).toBeVisible();
  await expect
    .poll(async () => (await outboxFor(request, email)).map((entry) => entry.template_params.guide))
    .toEqual(["Réussir son externalisation nearshore en Afrique"]);
});

test("the guide the landing offers is a real PDF the site serves", async ({ request }) => {
  // Drawn at build time by scripts/guide/render-guide.ts into public/generated/.
  const response = await request.get("/generated/guide-nearshore-afrique.pdf");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const pdf = await PDFDocument.load(await response.body());
  expect(pdf.getPageCount()).toBeGreaterThanOrEqual(8);
  expect(pdf.getTitle()).toBe("Réussir son externalisation nearshore en Afrique");
});

test("the nearshore page compares nearshore and offshore in a real table", async ({ page }) => {
  await page.goto("/services/lif-shore/service-nearshore-afrique");
  const table = page.getByRole("table", { name: /nearshore en Afrique avec LIF Shore et l’offshore/ });
  await expect(table).toBeVisible();
  for (const header of ["Critère", "Nearshore en Afrique (LIF Shore)", "Offshore lointain"]) {
    await expect(table.getByRole("columnheader", { name: header })).toHaveAttribute("scope", "col");
  }
  for (const criterion of [
    "Fuseau horaire",
    "Langue de travail",
    "Rotation des équipes",
    "Contrôle et pilotage",
    "Conformité",
  ]) {
    await expect(table.getByRole("rowheader", { name: criterion })).toHaveAttribute("scope", "row");
  }
  const savings = table.getByRole("row", { name: /Économies face à un recrutement local/ });
  await expect(savings).toContainText(`30 à 50${NBSP}%`);
  // Offshore's savings are not quoted: no source names a figure.
  await expect(savings).toContainText("Les plus fortes sur le papier");
});

test("a visitor can ask for a free assessment on the nearshore page", async ({ page, request }) => {
  const email = uniqueEmail("nearshore");
  await page.goto("/services/lif-shore/service-nearshore-afrique");
  const form = page.getByRole("form", { name: "Demandez votre évaluation gratuite" });
  await form.getByRole("textbox", { name: "Nom et prénom" }).fill("Karim Benali");
  await form.getByRole("textbox", { name: "E-mail professionnel" }).fill(email);
  await form.getByRole("textbox", { name: "Entreprise" }).fill("Exemple Fintech");
  await form
    .getByRole("textbox", { name: "Votre besoin" })
    .fill("Trois développeurs React et un DevOps à Tunis.");
  await form.getByRole("checkbox").check();
  await waitLikeAPerson(page);
  await form.getByRole("button", { name: "Envoyer ma demande" }).click();
  // The confirmation takes the form's place and the focus (the toast only repeats it).
  const confirmation = page.locator("[data-lead-confirmation]");
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toContainText("Demande envoyée avec succès");
  await expect.poll(async () => (await outboxFor(request, email)).length).toBe(1);
  const [entry] = await outboxFor(request, email);
  expect(entry?.template_params).toMatchObject({
    from_name: "Karim Benali",
    from_email: email,
    company: "Exemple Fintech",
    form_type: "service-nearshore-afrique",
    page: "/services/lif-shore/service-nearshore-afrique",
  });
});

test("the shore pages state the time difference by city and season, and no office in Casablanca", async ({
  page,
}) => {
  await page.goto("/services/lif-shore");
  const landing = page.locator("main");
  await expect(landing).toContainText(
    `entre 0 et 2${NBSP}h de décalage avec Paris selon la ville et la saison`,
  );
  await expect(landing).not.toContainText("Casablanca");

  await page.goto("/services/lif-shore/service-nearshore-afrique");
  const timeZone = page.getByRole("row", { name: /Fuseau horaire/ });
  await expect(timeZone).toContainText(`Tunis${NBSP}: 0${NBSP}h en hiver, 1${NBSP}h en été`);
  await expect(timeZone).toContainText(`Dakar et Abidjan${NBSP}: 1${NBSP}h en hiver, 2${NBSP}h en été`);
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("no shore page is wider than the phone", async ({ page }) => {
    for (const path of [
      "/services/lif-shore",
      ...SUB_PAGES,
      "/services/lif-shore/demander-evaluation-gratuite",
    ]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
    }
  });

  test("the comparison turns into cards and stays accessible", async ({ page }) => {
    await page.goto("/services/lif-shore/service-nearshore-afrique");
    const table = page.getByRole("table", { name: /nearshore en Afrique avec LIF Shore et l’offshore/ });
    await expect(table.getByRole("rowheader", { name: "Fuseau horaire" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page, { tags: WCAG });
  });
});
