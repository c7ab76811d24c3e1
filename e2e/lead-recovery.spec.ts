import {
  acceptFault,
  expectFailureNotice,
  expectToast,
  injectFault,
  leadForm,
  outboxOf,
  SINK_FAULTS,
} from "./forms-support";
import { CONTACT } from "./lead-forms";
import { expect, test, uniqueEmail } from "./support";

// What the lead issue adds to every form, beyond lead-forms.spec.ts (where each form meets one of the sink's
// faults and keeps its draft through a reload): sent again once the fault is over, the lead reaches the team
// with the reference the visitor was given; with analytics accepted, it carries the visit's source.

test("sent again after a failure, the lead reaches the team with the reference the visitor was given", async ({
  page,
  request,
  consoleErrors,
}) => {
  const fault = SINK_FAULTS.serverError;
  const email = uniqueEmail("recovery");
  await injectFault(request, email, fault);
  const form = leadForm(page, CONTACT);
  await page.goto(CONTACT.path);
  await form.fill(email);
  await form.submit();
  await expectToast(page, /Échec de l[’']envoi/, "Une erreur est survenue.", "error");
  const reference = await expectFailureNotice(page, form.submitButton, ["Prénom\u00a0: Awa", email]);
  await form.expectKept(email);

  await form.submit();
  await expect(page.locator("[data-lead-confirmation]")).toContainText(reference);
  const [entry] = await outboxOf(page, email, 1);
  expect(entry?.template_params.lead_ref).toBe(reference);
  acceptFault(consoleErrors, fault);
});

test.describe("with analytics accepted", () => {
  test.use({ cookieChoice: "all" });

  test("the lead carries the visit's landing page and campaign", async ({ page }) => {
    const email = uniqueEmail("source");
    await page.goto("/services/lif-shore?utm_source=linkedin&utm_campaign=nearshore");
    const form = leadForm(page, CONTACT);
    await page.goto(CONTACT.path);
    await form.fill(email);
    await form.submit();
    await expect(page.locator("[data-lead-confirmation]")).toBeFocused();
    const [entry] = await outboxOf(page, email, 1);
    expect(entry?.template_params.source_visit).toContain("/services/lif-shore?utm_source=linkedin");
    expect(entry?.template_params.source_visit).toContain("utm_campaign\u00a0: nearshore");
  });
});
