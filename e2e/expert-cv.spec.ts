import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support";

// The expert application's CV field: a file is kept only when its size, extension, type and first bytes agree.

const CV_MAX_BYTES = 5 * 1024 * 1024;
const PDF_BYTES = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n");
const PNG_BYTES = Buffer.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
]);
const BAD_FORMAT = "Format de fichier non supporté. Merci d’utiliser PDF ou DOCX.";
const TOO_LARGE = "Le fichier est trop volumineux. Taille maximum\u00a0: 5\u00a0MB.";

/** A PDF of `size` bytes (a real PDF signature, then padding). */
function pdfOfSize(size: number): Buffer {
  const buffer = Buffer.alloc(size, 0x20);
  PDF_BYTES.copy(buffer, 0, 0, Math.min(size, PDF_BYTES.length));
  return buffer;
}

const form = (page: Page) => page.getByRole("form", { name: "Déposez votre candidature" });
const cvInput = (page: Page) => form(page).locator('input[type="file"]');
const fileCount = (input: Locator) =>
  input.evaluate((element: HTMLInputElement) => element.files?.length ?? 0);
const pdf = (buffer: Buffer) => ({ name: "cv.pdf", mimeType: "application/pdf", buffer });

test.describe("the CV of an expert application", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/lif-talent/expert-it");
  });

  test("says which files it takes", async ({ page }) => {
    await expect(cvInput(page)).toHaveAttribute("accept", ".pdf,.doc,.docx");
    await expect(cvInput(page)).toHaveAccessibleDescription(
      // The size the configured EmailJS plan attaches (VITE_EMAILJS_ATTACHMENT_KB, 50 Ko by default), never more.
      /Formats acceptés\s: PDF, DOC, DOCX\. Taille max\s: 50\sKo\./,
    );
    await expect(form(page).getByRole("textbox", { name: "Message" })).toHaveAttribute("rows", "4");
  });

  test("an image renamed cv.pdf is refused inline and not kept; a new choice clears the error", async ({
    page,
  }) => {
    await cvInput(page).setInputFiles(pdf(PNG_BYTES));
    await expect(cvInput(page)).toHaveAttribute("aria-invalid", "true");
    await expect(cvInput(page)).toHaveAccessibleDescription(new RegExp(BAD_FORMAT.replace(/\./g, "\\.")));
    expect(await fileCount(cvInput(page))).toBe(0);

    await cvInput(page).setInputFiles(pdf(PDF_BYTES));
    await expect(cvInput(page)).not.toHaveAttribute("aria-invalid", "true");
    await expect(cvInput(page)).not.toHaveAccessibleDescription(new RegExp(BAD_FORMAT.replace(/\./g, "\\.")));
    expect(await fileCount(cvInput(page))).toBe(1);
  });

  test("a CV of 5 MB + 1 byte is refused as too large; 5 MB exactly is accepted", async ({ page }) => {
    await cvInput(page).setInputFiles(pdf(pdfOfSize(CV_MAX_BYTES + 1)));
    await expect(cvInput(page)).toHaveAttribute("aria-invalid", "true");
    await expect(cvInput(page)).toHaveAccessibleDescription(new RegExp(TOO_LARGE.replace(/\./g, "\\.")));
    expect(await fileCount(cvInput(page))).toBe(0);

    await cvInput(page).setInputFiles(pdf(pdfOfSize(CV_MAX_BYTES)));
    await expect(cvInput(page)).not.toHaveAttribute("aria-invalid", "true");
    expect(await fileCount(cvInput(page))).toBe(1);
  });
});
