import AxeBuilder from "@axe-core/playwright";
import { expect, expectLinks, test } from "./support";

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Each group page: its only h1 and the facts a visitor must be able to read on it. */
const CASES = [
  {
    path: "/about",
    h1: "Qui sommes-nous ?",
    facts: [
      "2018",
      "2019",
      "2021",
      "2023",
      "2024-2025",
      "Excellence",
      "Intégrité",
      "Collaboration",
      "Inclusivité",
      "Impact",
      "Innovation",
      "Notre vision",
      "Notre mission",
    ],
  },
  {
    path: "/le-groupe",
    h1: "Le groupe LIF",
    facts: [
      "Une holding fondée en 2020 pour réunir nos métiers",
      "Excellence",
      "Proximité",
      "Agilité",
      "Direction générale",
      "Direction des opérations Afrique",
      "Direction commerciale et partenariats",
      "Présence depuis 2025",
      "60+",
      "collaborateurs",
      "bureaux en Afrique",
      "30+",
      "98\u00a0%",
      "11",
      "48\u00a0%",
      "42\u00a0%",
    ],
  },
  {
    path: "/nos-engagements",
    h1: "Nos engagements",
    facts: [
      "120\u00a0tonnes de CO₂ évitées en 2023",
      "200+ professionnels certifiés en 2023",
      "48\u00a0%",
      "42\u00a0%",
      "50\u00a0%",
      // The spec's « 50 % target for 2025 » is past (issue 20): the target stays, undated, until the owner
      // gives its result and its new date (the launch gate lists it).
      "Parmi nos managers, objectif",
      "11",
      "5\u00a0% de notre temps de développement pour des projets à impact social",
      "Huit engagements que nous signons avec chaque client",
      "Parlons de vos engagements",
    ],
  },
  {
    path: "/partners",
    h1: "Nos partenaires",
    facts: [
      "Un réseau d’écoles d’ingénieurs en Afrique francophone",
      "Un éditeur de solutions cloud et cybersécurité",
      "Une chambre de commerce et un réseau d’affaires franco-africain",
      "Ce que vous gagnez à devenir partenaire",
      "La parole à nos partenaires",
    ],
  },
] as const;

for (const { path, h1, facts } of CASES) {
  test(`${path} shows its heading and key facts`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const main = page.locator("main");
    for (const fact of facts) {
      await expect(main.getByText(fact, { exact: false }).first(), fact).toBeVisible();
    }
  });

  test(`${path} has no accessibility violation`, async ({ page }) => {
    // axe over a whole page is slow on a shared two-core machine: a longer budget, not a retry.
    test.slow();
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
    expect(violations).toEqual([]);
  });
}

/** Spec section 9's group figures: value as printed, then its label. */
const GROUP_FIGURES: readonly (readonly [value: string, label: string])[] = [
  ["60+", "collaborateurs"],
  ["3", "bureaux en Afrique"],
  ["30+", "clients en France et en Belgique"],
  ["98\u00a0%", "de fidélisation client"],
  ["11", "nationalités"],
  ["48\u00a0%", "de femmes"],
  ["42\u00a0%", "de femmes managers"],
];

test("the group figures read exactly as published", async ({ page }) => {
  await page.goto("/le-groupe");
  const figures = page.locator("#chiffres-cles dl");
  for (const [value, label] of GROUP_FIGURES) {
    await expect(figures.locator("div", { has: page.getByText(label, { exact: true }) })).toContainText(
      value,
    );
  }
});

test("the about page leads to contact and LIF Shore", async ({ page }) => {
  await page.goto("/about");
  const hero = page.locator("main section").first();
  await expectLinks(hero, {
    "Parlons de votre projet": "/contact",
    "Découvrir LIF Shore": "/services/lif-shore",
  });
  const closing = page.locator("main section").last();
  await expect(closing.getByRole("link", { name: "Nous contacter" })).toHaveAttribute("href", "/contact");
  await expect(closing.getByRole("link", { name: "Découvrir LIF Shore" })).toHaveAttribute(
    "href",
    "/services/lif-shore",
  );
});

test("every partner call to action leads to the contact page", async ({ page }) => {
  await page.goto("/partners");
  for (const name of ["Devenir partenaire", "Contactez-nous"]) {
    const links = page.locator("main").getByRole("link", { name, exact: true });
    await expect(links).toHaveCount(2);
    for (const link of await links.all()) await expect(link).toHaveAttribute("href", "/contact");
  }
});

test("the commitments page embeds the contact form", async ({ page }) => {
  await page.goto("/nos-engagements");
  const form = page.getByRole("form", { name: "Parlons de vos engagements" });
  await expect(form).toBeVisible();
  await expect(form.getByRole("button", { name: "Envoyer ma demande" })).toBeVisible();
});

test("the group pages tell one story: founding dates, the Casablanca presence, the time difference", async ({
  page,
}) => {
  await page.goto("/about");
  const about = page.locator("main");
  await expect(about).toContainText("créée à Paris en 2020");
  await expect(about).toContainText("depuis 2025, une présence à Casablanca");
  await expect(about).toContainText("à l’heure de Paris en hiver, à 1\u00a0h d’écart en été");
  await expect(about).not.toContainText("préparons l’ouverture");

  await page.goto("/le-groupe");
  const group = page.locator("main");
  await expect(group.locator("#histoire")).toContainText("Une holding fondée en 2020");
  await expect(group.locator("#vision")).toContainText(
    "0 à 2\u00a0h de décalage selon la ville et la saison",
  );
  const casablanca = group.locator("#bureaux li", { has: page.getByRole("heading", { name: "Casablanca" }) });
  await expect(casablanca).toContainText("Présence depuis 2025");
  await expect(casablanca).toContainText("sans bureau ni entité locale");
  await expect(group).not.toContainText("Ouverture 2025");
});

test("the leaders are shown by role, without a name or a biography", async ({ page }) => {
  await page.goto("/le-groupe");
  const roles = page.locator("#direction h3");
  await expect(roles).toHaveText([
    "Direction générale",
    "Direction des opérations Afrique",
    "Direction commerciale et partenariats",
  ]);
  await expect(page.locator("#direction")).not.toContainText(/Basée? à/);
});
