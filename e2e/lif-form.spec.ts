import type { Page } from "@playwright/test";
import { CERTIFICATIONS } from "../app/content/form/certifications";
import { DOMAINS } from "../app/content/form/domains";
import { QUALIOPI_MANDATORY_SENTENCE } from "../app/facts/form";
import { CPF_RULES } from "../app/facts/regulation";
import { getPage } from "../app/pages";
import { SITE } from "../app/site.config";
import { readCourses } from "../scripts/content/course-files";
import { expectNoAxeViolations, WCAG } from "./axe";
import { expect, test } from "./support";

/** The catalogue as the pages show it, read from its files (content/formations/) as the build reads them. */
const COURSES = readCourses();

const NBSP = "\u00a0";
const SERVICE = "/services/lif-form";
const FORM_PAGES = [SERVICE, ...DOMAINS.map((domain) => domain.path)];

/** A region's text with every kind of space made ordinary (the sentences checked sit in one element each). */
const plainText = async (page: Page, selector = "main") =>
  ((await page.locator(selector).textContent()) ?? "").replace(/\s+/g, " ");
const plain = (text: string) => text.replace(/\s+/g, " ");

test.describe(SERVICE, () => {
  // Every check reads the page as it loads: one load, a step each.
  test("presents the training body: heading, key figure, domains with their courses; funding, certifications, calls to action", async ({
    page,
  }) => {
    await page.goto(SERVICE);
    await test.step("presents the training body: heading, key figure, domains with their courses", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage(SERVICE).h1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      // The way back to the home page.
      const breadcrumb = page.getByRole("navigation", { name: "Fil d’Ariane" });
      await expect(breadcrumb.getByRole("link", { name: "Accueil" })).toHaveAttribute("href", "/");
      await expect(page.locator("main").getByText("200+", { exact: true })).toBeVisible();
      await expect(page.locator("main").getByText("professionnels certifiés en 2023")).toBeVisible();

      const domains = page.locator("#domaines");
      for (const domain of DOMAINS) {
        const card = domains
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: domain.name }) });
        for (const course of COURSES.filter((entry) => entry.domain === domain.key)) {
          await expect(card.getByRole("link", { name: course.title, exact: true })).toHaveAttribute(
            "href",
            `${domain.path}#${course.slug}`,
          );
        }
        await expect(card.getByRole("link", { name: "Voir les formations" })).toHaveAttribute(
          "href",
          domain.path,
        );
      }
    });
    await test.step("explains funding step by step, honestly", async () => {
      const funding = page.locator("#financement");
      for (const title of [
        "Votre compte personnel de formation (CPF)",
        "Le financement par votre OPCO",
        "Le plan de développement des compétences",
      ]) {
        const path = funding
          .getByRole("listitem")
          .filter({ has: page.getByRole("heading", { name: title }) });
        await expect(path.getByRole("listitem")).toHaveCount(4);
      }
      const text = await plainText(page, "#financement");
      expect(text).toContain(
        "L’éligibilité au CPF dépend de l’enregistrement de la certification préparée auprès de France Compétences",
      );
      expect(text).toContain(`participation forfaitaire de ${plain(CPF_RULES.contribution.value)}`);
      expect(text).toContain(`au plus ${plain(CPF_RULES.specificRegistryCeiling.value)} par formation`);
    });
    await test.step("shows the four certifications, the testimonials and the accreditations in their legal wording", async () => {
      const certifications = page.locator("#certifications");
      await expect(certifications.getByRole("heading", { level: 3 })).toHaveText([
        "CEH",
        "CISSP",
        "CCNA",
        "Security+",
      ]);
      for (const certification of Object.values(CERTIFICATIONS)) {
        await expect(certifications.getByText(certification.fullName, { exact: true })).toBeVisible();
      }
      await expect(page.locator("#temoignages figure")).toHaveCount(3);

      const accreditations = await plainText(page, "#qualite");
      expect(accreditations).toContain(plain(QUALIOPI_MANDATORY_SENTENCE));
      const number = SITE.legal.trainingDeclarationNumber ?? "en cours d’attribution";
      expect(accreditations).toContain(
        `Déclaration d’activité enregistrée sous le numéro ${number} auprès du préfet de région d’Île-de-France. Cet enregistrement ne vaut pas agrément de l’État.`,
      );
      // Datadock is history, ended before LIF Form began; the Qualiopi certificate's particulars are published.
      expect(accreditations).toContain("Depuis le 1er janvier 2022, la certification Qualiopi l’a remplacé");
      expect(accreditations).toContain("n’y a donc jamais été référencé");
      expect(accreditations).toMatch(
        /Certificat Qualiopi n° : .+\. Organisme certificateur : .+\. Valable jusqu’au : /,
      );
      expect(accreditations).not.toMatch(/certifié Datadock/i);
    });
    await test.step("calls to action lead to the contact page", async () => {
      const main = page.locator("main");
      await expect(main.getByRole("link", { name: "Parler à un conseiller formation" })).toHaveAttribute(
        "href",
        "/contact",
      );
      await expect(main.getByRole("link", { name: "Contactez-nous" })).toHaveAttribute("href", "/contact");
      await expect(
        main.getByText("Le tarif inter-entreprises est publié sur la fiche de chaque formation", {
          exact: false,
        }),
      ).toBeVisible();
    });
  });
});

for (const domain of DOMAINS) {
  const courses = COURSES.filter((course) => course.domain === domain.key);

  test.describe(domain.path, () => {
    // The three checks read one load of the page, a step each; the programme is opened last (it changes the page).
    test("shows each course sheet, links funding, the other domains and the service page, opens a programme with the keyboard", async ({
      page,
    }) => {
      await page.goto(domain.path);
      await test.step("shows each course sheet with every field and a call to action naming the course", async () => {
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage(domain.path).h1);
        const breadcrumb = page.getByRole("navigation", { name: "Fil d’Ariane" });
        await expect(breadcrumb.getByRole("link", { name: "LIF Form" })).toHaveAttribute("href", SERVICE);

        const sheets = page.locator("#formations article");
        await expect(sheets).toHaveCount(3);
        for (const course of courses) {
          const sheet = page.locator(`article#${course.slug}`);
          await expect(sheet.getByRole("heading", { level: 3 })).toHaveText(course.title);
          // The first four headings; the audit items that follow are walked by course-sheets.spec.ts.
          const headings = await sheet.getByRole("heading", { level: 4 }).allTextContents();
          expect(headings.slice(0, 4)).toEqual([
            "Objectifs",
            "Public",
            "Prérequis",
            "Modalités d’évaluation",
          ]);
          const facts = plain((await sheet.locator("dl").first().textContent()) ?? "");
          expect(facts).toContain(`${course.duration.hours} h`);
          expect(facts).toContain(course.level);
          expect(facts).toContain(course.cpfEligible ? "Éligible, sous conditions" : "Non éligible");
          expect(facts).toContain("Tarif inter-entreprises");
          if (course.certification) expect(facts).toContain(CERTIFICATIONS[course.certification].name);

          const action = sheet.getByRole("link", { name: /^Demander le programme et les dates/ });
          await expect(action).toHaveAttribute("href", `/contact?formation=${course.slug}`);
          expect(plain((await action.getAttribute("aria-label")) ?? "")).toContain(plain(course.title));
        }
      });
      await test.step("links funding, the other domains and the service page, this page unlinked", async () => {
        const main = page.locator("main");
        await expect(main.getByRole("link", { name: "Voir les démarches, étape par étape" })).toHaveAttribute(
          "href",
          `${SERVICE}#financement`,
        );
        await expect(main.getByRole("link", { name: "Compte personnel de formation (CPF)" })).toHaveAttribute(
          "href",
          `${SERVICE}#financement-cpf`,
        );
        expect(await plainText(page, "#financement")).toContain("France Compétences");

        const siblings = page.getByRole("navigation", { name: "Domaines de formation LIF Form" });
        for (const other of DOMAINS.filter((entry) => entry.key !== domain.key)) {
          await expect(siblings.getByRole("link", { name: other.name })).toHaveAttribute("href", other.path);
        }
        await expect(siblings.getByRole("link", { name: domain.name })).toHaveCount(0);
        await expect(siblings.locator('[aria-current="page"]')).toContainText(domain.name);
        await expect(
          main.getByRole("link", { name: "Toutes les formations LIF Form" }).first(),
        ).toHaveAttribute("href", SERVICE);
        await expect(main.getByRole("link", { name: "Contactez-nous" })).toHaveAttribute("href", "/contact");
      });
      await test.step("opens a programme with the keyboard", async () => {
        const [first] = courses;
        if (!first) throw new Error("no course");
        const outline = page.locator(`article#${first.slug} details`);
        await expect(outline).not.toHaveAttribute("open");
        await outline.locator("summary").focus();
        await page.keyboard.press("Enter");
        await expect(outline).toHaveAttribute("open");
        const firstModule = first.outline[0];
        if (!firstModule) throw new Error("no module");
        await expect(outline.getByText(firstModule.title, { exact: true })).toBeVisible();
        await expect(outline.locator("ol > li")).toHaveCount(first.outline.length);
      });
    });

    test("a visitor reaches it from the service page", async ({ page }) => {
      await page.goto(SERVICE);
      const card = page
        .locator("#domaines")
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: domain.name }) });
      await card.getByRole("link", { name: "Voir les formations" }).click();
      await expect(page).toHaveURL(domain.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(getPage(domain.path).h1);
    });
  });
}

test.describe("LIF Form pages are accessible", () => {
  for (const path of FORM_PAGES) {
    // One load: the heading levels are read first, then every disclosure is opened for axe.
    test(`${path} never skips a heading level, and has no axe violation, programmes and answers open`, async ({
      page,
    }) => {
      // Axe over a long page with every disclosure open takes several seconds on a busy machine.
      test.slow();
      await page.goto(path);
      await test.step("never skips a heading level", async () => {
        const levels = await page
          .locator("main :is(h1, h2, h3, h4, h5, h6)")
          .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
        expect(levels[0]).toBe(1);
        levels.reduce((previous, level) => {
          expect(level).toBeLessThanOrEqual(previous + 1);
          return level;
        }, 0);
      });
      await test.step("has no axe violation, programmes and answers open", async () => {
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        // Check the disclosed content too: open every programme and answer first.
        await page.locator("main details").evaluateAll((disclosures) => {
          for (const disclosure of disclosures) (disclosure as HTMLDetailsElement).open = true;
        });
        await expect(page.locator("main details:not([open])")).toHaveCount(0);
        await expectNoAxeViolations(page, { tags: WCAG });
      });
    });
  }
});

// A figure on a page must read as French notation does, with its non-breaking space.
test("durations read with a non-breaking space", async ({ page }) => {
  await page.goto("/lif-form/reseaux");
  const text = (await page.locator("main").textContent()) ?? "";
  expect(text).toContain(`35${NBSP}h`);
  expect(text).not.toMatch(/\b\d+ h\b/);
});

test("a course's call to action opens the contact form with a message about that course", async ({
  page,
}) => {
  const [course] = COURSES;
  if (!course) throw new Error("no course");
  const domain = DOMAINS.find((entry) => entry.key === course.domain);
  if (!domain) throw new Error(`no domain for ${course.slug}`);
  await page.goto(domain.path);
  await page
    .getByRole("article", { name: course.title })
    .getByRole("link", { name: /^Demander le programme et les dates/ })
    .click();
  await expect(page).toHaveURL(`/contact?formation=${course.slug}`);
  const message = page
    .getByRole("form", { name: "Envoyez-nous un message" })
    .getByRole("textbox", { name: /^Message/ });
  await expect(message).toHaveValue(
    new RegExp(`formation «${NBSP}${course.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}${NBSP}»`),
  );
});

// A Belgian visitor is told about Belgian funding; the CPF and the OPCO appear only where a sentence says they are
// French. The Belgian pages are the same URLs answered for the .be host.
test.describe("LIF Form pages for a Belgian visitor", () => {
  for (const path of FORM_PAGES) {
    test(`${path} names French funding only as French`, async ({ request }) => {
      const html = await (await request.get(path, { headers: { host: "www.lif-group.be" } })).text();
      const text = html
        .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, " ")
        .replace(/<[^>]+>/g, "\n")
        .replace(/&nbsp;|\u00a0/g, " ");
      const sentences = text.split(/[.\n]/).filter((sentence) => /\b(?:CPF|OPCO)\b/.test(sentence));
      for (const sentence of sentences) expect(sentence).toMatch(/français|en France/i);
      expect(text).toMatch(/chèques-formation|fonds sectoriel/);
    });
  }
});
