// @vitest-environment node
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { guide } from "~/content/shore/guide";
import { renderGuide, writeGuide } from "./render-guide";

describe("the LIF Shore guide", () => {
  it("is a real PDF of at least eight A4 pages, titled and in French", async () => {
    const pdf = await PDFDocument.load(await renderGuide());
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(8);
    expect(pdf.getTitle()).toBe("Réussir son externalisation nearshore en Afrique");
    expect(pdf.getAuthor()).toBe("LIF Group");
    for (const page of pdf.getPages()) {
      expect(page.getSize()).toEqual({ width: 595.28, height: 841.89 });
    }
  });

  it("gives every chapter a page of its own, between the contents and the checklist", async () => {
    const pdf = await PDFDocument.load(await renderGuide());
    // Cover, contents, the chapters, the checklist, the back page.
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(guide.chapters.length + 4);
  });

  it("is written where the site serves it from, the same bytes from one build to the next", async () => {
    const file = await writeGuide(join(await mkdtemp(join(tmpdir(), "guide-")), guide.fileName));
    const written = await readFile(file);
    expect(written.subarray(0, 5).toString()).toBe("%PDF-");
    expect(Buffer.from(await renderGuide()).equals(written)).toBe(true);
  });
});
