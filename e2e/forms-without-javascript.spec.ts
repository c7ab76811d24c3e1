import { expect } from "@playwright/test";
import { expectNoScriptAlternative, openWithoutJavaScript } from "./forms-support";
import { test } from "./support";

// With JavaScript off, every form says it cannot send and offers the contact e-mail and phone instead of a
// button that would never work. The form itself stays in the prerendered page, unchanged.

const FORMS: { path: string; form: string | RegExp; submit: string }[] = [
  { path: "/contact", form: "Envoyez-nous un message", submit: "Envoyer" },
  { path: "/lif-talent/expert-it", form: "Déposez votre candidature", submit: "Envoyer ma candidature" },
  { path: "/lif-talent/client-entreprise", form: "Décrivez votre besoin", submit: "Envoyer ma demande" },
  { path: "/services/lif-shore", form: "Demandez votre consultation gratuite", submit: "Envoyer ma demande" },
  { path: "/services/lif-shore", form: /^Recevoir le guide/, submit: "Recevoir le guide" },
  {
    path: "/services/lif-shore/demander-evaluation-gratuite",
    form: "Demandez votre évaluation gratuite",
    submit: "Demander mon évaluation gratuite",
  },
  {
    path: "/services/lif-shore/strategie-externalisation-agile",
    form: "Formulaire de contact",
    submit: "Planifier mon appel",
  },
];

test.describe("with JavaScript disabled", () => {
  for (const { path, form, submit } of FORMS) {
    test(`${path}: the form “${form}” offers the e-mail and phone instead of its button`, async ({
      browser,
      baseURL,
    }) => {
      const { context, page } = await openWithoutJavaScript(browser, path, baseURL);
      try {
        const element = page.getByRole("form", { name: form });
        await expect(element).toBeVisible();
        await expect(element.getByRole("textbox").first()).toBeVisible();
        await expectNoScriptAlternative(element, submit);
      } finally {
        await context.close();
      }
    });
  }

  test("with JavaScript on, the notice stays hidden and the button is there", async ({ page }) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Envoyez-nous un message" });
    await expect(form.getByRole("button", { name: "Envoyer" })).toBeVisible();
    await expect(form.locator("noscript > p")).toHaveCount(0);
  });
});
