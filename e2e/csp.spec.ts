import { PAGES } from "../app/pages";
import { expectHydratedWithoutViolation, violations, watchViolations } from "./csp";
import { expect, failSends, test, uniqueEmail } from "./support";

/**
 * The strict Content-Security-Policy (hashes, no 'unsafe-inline' for scripts) lets every page hydrate: each
 * page is loaded, hydrated and listened to for `securitypolicyviolation` (e2e/csp.ts). That check of every page
 * runs on the page loads of the 1280 px keyboard walk (focus-and-reflow.spec.ts); this file holds the policy
 * itself, the not-found page, the toast's style sheet, and the proof that the listening is not blind.
 */
test("every page's policy allows its inline scripts and nothing else inline", async ({ request }) => {
  for (const { path } of PAGES) {
    const policy = (await request.get(path)).headers()["content-security-policy"] ?? "";
    expect(policy).toContain("default-src 'none'");
    expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+(;|$)/);
    expect(policy.split("; ").filter((directive) => directive.includes("unsafe"))).toEqual([
      "style-src-attr 'unsafe-inline'",
    ]);
  }
});

test.describe("no CSP violation", () => {
  test.use({ cookieChoice: null });

  test("the 404 page hydrates with zero violations", async ({ page, consoleErrors }) => {
    await watchViolations(page);
    await page.goto("/cette-page-n-existe-pas");
    await expectHydratedWithoutViolation(page, "404");
    expect(consoleErrors).toEqual([expect.stringContaining("status of 404")]);
    consoleErrors.length = 0;
  });
});

test("a failure notice (sonner's toast and its inserted style sheet) causes no violation", async ({
  page,
  request,
  consoleErrors,
}) => {
  await watchViolations(page);
  const email = uniqueEmail("csp-toast");
  await failSends(request, { match: email, status: 500 });
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Envoyez-nous un message" });
  await form.getByRole("textbox", { name: "Prénom" }).fill("Awa");
  await form.getByRole("textbox", { name: "Nom", exact: true }).fill("Diop");
  await form.getByRole("textbox", { name: "E-mail" }).fill(email);
  await form
    .getByRole("textbox", { name: "Message" })
    .fill("Un message pour vérifier la politique de sécurité.");
  await form.getByRole("checkbox").check();
  // The bot guard counts 2 s from the page's load, on the page's own clock (filling included).
  await page.waitForFunction(() => performance.now() > 2100);
  await form.getByRole("button", { name: "Envoyer" }).click();
  await expect(page.locator("[data-sonner-toast]")).toBeVisible();
  expect(await page.evaluate(() => document.querySelectorAll("style").length)).toBeGreaterThan(0);
  expect(await violations(page)).toEqual([]);
  // The refused send is the browser's own console error: expected here.
  for (const error of [...consoleErrors])
    if (/status of 500/.test(error)) consoleErrors.splice(consoleErrors.indexOf(error), 1);
});

test("an inline script injected after load is refused and reported: the listening above is not blind", async ({
  page,
  consoleErrors,
}) => {
  await watchViolations(page);
  await page.goto("/about");
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injected = true";
    document.body.append(script);
  });
  await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src-elem inline /)]);
  expect(await page.evaluate(() => (window as Window & { injected?: boolean }).injected)).toBeUndefined();
  expect(consoleErrors).toEqual([expect.stringContaining("Content Security Policy")]);
  consoleErrors.length = 0;
});
