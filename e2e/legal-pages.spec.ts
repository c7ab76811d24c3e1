import { DECLARATION_SENTENCE, QUALIOPI_MANDATORY_SENTENCE } from "../app/facts/form";
import { frenchDate } from "../app/lib/french";
import { orPending, SITE } from "../app/site.config";
import notice from "../content/pages-legales/mentions-legales.json" with { type: "json" };
import privacy from "../content/pages-legales/politique-confidentialite.json" with { type: "json" };
import security from "../content/pages-legales/politique-de-securite.json" with { type: "json" };
import { expect, test } from "./support";

type LegalCase = {
  path: string;
  /** The day its text took effect, from its file (content/pages-legales/), which the page prints. */
  updated: string;
  h1: string;
  sections: number;
  /** Text a visitor must find in the document, as written (non-breaking spaces match plain ones). */
  facts: readonly string[];
};

const PAGES: readonly LegalCase[] = [
  {
    path: "/politique-confidentialite",
    updated: privacy.updated,
    h1: "Politique de confidentialité",
    sections: 11,
    facts: [
      "Durée de la relation commerciale, puis 5 ans au plus à compter de son terme",
      "3 ans à compter de votre dernier contact avec nous",
      "2 ans à compter du dernier contact",
      "Données des apprenants",
      "consentement explicite",
      "vers le Maroc, où travaillent des recruteurs du groupe (sans entité locale), et vers la Tunisie, le Sénégal et la Côte d’Ivoire",
      "13 mois au maximum",
      "Nous vous répondons dans un délai d’un mois à compter de la réception de votre demande",
      "EmailJS",
      "clauses contractuelles types",
      "Chaque client ne voit que les profils pertinents pour sa demande",
      "cookie_consent",
      "« Gestion des cookies »",
      "Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07",
      "Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles",
      SITE.legal.entityName,
    ],
  },
  {
    path: "/mentions-legales",
    updated: notice.updated,
    h1: "Mentions légales",
    sections: 9,
    facts: [DECLARATION_SENTENCE, QUALIOPI_MANDATORY_SENTENCE],
  },
  {
    path: "/politique-de-securite",
    updated: security.updated,
    h1: "Politique de sécurité",
    sections: 10,
    facts: [
      "Un comité de sécurité se réunit chaque trimestre",
      "Des audits de sécurité sont conduits chaque trimestre",
      "dans les 72 heures",
      "une alerte précoce dans les 24 heures",
      "un rapport final dans un délai d’un mois",
      "Authentification multifacteur",
      "ne voient que les profils pertinents pour leur demande",
    ],
  },
];

for (const legal of PAGES) {
  test.describe(legal.path, () => {
    test("shows its title, date, numbered sections and key facts", async ({ page }) => {
      await page.goto(legal.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.h1);
      await expect(page.getByText(`Dernière mise à jour : ${frenchDate(legal.updated)}`)).toBeVisible();

      const headings = page.locator("section[id] > h2");
      await expect(headings).toHaveCount(legal.sections);
      for (let index = 0; index < legal.sections; index++) {
        await expect(headings.nth(index)).toHaveText(new RegExp(`^${index + 1}\\. `));
      }
      const body = page.locator("main");
      for (const fact of legal.facts) await expect(body).toContainText(fact);
    });

    test("has a table of contents linking to every section", async ({ page }) => {
      await page.goto(legal.path);
      const links = page.getByRole("navigation", { name: "Sommaire" }).getByRole("link");
      await expect(links).toHaveCount(legal.sections);
      const ids = await page.locator("section[id]").evaluateAll((sections) => sections.map((s) => s.id));
      expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual(
        ids.map((id) => `#${id}`),
      );

      // By mouse: the last section scrolls into view and takes the focus (once the page's script has run).
      const last = ids[ids.length - 1];
      await expect(page.locator("nav[data-enhanced]")).toBeAttached();
      await links.last().click();
      await expect(page).toHaveURL(new RegExp(`#${last}$`));
      await expect(page.locator(`#${last}-titre`)).toBeInViewport();
      await expect(page.locator(`#${last}-titre`)).toBeFocused();

      // By keyboard: Enter on an entry does the same.
      const second = ids[1];
      await links.nth(1).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`#${second}$`));
      await expect(page.locator(`#${second}-titre`)).toBeInViewport();
      await expect(page.locator(`#${second}-titre`)).toBeFocused();
    });
  });
}

test("the legal notice of the Belgian site also names the Belgian entity", async ({ request }) => {
  const belgian = await (
    await request.get("/mentions-legales", { headers: { host: "www.lif-group.be" } })
  ).text();
  expect(belgian).toContain(SITE.legal.belgium.entityName);
  expect(belgian).toContain("Numéro d’entreprise (BCE)");
  expect(belgian).toContain(orPending(SITE.legal.belgium.bce));
  expect(belgian).toContain(orPending(SITE.legal.belgium.vat));

  const french = await (await request.get("/mentions-legales")).text();
  expect(french).toContain(SITE.legal.entityName);
  expect(french).not.toContain(SITE.legal.belgium.entityName);
});

test("legal identifiers read as pending until supplied, and no policy names an entity the group does not have", async ({
  page,
}) => {
  const identifiers = [
    ["Capital social", SITE.legal.shareCapital],
    ["Immatriculation", SITE.legal.rcs],
    ["SIRET", SITE.legal.siret],
    ["TVA intracommunautaire", SITE.legal.vatFr],
    ["Hébergeur", SITE.legal.host.name],
  ] as const;
  await page.goto("/mentions-legales");
  const notice = page.locator("main");
  for (const [label, value] of identifiers) {
    const row = notice.locator("dl > div").filter({ has: page.getByText(label, { exact: true }) });
    await expect(row.first(), label).toContainText(orPending(value));
  }
  await expect(notice).not.toContainText(/0{3}[ .]?0{3}/);
  // Morocco is a recruitment presence, no entity: the privacy policy names it as a destination of candidates'
  // data, never as a sister structure; the security policy, which binds the group's entities, not at all.
  await page.goto("/politique-confidentialite");
  await expect(page.locator("main")).toContainText("nos recruteurs présents au Maroc");
  await expect(page.locator("main")).not.toContainText(
    /(?:structures? sœurs?|entités?|filiales?)[^.;]{0,60}Maroc/,
  );
  await page.goto("/politique-de-securite");
  await expect(page.locator("main")).not.toContainText("Maroc");
});
