import { describe, expect, it } from "vitest";
import { CV_BAD_FORMAT, CV_MAX_BYTES, CV_TOO_LARGE, checkCvFile, fileToBase64 } from "./cv-file";

const PDF = "application/pdf";
const DOC = "application/msword";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const PDF_HEAD = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const DOC_HEAD = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const DOCX_HEAD = [0x50, 0x4b, 0x03, 0x04, 0x14, 0x00];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A file of `size` bytes starting with `head`. */
function makeFile(name: string, type: string, head: number[], size = 64): File {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
}

describe("checkCvFile", () => {
  it.each([
    ["a PDF", makeFile("cv.pdf", PDF, PDF_HEAD)],
    ["a DOC", makeFile("cv.doc", DOC, DOC_HEAD)],
    ["a DOCX", makeFile("cv.docx", DOCX, DOCX_HEAD)],
    ["a DOCX with no MIME type", makeFile("CV Final.DOCX", "", DOCX_HEAD)],
    ["a PDF of exactly 5 MB", makeFile("cv.pdf", PDF, PDF_HEAD, CV_MAX_BYTES)],
  ])("accepts %s", async (_label, file) => {
    expect(await checkCvFile(file)).toEqual({ ok: true });
  });

  it.each([
    ["a PNG renamed cv.pdf", makeFile("cv.pdf", PDF, PNG_HEAD)],
    ["a PNG renamed cv.pdf with the PNG MIME type", makeFile("cv.pdf", "image/png", PNG_HEAD)],
    ["a PDF with a wrong extension", makeFile("cv.png", PDF, PDF_HEAD)],
    ["a PDF with no extension", makeFile("cv", PDF, PDF_HEAD)],
    ["a DOCX named .pdf", makeFile("cv.pdf", PDF, DOCX_HEAD)],
    ["a file of 0 bytes", new File([], "cv.pdf", { type: PDF })],
    ["a file shorter than its signature", makeFile("cv.doc", DOC, DOC_HEAD, 3)],
  ])("rejects %s as an unsupported format", async (_label, file) => {
    expect(await checkCvFile(file)).toEqual({ ok: false, error: CV_BAD_FORMAT });
  });

  it("rejects a file of 5 MB + 1 byte as too large", async () => {
    const file = makeFile("cv.pdf", PDF, PDF_HEAD, CV_MAX_BYTES + 1);
    expect(await checkCvFile(file)).toEqual({
      ok: false,
      error: "Le fichier est trop volumineux. Taille maximum\u00a0: 5\u00a0MB.",
    });
  });

  it("uses the spec's exact messages", () => {
    expect(CV_BAD_FORMAT).toBe("Format de fichier non supporté. Merci d’utiliser PDF ou DOCX.");
    expect(CV_TOO_LARGE).toBe("Le fichier est trop volumineux. Taille maximum\u00a0: 5\u00a0MB.");
  });
});

describe("fileToBase64", () => {
  it("returns the part of the data URL after the comma", async () => {
    const file = new File(["%PDF-1.7 bonjour"], "cv.pdf", { type: PDF });
    expect(await fileToBase64(file)).toBe(Buffer.from("%PDF-1.7 bonjour").toString("base64"));
  });
});
