import type { Page } from "@playwright/test";
import {
  expectConfirmationFocused,
  expectFailureNotice,
  expectNoAxeViolations,
  expectNothingDelivered,
  expectOnlyFlaggedTeamMessage,
  expectToast,
  injectFault,
  type LeadFormSpec,
  leadForm,
  outboxOf,
  pauseClockAtLoad,
  SINK_FAULTS,
  type SinkFault,
  submitRightAfterLoad,
  toast,
} from "./forms-support";
import { ASSESSMENT, CLIENT_REQUEST, CONSULTATION, CONTACT, EXPERT_APPLICATION, GUIDE } from "./lead-forms";
import { expect, test, uniqueEmail, waitForLiveForms } from "./support";

// What every lead form does alike, form by form: once sent, the confirmation with the reference, which the
// team's message carries with the lead's source; a filled honeypot still reaches the team, flagged, with no
// confirmation to the sender; a send that fails is told with the reference and « Nous écrire », every value
// stays, even through a reload. Each form meets one of the sink's faults, and each fault at least one form
// (issue 22). What is each form's own: contact-form, client-request, expert-application, shore-forms and
// assessment specs; the same reference sent again after a fault: lead-recovery.

type SharedCase = {
  /** The form, as the test titles name it. */
  what: string;
  spec: LeadFormSpec;
  /** The team's template and the parameter that carries the sender's address. */
  team: string;
  emailParam: "email" | "from_email";
  /** What the visitor sees once the lead has gone. */
  expectSent: (page: Page) => Promise<void>;
  /** The failure notice. */
  failure: { title: string | RegExp; description: string };
  /** The fault its failed send meets. */
  fault: SinkFault;
  /** Values typed besides a valid fill before a send that fails; they must be kept too. */
  alsoTyped?: Record<string, string>;
  /** What else a failure must leave as it was. */
  afterFailure?: (page: Page) => Promise<void>;
  /**
   * Sent right after the page loaded (autofill, then submit): the bot guard holds it back until its minimum
   * time, then it goes, not flagged. `typed`: what is typed instead of a valid fill; `expected`: parameters
   * the team's message carries.
   */
  quick?: {
    typed?: (email: string) => Record<string, string>;
    expected: (email: string) => Record<string, string>;
  };
};

const CASES: SharedCase[] = [
  {
    what: "the contact form",
    spec: CONTACT,
    team: "contact",
    emailParam: "from_email",
    expectSent: (page) => expect(toast(page, "Message envoyé avec succès")).toBeVisible(),
    failure: {
      title: /Échec de l[’']envoi/,
      description: "Une erreur est survenue. Veuillez réessayer plus tard.",
    },
    fault: SINK_FAULTS.droppedConnection,
    alsoTyped: { Téléphone: "06 12 34 56 78" },
    quick: { expected: (email) => ({ from_name: "Awa Diop", from_email: email, form_type: "contact" }) },
  },
  {
    what: "the client request",
    spec: CLIENT_REQUEST,
    team: "clientTeam",
    emailParam: "email",
    expectSent: (page) => expect(toast(page, /Demande envoyée\s!/)).toBeVisible(),
    failure: {
      title: /Erreur de transmission/,
      description:
        "Une erreur est survenue lors de l’envoi de votre demande. Veuillez réessayer ultérieurement.",
    },
    fault: SINK_FAULTS.rateLimit,
  },
  {
    what: "the expert application",
    spec: EXPERT_APPLICATION,
    team: "expertTeam",
    emailParam: "email",
    expectSent: (page) => expect(toast(page, /Candidature envoyée\s!/)).toBeVisible(),
    failure: {
      title: /Erreur de transmission/,
      description:
        "Une erreur est survenue lors de l’envoi de votre candidature. Veuillez réessayer ultérieurement.",
    },
    fault: SINK_FAULTS.quota,
  },
  {
    what: "the LIF Shore consultation form",
    spec: CONSULTATION,
    team: "consultation",
    emailParam: "from_email",
    expectSent: (page) =>
      expectToast(page, "Demande envoyée avec succès", "Un expert LIF Shore vous recontacte", "success"),
    failure: { title: /Échec de l[’']envoi/, description: "Votre demande n’a pas pu être envoyée." },
    fault: SINK_FAULTS.serverError,
  },
  {
    what: "the guide download form",
    spec: GUIDE,
    team: "guide",
    emailParam: "from_email",
    expectSent: (page) => expect(page.getByRole("status").filter({ hasText: "Demande reçue" })).toBeVisible(),
    failure: { title: /Échec de l[’']envoi/, description: "Votre demande de guide n’a pas pu être envoyée." },
    fault: SINK_FAULTS.quota,
  },
  {
    what: "the assessment request",
    spec: ASSESSMENT,
    team: "assessment",
    emailParam: "email",
    expectSent: (page) =>
      expect(page.getByRole("heading", { name: /Demande reçue avec succès\s!/ })).toBeVisible(),
    failure: {
      title: "Une erreur est survenue",
      description: "Veuillez réessayer ultérieurement ou nous contacter directement.",
    },
    fault: SINK_FAULTS.droppedConnection,
    // The confirmation panel takes the form's place only once the request has gone.
    afterFailure: (page) =>
      expect(page.getByRole("heading", { name: /Demande reçue avec succès/ })).toHaveCount(0),
    // The project is optional: left empty, it reaches the team empty.
    quick: {
      typed: (email) => ({ Prénom: "Karim", Nom: "Benali", "Email professionnel": email }),
      expected: (email) => ({ email, specificNeed: "" }),
    },
  },
];

for (const shared of CASES) {
  test.describe(shared.what, () => {
    const { quick } = shared;
    if (quick) {
      test("sent within 2 s of the page loading (autofill, then submit), the lead waits, then is delivered", async ({
        page,
      }) => {
        const email = uniqueEmail(`${shared.team}-fast`);
        const form = leadForm(page, shared.spec);
        await pauseClockAtLoad(page);
        await page.goto(shared.spec.path);
        if (quick.typed) {
          for (const [label, value] of Object.entries(quick.typed(email))) await form.box(label).fill(value);
        } else {
          await form.fill(email);
        }
        await submitRightAfterLoad(page, form.form, email);

        await shared.expectSent(page);
        const [entry] = await outboxOf(page, email, 1);
        expect(entry?.template_params).toMatchObject(quick.expected(email));
        expect(entry?.template_params).not.toHaveProperty("spam_suspected");
      });
    }

    test("once sent, the confirmation takes the focus and stays after the toast; the team's message carries the same reference and the page", async ({
      page,
    }) => {
      const email = uniqueEmail(`${shared.team}-ok`);
      await leadForm(page, shared.spec).send(email);
      const reference = await expectConfirmationFocused(page);
      // No toast left (sonner removes each after its duration): the confirmation is still there, focused.
      await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator("[data-lead-confirmation]")).toBeFocused();
      // The team's message first; the expert and client forms then confirm to the visitor.
      const withConfirmation = shared.team === "expertTeam" || shared.team === "clientTeam";
      const [entry, confirmation] = await outboxOf(page, email, withConfirmation ? 2 : 1);
      if (confirmation)
        expect(confirmation.template_params).toMatchObject({ lead_ref: reference, cv_note: "" });
      expect(entry?.template_params).toMatchObject({
        lead_ref: reference,
        source_page: expect.stringContaining(shared.spec.path),
        source_site: "France (www.lif-group.fr)",
        source_visit: "Non conservée (mesure d’audience non acceptée)",
      });
      expect(
        await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("lif_draft:"))),
      ).toEqual([]);
    });

    test("with the honeypot filled, the team gets the lead flagged and no confirmation goes out", async ({
      page,
    }) => {
      const email = uniqueEmail(`${shared.team}-bot`);
      await leadForm(page, shared.spec).send(email, { asBot: true });

      // Success shows once the delivery is over: the outbox is final then.
      await shared.expectSent(page);
      await expectOnlyFlaggedTeamMessage(page, email, shared.team, shared.emailParam);
    });

    test(`after ${shared.fault.what}, the visitor gets the reference and « Nous écrire », and keeps every value, even through a reload`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      // A send, a retry for the 429, a full axe run and a reload: more than the default time on a busy machine.
      test.slow();
      const email = uniqueEmail(`${shared.team}-ko`);
      await injectFault(request, email, shared.fault);
      const form = leadForm(page, shared.spec);
      await page.goto(shared.spec.path);
      await form.fill(email);
      for (const [label, value] of Object.entries(shared.alsoTyped ?? {})) await form.box(label).fill(value);
      await form.submit();

      await expectToast(page, shared.failure.title, shared.failure.description, "error");
      // The failure stays under the button, with the reference and a prefilled e-mail; focus is on the button.
      await expectFailureNotice(page, form.submitButton, [email]);
      const typed = { ...shared.spec.values(email), ...shared.alsoTyped };
      await form.expectKept(email);
      for (const [label, value] of Object.entries(typed)) await expect(form.box(label)).toHaveValue(value);
      await expect(form.submitButton).toBeEnabled();
      await shared.afterFailure?.(page);
      await expectNoAxeViolations(page);
      // The failure notice comes once the sink has refused the team's message (a confirmation only follows
      // it): nothing else will follow.
      await expectNothingDelivered(page, email, consoleErrors, shared.fault);

      // The draft survives a reload of the tab: every text typed, never the CV nor the consent box.
      await page.reload();
      await waitForLiveForms(page);
      for (const [label, value] of Object.entries(typed)) await expect(form.box(label)).toHaveValue(value);
      if (shared.spec.consent) await expect(form.consent).not.toBeChecked();
      if (shared.spec.file) expect(await form.fileCount()).toBe(0);
    });
  });
}
