import { test as bareTest, type Page } from "@playwright/test";
import type { PagePath } from "../app/pages";
import { SITE } from "../app/site.config";
import { expectNoAxeViolations, WCAG } from "./axe";
import { expect, expectExplorerLinksOthers, expectHeadingFiguresLinks, test } from "./support";

const NBSP = "\u00a0";

const TALENT_PAGES = [
  "/services/lif-talent",
  "/lif-talent/expert-it",
  "/lif-talent/client-entreprise",
  "/lif-talent/modele",
  "/lif-talent/backoffice-afrique",
] as const satisfies readonly PagePath[];

type PageCase = {
  path: (typeof TALENT_PAGES)[number];
  /** Figures that must be visible exactly as written (French notation, non-breaking spaces). */
  figures: readonly string[];
  /** Links the page's main content must carry: [accessible name, href]. */
  links: readonly (readonly [string | RegExp, string])[];
};

const CASES: readonly PageCase[] = [
  {
    path: "/services/lif-talent",
    figures: [
      `15${NBSP}%`,
      `48${NBSP}h`,
      `24${NBSP}h ouvrées`,
      `8${NBSP}mois`,
      `85${NBSP}millions`,
      `716${NBSP}000`,
    ],
    links: [
      ["Je cherche un expert", "/lif-talent/client-entreprise"],
      ["Je suis expert IT", "/lif-talent/expert-it"],
      [/^Notre modèle/, "/lif-talent/modele"],
      [/^Back-office Afrique/, "/lif-talent/backoffice-afrique"],
    ],
  },
  {
    path: "/lif-talent/expert-it",
    figures: [
      `700${NBSP}€`,
      `105${NBSP}€`,
      `805${NBSP}€`,
      `87${NBSP}%`,
      `48${NBSP}h ouvrées`,
      `3${NBSP}mois`,
      `8${NBSP}mois`,
      `15${NBSP}%`,
    ],
    links: [
      ["Déposer ma candidature", "/lif-talent/expert-it#candidature"],
      ["Comprendre le modèle", "/lif-talent/modele"],
      ["Politique de confidentialité", "/politique-confidentialite"],
    ],
  },
  {
    path: "/lif-talent/client-entreprise",
    figures: [`24${NBSP}h ouvrées`, `48${NBSP}h`, `15${NBSP}%`, `8${NBSP}mois`, `805${NBSP}€`, `105${NBSP}€`],
    links: [
      ["Décrire mon besoin", "/lif-talent/client-entreprise#demande"],
      [/^Le modèle LIF Talent/, "/lif-talent/modele"],
      [/^Nous contacter/, "/contact"],
    ],
  },
  {
    path: "/lif-talent/modele",
    figures: [`15${NBSP}%`, `700${NBSP}€`, `805${NBSP}€`, `85${NBSP}%`],
    links: [
      ["Je cherche un expert", "/lif-talent/client-entreprise"],
      ["Je suis expert IT", "/lif-talent/expert-it"],
    ],
  },
  {
    path: "/lif-talent/backoffice-afrique",
    figures: [`716${NBSP}000`, `+3,8${NBSP}%`, `30 à 50${NBSP}%`, `0 à 2${NBSP}h`, "200+"],
    links: [
      ["Nous contacter", "/contact"],
      ["Trouver un expert", "/lif-talent/client-entreprise"],
      ["Rejoindre LIF Talent", "/lif-talent/expert-it"],
    ],
  },
];

const section = (page: Page, title: string | RegExp) => page.getByRole("region", { name: title });

for (const { path, figures, links } of CASES) {
  test.describe(path, () => {
    // Both checks read the page as it loads: one load, a step each.
    test("shows its heading, its key figures and its links; its explorer links the four other LIF Talent pages and shows this one unlinked", async ({
      page,
    }) => {
      await test.step("shows its heading, its key figures and its links", () =>
        expectHeadingFiguresLinks(page, path, figures, links));
      await test.step("its explorer links the four other LIF Talent pages and shows this one unlinked", async () => {
        const nav = page.getByRole("navigation", { name: "Pages LIF Talent" });
        await expectExplorerLinksOthers(nav, TALENT_PAGES, path);
        await expect(nav.getByRole("link")).toHaveCount(4);
        await expect(nav.locator('[aria-current="page"]')).toContainText("Vous êtes ici");
      });
    });
  });
}

test.describe("the mission lifecycle", () => {
  const STEPS = [
    "Identification du besoin",
    "Recherche et mise en relation",
    "Présentation transparente de 2 à 3 profils",
    "Contrat simplifié",
    "Réalisation et accompagnement",
    "Évaluation tripartite et clôture",
  ];

  for (const path of ["/services/lif-talent", "/lif-talent/modele"] as const) {
    test(`lists its six steps in order on ${path}`, async ({ page }) => {
      await page.goto(path);
      const steps = page.locator("#cycle-de-mission ol > li");
      await expect(steps).toHaveCount(6);
      const headings = page.locator("#cycle-de-mission").getByRole("heading", { level: 3 });
      await expect(headings).toHaveText(STEPS.map((step, index) => `Étape ${index + 1}${NBSP}: ${step}`));
      await expect(steps.nth(2)).toContainText(`48${NBSP}h`);
    });
  }

  test("the client page starts a mission in three steps", async ({ page }) => {
    await page.goto("/lif-talent/client-entreprise");
    const steps = section(page, "Trois étapes pour démarrer une mission").locator("ol > li");
    await expect(steps).toHaveCount(3);
    await expect(steps.first()).toContainText(`24${NBSP}h`);
    await expect(steps.nth(1)).toContainText(`48${NBSP}h`);
  });
});

test.describe("the FAQs", () => {
  test("each audience page answers at least six questions", async ({ page }) => {
    for (const path of ["/lif-talent/expert-it", "/lif-talent/client-entreprise"] as const) {
      await page.goto(path);
      expect(await page.locator("#faq details").count(), path).toBeGreaterThanOrEqual(6);
    }
  });

  test("the freelancer FAQ says what becomes of a CV and for how long", async ({ page }) => {
    await page.goto("/lif-talent/expert-it");
    const faq = page.locator("#faq");
    for (const question of [
      /statut/,
      /Qui facture qui/,
      /délai suis-je payé/,
      /télétravail/,
      /mise en relation/,
      /Que devient mon CV/,
    ]) {
      await expect(faq.locator("summary").filter({ hasText: question })).toHaveCount(1);
    }
    const cv = faq.locator("details").filter({ hasText: "Que devient mon CV" });
    await cv.locator("summary").click();
    await expect(cv).toContainText(`conservés 2${NBSP}ans après notre dernier contact`);
    await expect(cv.getByRole("link", { name: "Lire la politique de confidentialité" })).toHaveAttribute(
      "href",
      "/politique-confidentialite",
    );
  });

  test("a question opens and closes with the keyboard", async ({ page }) => {
    await page.goto("/lif-talent/client-entreprise");
    const first = page.locator("#faq details").first();
    const question = first.locator("summary");
    const answer = first.getByText(`vous payez 805${NBSP}€ HT par jour`);
    await expect(answer).toBeHidden();

    await question.focus();
    await expect(question).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await expect(answer).toBeVisible();

    await page.keyboard.press("Space");
    await expect(first).not.toHaveAttribute("open");
    await expect(answer).toBeHidden();

    await page.keyboard.press("Tab");
    await expect(page.locator("#faq details").nth(1).locator("summary")).toBeFocused();
  });
});

// Without the site's fixture: these pages run no JavaScript at all (or never get it), so there is no hydrated
// form to wait for, and the refused scripts' console errors are the point of the second test.
bareTest.describe("the FAQ before any JavaScript", () => {
  async function expectFaqWorks(page: Page) {
    await page.goto("/lif-talent/expert-it");
    const status = page.locator("#faq details").first();
    await expect(status).not.toHaveAttribute("open");
    await status.locator("summary").click();
    await expect(status).toHaveAttribute("open", "");
    await expect(status.getByText(/micro-entreprise/)).toBeVisible();
    await status.locator("summary").click();
    await expect(status).not.toHaveAttribute("open");
  }

  bareTest.describe("with JavaScript disabled", () => {
    bareTest.use({ javaScriptEnabled: false });
    bareTest("questions open and close", async ({ page }) => {
      await expectFaqWorks(page);
    });
  });

  bareTest("questions open and close before the page has hydrated", async ({ page }) => {
    // The page's modules never arrive: what the visitor has is the prerendered HTML.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await expectFaqWorks(page);
  });
});

test.describe("the revenue split on /lif-talent/modele", () => {
  test("states every value of the chart in text, and the sum is right", async ({ page }) => {
    await page.goto("/lif-talent/modele");
    const chart = page.getByRole("figure", {
      name: `Une journée facturée 805${NBSP}€ HT, pour un TJM de 700${NBSP}€`,
    });
    await expect(chart).toBeVisible();
    await expect(chart.locator("[aria-hidden=true]").first()).toBeAttached();
    const terms = chart.locator("dt");
    await expect(terms).toHaveText(["Le consultant", "LIF Talent", "Facturé au client"]);
    await expect(chart).toContainText(`700${NBSP}€ HT`);
    await expect(chart).toContainText(`87${NBSP}% du montant facturé`);
    await expect(chart).toContainText(`105${NBSP}€ HT`);
    await expect(chart).toContainText(`13${NBSP}% du montant facturé`);
    await expect(chart).toContainText(`805${NBSP}€ HT`);
    await expect(chart).toContainText(`700${NBSP}€ + 105${NBSP}€ = 805${NBSP}€`);
    const revenue = section(page, /où va chaque euro/);
    await expect(revenue).toContainText(`700${NBSP}€ + 15${NBSP}% = 805${NBSP}€`);
    await expect(revenue).toContainText(`plus de 85${NBSP}%`);
  });
});

test.describe("the Africa back office", () => {
  test("links to the Africa site in a new tab and says so in visible text", async ({ page, context }) => {
    await page.goto("/lif-talent/backoffice-afrique");
    const link = page.getByRole("link", { name: /Visiter le site.*\(nouvel onglet\)/ });
    await expect(link).toHaveAttribute("href", SITE.africaSite);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link.getByText("(nouvel onglet)")).toBeVisible();
    // The accessible name says "nouvel onglet" once, not twice.
    expect((await link.textContent())?.match(/nouvel onglet/g)).toHaveLength(1);
    // No real request leaves the machine: the new tab's navigation is answered here.
    await context.route(`${SITE.africaSite}/**`, (route) => route.fulfill({ body: "Afrique" }));
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
    await expect(popup).toHaveURL(new RegExp(`^${SITE.africaSite}`));
  });

  test("shows the skills split as a chart whose values are text", async ({ page }) => {
    await page.goto("/lif-talent/backoffice-afrique");
    const chart = page.getByRole("figure", { name: "Répartition des compétences du vivier" });
    await expect(chart.locator("svg")).toHaveAttribute("aria-hidden", "true");
    await expect(chart.getByRole("listitem")).toHaveText([
      `Web${NBSP}: 42${NBSP}%`,
      `Mobile${NBSP}: 28${NBSP}%`,
      `Science des données et IA${NBSP}: 18${NBSP}%`,
      `DevOps et cloud${NBSP}: 12${NBSP}%`,
    ]);
  });

  test("draws the four presence cities on the map and lists them by region", async ({ page }) => {
    await page.goto("/lif-talent/backoffice-afrique");
    const presence = page.locator("#presence");
    for (const [region, cities] of [
      ["Maghreb", ["Tunis", "Casablanca"]],
      ["Afrique de l’Ouest", ["Dakar", "Abidjan"]],
    ] as const) {
      const card = presence
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: region }) });
      for (const city of cities) await expect(card).toContainText(city);
    }
    const map = presence.getByRole("figure");
    await map.scrollIntoViewIfNeeded();
    const image = map.locator("img");
    await expect(image).toHaveAttribute("src", "/generated/presence-afrique.svg");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    for (const city of ["Paris", "Tunis", "Casablanca", "Dakar", "Abidjan"]) {
      await expect(map.getByText(city, { exact: true })).toBeVisible();
    }
  });

  test("states the ten-centre target as a target, without the date that has passed", async ({ page }) => {
    await page.goto("/lif-talent/backoffice-afrique");
    const vision = section(page, /notre objectif/);
    await expect(vision).toContainText("10");
    await expect(vision).not.toContainText("2026");
    for (const country of ["Kenya", "Rwanda", "Ghana", "Égypte", "et 6 autres pays"]) {
      await expect(vision.getByRole("listitem").filter({ hasText: country })).toHaveCount(1);
    }
  });
});

test("the client page describes the follow-up portal without a link or a login", async ({ page }) => {
  await page.goto("/lif-talent/client-entreprise");
  const portal = section(page, /portail de suivi/);
  await expect(portal).toContainText("Comptes rendus d’activité");
  await expect(portal).toContainText("Validation des livrables");
  await expect(portal.getByRole("link")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /connexion|se connecter|portail/i })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /connexion|se connecter/i })).toHaveCount(0);
});

test("the forms stay where the form tests look for them", async ({ page }) => {
  await page.goto("/lif-talent/expert-it");
  await expect(
    page.locator("#candidature").getByRole("form", { name: "Déposez votre candidature" }),
  ).toBeVisible();
  await page.goto("/lif-talent/client-entreprise");
  await expect(page.locator("#demande").getByRole("form", { name: "Décrivez votre besoin" })).toBeVisible();
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const path of TALENT_PAGES) {
    test(`${path} fits the screen and stays accessible`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(page, { tags: WCAG });
    });
  }
});
