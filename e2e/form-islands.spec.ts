import type { Page, Route } from "@playwright/test";
import { expectOutbox, leadForm } from "./forms-support";
import { CLIENT_REQUEST, EXPERT_APPLICATION, EXPERT_MESSAGE, PDF_BYTES } from "./lead-forms";
import { expect, openAsLoaded, REACT, scriptsRequested, test, uniqueEmail } from "./support";

// When a form's island hydrates (docs/decisions/027): when it comes within one and a half screens of the screen,
// or on the first focus, press or key inside it; React is not fetched before. And what a visitor typed before
// then is kept, and sent. These tests open pages without the fixture's own reaching of the forms
// (`openAsLoaded`): they are about what that reaching stands for.

/**
 * Waits until the page's own script has run (it tells the data layer the stored cookie choice first, and sets
 * its islands to wake last), then two frames: the browser has said by then which islands are near the screen.
 */
async function pageScriptHasRun(page: Page) {
  await page.waitForFunction(() =>
    window.dataLayer.some((entry) => (entry as { event?: string }).event === "cookie_consent_essential"),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);

test.describe("a form far down the page", () => {
  test("loads no React with the page, and is live before the visitor scrolling to it sees it", async ({
    page,
  }) => {
    const scripts = scriptsRequested(page);
    const form = leadForm(page, CLIENT_REQUEST);
    await openAsLoaded(page, CLIENT_REQUEST.path);
    await pageScriptHasRun(page);
    expect(scripts.filter((path) => REACT.test(path))).toEqual([]);
    await expect(island(page, "client-request-form")).not.toHaveAttribute("data-live");
    await expect(form.submitButton).toBeDisabled();

    // The visitor scrolls down to two screens above the form: out of sight, within the margin.
    await form.form.evaluate((element) =>
      window.scrollTo({
        top: element.getBoundingClientRect().top + window.scrollY - 2 * window.innerHeight,
        behavior: "instant",
      }),
    );
    await expect(island(page, "client-request-form")).toHaveAttribute("data-live", "");
    await expect(form.submitButton).toBeEnabled();
    await expect(form.form).not.toBeInViewport();
    // The toasts' live region wakes with the form.
    await expect(island(page, "toaster")).toHaveAttribute("data-live", "");
    expect(scripts.some((path) => REACT.test(path))).toBe(true);
  });

  test("wakes on the first focus inside it, wherever it is", async ({ page }) => {
    const form = leadForm(page, CLIENT_REQUEST);
    await openAsLoaded(page, CLIENT_REQUEST.path);
    await pageScriptHasRun(page);
    // A focus that does not scroll (as a link to a field could give it): only the focus can wake the form.
    await form.box("Prénom").evaluate((input: HTMLInputElement) => input.focus({ preventScroll: true }));
    await expect(island(page, "client-request-form")).toHaveAttribute("data-live", "");
    await expect(form.form).not.toBeInViewport();
    await expect(form.submitButton).toBeEnabled();
  });
});

test.describe("a form in the first screen", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("is live with the page; the map further down waits", async ({ page }) => {
    await openAsLoaded(page, "/contact");
    await expect(island(page, "contact-page-form")).toHaveAttribute("data-live", "");
    await expect(page.getByRole("button", { name: "Envoyer" })).toBeEnabled();
    await expect(island(page, "office-map")).not.toHaveAttribute("data-live");
  });
});

test("what a visitor typed, ticked and chose before the form's code arrived is kept, and sent", async ({
  page,
}) => {
  test.slow();
  const email = uniqueEmail("avant-hydratation");
  const form = leadForm(page, EXPERT_APPLICATION);
  // A draft left from an earlier visit: it fills only the fields the visitor left empty.
  await page.addInitScript((path) => {
    sessionStorage.setItem(
      `lif_draft:expert-application:${path}`,
      JSON.stringify({ firstName: "Brouillon" }),
    );
  }, EXPERT_APPLICATION.path);
  // React is held back: the form cannot hydrate until the test lets it.
  const held: Route[] = [];
  await page.route(REACT, (route) => {
    held.push(route);
  });
  await openAsLoaded(page, EXPERT_APPLICATION.path);

  // The visitor scrolls to the form: it wakes, and asks for React.
  await form.form.scrollIntoViewIfNeeded();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(form.submitButton).toBeDisabled();
  await form.fill(email);
  await expect(island(page, "expert-application-form")).not.toHaveAttribute("data-live");

  for (const route of held) await route.continue();
  await page.unroute(REACT);
  await expect(island(page, "expert-application-form")).toHaveAttribute("data-live", "");
  await expect(form.submitButton).toBeEnabled();

  // Every value is still there; the CV chosen before is the form's now (its name shown beside the picker).
  await form.expectKept(email);
  await expect(form.form.getByText(`${EXPERT_APPLICATION.file?.name} (`)).toBeVisible();
  await form.submit();
  await expectOutbox(page, email, [
    {
      template: "expertTeam",
      params: {
        firstName: "Awa",
        lastName: "Diallo",
        email,
        message: EXPERT_MESSAGE,
        cv_file: PDF_BYTES.toString("base64"),
        cv_name: "cv.pdf",
      },
    },
    { template: "expertConfirmation" },
  ]);
});
