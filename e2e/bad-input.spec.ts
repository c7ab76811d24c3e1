import type { Locator, Page } from "@playwright/test";
import { expect, failSends, type OutboxEntry, outboxFor, test, uniqueEmail } from "./support";

/**
 * A bad-input corpus through every form, in the browser: markup and script in every field, right-to-left and
 * emoji text, 100,000-character fields, line breaks in single-line fields, bad and borderline CV files, and
 * the sink answering 500, 413, 429 or the network gone. Whatever the input, each form must not crash, run no
 * script, say something in French, keep what was typed when it refuses, and send nothing it should not.
 * A form may either send a hostile value intact (the EmailJS templates escape it) or refuse it with a message:
 * the outcome is recorded as an annotation of the test.
 */

type FormCase = { path: string; name: string | RegExp; submit: string; cv?: boolean };

const FORMS: Record<string, FormCase> = {
  contact: { path: "/contact", name: "Envoyez-nous un message", submit: "Envoyer" },
  expert: {
    path: "/lif-talent/expert-it",
    name: "Déposez votre candidature",
    submit: "Envoyer ma candidature",
    cv: true,
  },
  client: {
    path: "/lif-talent/client-entreprise",
    name: "Décrivez votre besoin",
    submit: "Envoyer ma demande",
  },
  assessment: {
    path: "/services/lif-shore/demander-evaluation-gratuite",
    name: "Demandez votre évaluation gratuite",
    submit: "Demander mon évaluation gratuite",
  },
  consultation: {
    path: "/services/lif-shore",
    name: "Demandez votre consultation gratuite",
    submit: "Envoyer ma demande",
  },
  guide: { path: "/services/lif-shore", name: /^Recevoir le guide/, submit: "Recevoir le guide" },
};

/** Markup that runs script if it is ever put into the page as HTML; each path sets the flag or opens a dialog. */
const MARKUP = `<script>window.__xss=1</script><img src=x onerror=alert(2)>"'><svg onload=alert(3)>{{x}}`;
const RTL_EMOJI = "مرحبا بالعالم שלום 👋🏽 🇫🇷 ‮gnp.exe";
const HUGE = "A".repeat(100_000);
/** 100,000 characters of words, as a pasted document would be. */
const HUGE_TEXT = "mot ".repeat(25_000).trimEnd().padEnd(100_000, "x");
/** French, not English: an accented letter, or one of the words every notice of the site uses. */
const FRENCH =
  /[àâçéèêëîïôûùœ]|\b(le|la|les|de|du|des|une?|votre|vos|nous|merci|veuillez|invalide|attendu|fichier|champ)\b/i;

const PDF = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
const PNG = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const CV_MAX_BYTES = 5 * 1024 * 1024;
// What the build's EmailJS plan attaches (VITE_EMAILJS_ATTACHMENT_KB unset: 50 Ko, app/forms/shared/cv-file.ts).
const CV_ATTACHMENT_MAX_BYTES = 50 * 1024;
const pdfOfSize = (size: number): Buffer => {
  const buffer = Buffer.alloc(size, 0x20);
  PDF.copy(buffer, 0, 0, Math.min(size, PDF.length));
  return buffer;
};

type Field = { locator: Locator; kind: "email" | "tel" | "line" | "text" };

/**
 * The form's visible text fields, found by role (their labels), the honeypot left alone. Read in one round trip,
 * once per form: a reload or « send another » brings back the same fields, and every case fills them all.
 */
const fieldsOfForm = new WeakMap<Locator, Field[]>();
async function fieldsOf(form: Locator): Promise<Field[]> {
  const known = fieldsOfForm.get(form);
  if (known) return known;
  const boxes = form.getByRole("textbox");
  const described = await boxes.evaluateAll((elements) =>
    elements.map((element) => ({
      name: element.getAttribute("name"),
      tag: element.tagName.toLowerCase(),
      type: element.getAttribute("type") ?? "text",
    })),
  );
  const fields = described.flatMap(({ name, tag, type }, index): Field[] => {
    if (name === "website") return [];
    const kind = tag === "textarea" ? "text" : type === "email" ? "email" : type === "tel" ? "tel" : "line";
    return [{ locator: boxes.nth(index), kind }];
  });
  fieldsOfForm.set(form, fields);
  return fields;
}

const VALID: Record<Field["kind"], string> = {
  email: "",
  tel: "+33 6 12 34 56 78",
  line: "Awa Diop",
  text: "Bonjour, nous cherchons une équipe de trois développeurs React pour un projet de dix-huit mois.",
};

/** A case's form as filled: what was typed in each field, and which fields are single-line (inputs). */
type Prepared = {
  page: Page;
  form: Locator;
  email: string;
  typed: Map<Locator, string>;
  lines: Set<Locator>;
};
type CvFile = { name: string; mimeType: string; buffer: Buffer };
const VALID_CV: CvFile = { name: "cv.pdf", mimeType: "application/pdf", buffer: PDF };

/** Opens the form's page, watching for any script run (a dialog, or `window.__xss` read by the checks). */
async function open(page: Page, formCase: FormCase): Promise<Locator> {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  (page as Page & { dialogs?: string[] }).dialogs = dialogs;
  await page.goto(formCase.path);
  return page.getByRole("form", { name: formCase.name });
}

/** Fills every field of the open form (`value` decides each; a new address each time), ticks consent, adds a CV. */
async function fillIn(
  page: Page,
  form: Locator,
  formCase: FormCase,
  label: string,
  value: (field: Field) => string,
  cv: CvFile | null = VALID_CV,
): Promise<Prepared> {
  const email = uniqueEmail(`bad-${label}`);
  const typed = new Map<Locator, string>();
  const lines = new Set<Locator>();
  for (const field of await fieldsOf(form)) {
    const text = field.kind === "email" ? email : value(field);
    await field.locator.fill(text);
    typed.set(field.locator, text);
    if (field.kind !== "text") lines.add(field.locator);
  }
  for (const box of await form.getByRole("checkbox").all()) await box.check();
  if (formCase.cv && cv) {
    await form.locator('input[type="file"]').setInputFiles(cv);
    // The form keeps a file once it has checked it (read asynchronously: a 5 MB one takes a while on a loaded
    // machine), and a person sends once the picker shows it: a send before would be refused for no CV.
    await expect(form.getByRole("button", { name: `Retirer le fichier ${cv.name}` })).toBeVisible();
  }
  return { page, form, email, typed, lines };
}

/** Opens the form and fills it: one case on a page of its own. */
async function prepare(
  page: Page,
  formCase: FormCase,
  label: string,
  value: (field: Field) => string,
  cv: CvFile | null = VALID_CV,
): Promise<Prepared> {
  return fillIn(page, await open(page, formCase), formCase, label, value, cv);
}

/**
 * Waits until the page has been open for the bot guard's minimum fill time, as a person takes it: the guard
 * counts from the page's load (performance.now()), so the time spent filling counts too.
 */
async function waitLikeAPerson(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.now() > 2100);
}

async function submit({ page, form }: Prepared, formCase: FormCase): Promise<void> {
  await waitLikeAPerson(page);
  await form.getByRole("button", { name: formCase.submit }).click();
}

/** Every message the page shows after a submission: toasts, status panels, field errors. */
async function shownMessages(page: Page, form: Locator): Promise<string> {
  const texts = [
    ...(await page.locator("[data-sonner-toast]").allInnerTexts()),
    ...(await page.getByRole("status").allInnerTexts()),
    ...(await page.getByRole("alert").allInnerTexts()),
  ];
  for (const invalid of await form.locator('[aria-invalid="true"]').all()) {
    const ids = ((await invalid.getAttribute("aria-describedby")) ?? "").split(" ").filter(Boolean);
    for (const id of ids) texts.push((await page.locator(`[id="${id}"]`).textContent()) ?? "");
  }
  return texts.join(" ").replace(/\s+/g, " ").trim();
}

type Outcome = { sent: OutboxEntry[]; message: string };

/** Waits until the form has either sent (the outbox has the lead) or answered with an error, then reads both. */
async function outcome(prepared: Prepared): Promise<Outcome> {
  const { page, form, email } = prepared;
  await expect
    .poll(
      async () =>
        (await outboxFor(page.request, email)).length > 0 ||
        (await form.locator('[aria-invalid="true"]').count()) > 0 ||
        (await page.locator('[data-sonner-toast][data-type="error"]').count()) > 0,
      // Polled every 100 ms, not the default's widening steps up to a second: each test waits for this.
      { timeout: 45_000, intervals: [100] },
    )
    .toBe(true);
  await expect.poll(() => shownMessages(page, form), { timeout: 15_000, intervals: [100] }).toMatch(FRENCH);
  return { sent: await outboxFor(page.request, email), message: await shownMessages(page, form) };
}

async function expectNoScriptRan(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as Window & { __xss?: number }).__xss)).toBeUndefined();
  expect((page as Page & { dialogs?: string[] }).dialogs ?? []).toEqual([]);
}

/** What was typed is still there (single-line fields as the browser keeps them). */
async function expectKept(prepared: Prepared): Promise<void> {
  for (const [locator, text] of prepared.typed) {
    await expect(locator).toHaveValue(prepared.lines.has(locator) ? text.replace(/[\r\n]/g, "") : text);
  }
}

/** A late send would show up in the outbox: the time a confirmation takes, counted from when this is called. */
const lateSendWindow = () => new Promise((resolve) => setTimeout(resolve, 1500));

/** Nothing reached the outbox for any of `emails` (call once a late send has had its window). */
async function expectUnsent(page: Page, emails: string[]): Promise<void> {
  for (const email of emails) expect(await outboxFor(page.request, email), email).toEqual([]);
}

/** Refused: what was typed is still there and nothing was sent. */
async function expectKeptAndUnsent(prepared: Prepared): Promise<void> {
  // The late send's window starts now and runs while the values are read.
  const lateSendTime = lateSendWindow();
  await expectKept(prepared);
  await lateSendTime;
  await expectUnsent(prepared.page, [prepared.email]);
}

/** Closes every toast and waits until none is left, so the next case's notice cannot be mistaken for this one's. */
async function closeToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const close of document.querySelectorAll<HTMLButtonElement>(
      '[data-sonner-toast] button[aria-label="Fermer la notification"]',
    ))
      close.click();
  });
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}

/**
 * Brings the form back as a visitor meets it for the next case, on the same page. Sent: the confirmation's
 * « send another » button brings back an empty form (its bot guard counts from then, so the next send waits
 * its 2 s). Refused: the page is loaded again, so no field error or notice is left over (the late send's
 * window has already passed: a reload would otherwise cut a late send short).
 */
async function startAgain(prepared: Prepared, formCase: FormCase, result: Outcome): Promise<void> {
  const { page, form } = prepared;
  if (result.sent.length > 0) {
    await page.locator("[data-lead-confirmation]").getByRole("button").last().click();
    await expect(form.getByRole("button", { name: formCase.submit })).toBeEnabled();
    await closeToasts(page);
  } else {
    await page.goto(formCase.path);
  }
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0);
}

function note(label: string, result: Outcome): void {
  test.info().annotations.push({
    type: "outcome",
    description: `${label}: ${result.sent.length > 0 ? `envoyé (${result.sent.length})` : "refusé"} · ${result.message.slice(0, 160)}`,
  });
}

/** Sent: each typed value arrives intact, and the lead is not flagged as spam. */
function expectSentIntact(result: Outcome, prepared: Prepared): void {
  const [lead] = result.sent;
  const params = JSON.stringify(lead?.template_params ?? {});
  expect(params).not.toContain("[Spam suspecté]");
  for (const text of prepared.typed.values()) {
    for (const part of text
      .replace(/[\r\n]+/g, " ")
      .split(" ")
      .filter((word) => word.length > 3)) {
      expect(params).toContain(JSON.stringify(part).slice(1, -1));
    }
  }
}

/** The browser's own console error for a refused request is the point of the failure cases. */
function dropRefusedRequestErrors(consoleErrors: string[]): void {
  for (let i = consoleErrors.length - 1; i >= 0; i--) {
    if (
      /status of (413|429|500)|ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/.test(
        consoleErrors[i] ?? "",
      )
    ) {
      consoleErrors.splice(i, 1);
    }
  }
}

// Each form's cases run one after the other on one page (a step each, named as the case): the page loads once per
// test, not once per case, and the refused sends wait out the bot guard once. Between cases the form is brought
// back as a visitor would meet it again (startAgain, closeToasts); every case keeps its own address, so the
// outbox tells them apart (decision 028).
for (const [key, formCase] of Object.entries(FORMS)) {
  test.describe(`the ${key} form with bad input`, () => {
    test.describe.configure({ timeout: 180_000 });

    test("hostile and odd text: each case runs nothing, and arrives intact or is refused in French", async ({
      page,
    }) => {
      const form = await open(page, formCase);

      await test.step("markup and script in every field run nothing and arrive as text, or are refused in French", async () => {
        const prepared = await fillIn(page, form, formCase, `${key}-markup`, (field) =>
          field.kind === "text" ? `${MARKUP}\n${VALID.text}` : field.kind === "tel" ? VALID.tel : MARKUP,
        );
        await submit(prepared, formCase);
        const result = await outcome(prepared);
        note("markup", result);
        await expectNoScriptRan(page);
        if (result.sent.length > 0) expectSentIntact(result, prepared);
        else await expectKeptAndUnsent(prepared);
        await startAgain(prepared, formCase, result);
      });

      await test.step("right-to-left and emoji text arrives intact, or is refused in French", async () => {
        const prepared = await fillIn(page, form, formCase, `${key}-rtl`, (field) =>
          field.kind === "tel" ? VALID.tel : field.kind === "text" ? `${RTL_EMOJI} ${VALID.text}` : RTL_EMOJI,
        );
        await submit(prepared, formCase);
        const result = await outcome(prepared);
        note("rtl-emoji", result);
        await expectNoScriptRan(page);
        if (result.sent.length > 0) expectSentIntact(result, prepared);
        else await expectKeptAndUnsent(prepared);
        await startAgain(prepared, formCase, result);
      });

      await test.step("line breaks typed into single-line fields never reach the lead", async () => {
        const prepared = await fillIn(page, form, formCase, `${key}-lines`, (field) =>
          field.kind === "line" ? "Awa\nDiop\r\nBcc: x@evil.example" : VALID[field.kind],
        );
        await submit(prepared, formCase);
        const result = await outcome(prepared);
        note("line breaks", result);
        if (result.sent.length > 0) {
          const params = result.sent[0]?.template_params ?? {};
          for (const [name, value] of Object.entries(params)) {
            if (/message|need|besoin|project|cv_file/.test(name)) continue;
            expect(String(value), name).not.toMatch(/[\r\n]/);
          }
        } else await expectKeptAndUnsent(prepared);
        await startAgain(prepared, formCase, result);
      });

      await test.step("markup in the e-mail field is refused in French, kept, and not sent", async () => {
        const prepared = await fillIn(
          page,
          form,
          formCase,
          `${key}-markup-email`,
          (field) => VALID[field.kind],
        );
        const [emailField] = [...prepared.typed].find(([, text]) => text === prepared.email) ?? [];
        if (!emailField) throw new Error("no e-mail field");
        const hostile = `${prepared.email}<script>window.__xss=1</script>`;
        await emailField.fill(hostile);
        prepared.typed.set(emailField, hostile);
        await submit(prepared, formCase);
        await expect(emailField).toHaveAttribute("aria-invalid", "true");
        expect(await shownMessages(page, prepared.form)).toMatch(FRENCH);
        await expectNoScriptRan(page);
        await expectKeptAndUnsent(prepared);
        await startAgain(prepared, formCase, { sent: [], message: "" });
      });

      await test.step("100,000-character fields are refused in French, kept, and not sent", async () => {
        const prepared = await fillIn(page, form, formCase, `${key}-huge`, (field) =>
          field.kind === "tel" ? VALID.tel : field.kind === "text" ? HUGE_TEXT : HUGE,
        );
        await submit(prepared, formCase);
        const result = await outcome(prepared);
        note("100k", result);
        expect(result.sent).toEqual([]);
        await expectKeptAndUnsent(prepared);
      });
    });

    test("a send refused by the sink (500, 413, 429 twice) or the network: a French error, the values kept, nothing sent", async ({
      page,
      context,
      consoleErrors,
    }) => {
      const form = await open(page, formCase);
      const errorToast = page.locator('[data-sonner-toast][data-type="error"]');
      const refused: string[] = [];

      for (const [status, label] of [
        [500, "a 500"],
        [413, "a 413"],
        [429, "a 429 twice (the retry too)"],
      ] as const) {
        await test.step(`the sink answering ${label}: a French error, the values kept, nothing sent`, async () => {
          const prepared = await fillIn(
            page,
            form,
            formCase,
            `${key}-${status}`,
            (field) => VALID[field.kind],
          );
          await failSends(page.request, { match: prepared.email, status, count: 2 });
          await submit(prepared, formCase);
          const result = await outcome(prepared);
          note(`sink ${status}`, result);
          expect(result.sent).toEqual([]);
          await expect(errorToast).toBeVisible();
          // The failure notice under the button stays from the case before: this case's own words are its toast's.
          expect((await errorToast.textContent()) ?? "").toMatch(FRENCH);
          await expectKept(prepared);
          refused.push(prepared.email);
          await closeToasts(page);
        });
      }

      await test.step("no network: a French error, the values kept, nothing sent", async () => {
        const prepared = await fillIn(page, form, formCase, `${key}-offline`, (field) => VALID[field.kind]);
        await waitLikeAPerson(page);
        await context.setOffline(true);
        await prepared.form.getByRole("button", { name: formCase.submit }).click();
        await expect(errorToast).toBeVisible({ timeout: 20_000 });
        const message = (await errorToast.textContent()) ?? "";
        expect(message).toMatch(FRENCH);
        await context.setOffline(false);
        note("offline", { sent: [], message: await shownMessages(page, prepared.form) });
        await expectKept(prepared);
        refused.push(prepared.email);
      });

      await test.step("none of these sends reached the outbox, late ones included", async () => {
        // The last case's window; the cases before it have had theirs and more.
        await lateSendWindow();
        await expectUnsent(page, refused);
      });
      dropRefusedRequestErrors(consoleErrors);
    });
  });
}

test.describe("the expert form's CV with bad files", () => {
  // A 5 MB CV is read, encoded and sent twice (team, then confirmation): slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  const formCase = FORMS.expert as FormCase;
  const cvField = (prepared: Prepared) => prepared.form.locator('input[type="file"]');

  test("bad CV files (a PNG renamed .pdf, a 0-byte file, 5 MB + 1 byte) are refused in French, and nothing is sent", async ({
    page,
  }) => {
    // One page for the three: before each bad file, a good one clears the field's error, so the error seen is
    // this file's own.
    const form = await open(page, formCase);
    const refused: string[] = [];
    for (const [label, file] of [
      ["a PNG renamed .pdf", { name: "cv.pdf", mimeType: "application/pdf", buffer: PNG }],
      ["a 0-byte file", { name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(0) }],
      ["5 MB + 1 byte", { name: "cv.pdf", mimeType: "application/pdf", buffer: pdfOfSize(CV_MAX_BYTES + 1) }],
    ] as const) {
      await test.step(`${label} is refused in French, and nothing is sent`, async () => {
        const prepared = await fillIn(page, form, formCase, "cv-bad", (field) => VALID[field.kind]);
        await expect(cvField(prepared)).not.toHaveAttribute("aria-invalid", "true");
        await closeToasts(page);
        await cvField(prepared).setInputFiles(file);
        await expect(cvField(prepared)).toHaveAttribute("aria-invalid", "true");
        await submit(prepared, formCase);
        const result = await outcome(prepared);
        note(label, result);
        expect(result.sent).toEqual([]);
        await expectKept(prepared);
        refused.push(prepared.email);
      });
    }
    await test.step("none of these reached the outbox, late sends included", async () => {
      await lateSendWindow();
      await expectUnsent(page, refused);
    });
  });

  for (const [label, buffer] of [
    ["a file starting with %PDF- then HTML", Buffer.concat([Buffer.from("%PDF-"), Buffer.from(MARKUP)])],
    ["exactly the plan's attachment size", pdfOfSize(CV_ATTACHMENT_MAX_BYTES)],
  ] as const) {
    test(`${label} is sent byte for byte and runs nothing`, async ({ page }) => {
      const prepared = await prepare(page, formCase, "cv-ok", (field) => VALID[field.kind], {
        name: "cv.pdf",
        mimeType: "application/pdf",
        buffer,
      });
      await submit(prepared, formCase);
      const result = await outcome(prepared);
      note(label, result);
      await expectNoScriptRan(page);
      expect(result.sent.length).toBeGreaterThan(0);
      const cv = result.sent[0]?.template_params.cv_file ?? "";
      expect(Buffer.from(cv, "base64").equals(buffer)).toBe(true);
    });
  }

  test("exactly 5 MB is accepted, and the application goes without it, with a note saying how to send it", async ({
    page,
  }) => {
    const prepared = await prepare(page, formCase, "cv-big", (field) => VALID[field.kind], {
      name: "cv.pdf",
      mimeType: "application/pdf",
      buffer: pdfOfSize(CV_MAX_BYTES),
    });
    await submit(prepared, formCase);
    await expect.poll(async () => (await outboxFor(page.request, prepared.email)).length).toBeGreaterThan(0);
    const [team] = await outboxFor(page.request, prepared.email);
    expect(team?.template_params.cv_file ?? "").toBe("");
    expect(team?.template_params.cv_note).toMatch(/non joint/);
    await expect(page.locator("[data-lead-confirmation]")).toContainText("CV était trop volumineux");
  });
});
