import { formatNumber } from "~/lib/french";
import { fill } from "./message-names";
import { MESSAGES_COPY } from "./messages-file";

const { cv } = MESSAGES_COPY;

/**
 * The CV file checks shared by the expert application form and the contact form's CV field.
 * A file is accepted only when its MIME type, its extension and its first bytes all say PDF, DOC or DOCX:
 * a renamed image fails the byte check even with a `.pdf` name.
 */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_ACCEPT = ".pdf,.doc,.docx";

/**
 * VITE_EMAILJS_ATTACHMENT_KB read as bytes; when unset or unreadable, 50 KB: EmailJS's cap on a send's variables,
 * the cautious choice (README, « Limites d’EmailJS »), not a plan's figure.
 */
export function attachmentLimitBytes(setting: string | undefined): number {
  const kb = Number(setting);
  return Number.isFinite(kb) && kb > 0 ? Math.round(kb * 1024) : 50 * 1024;
}

/**
 * The largest CV the EmailJS plan attaches (README, « Limites d’EmailJS »): the field promises this size and
 * no more; a larger one (up to CV_MAX_BYTES) is accepted and goes as a note, the visitor told how to send it.
 */
export const CV_ATTACHMENT_MAX_BYTES = Math.min(
  attachmentLimitBytes(import.meta.env.VITE_EMAILJS_ATTACHMENT_KB),
  CV_MAX_BYTES,
);

/** A size as French readers write it: "48 Ko", "1,2 Mo". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)), 0)}\u00a0Ko`;
  return `${formatNumber(bytes / (1024 * 1024), 1)}\u00a0Mo`;
}

/** The CV field's hint: the formats, and the size it attaches. */
export function cvHint(attachmentMax = CV_ATTACHMENT_MAX_BYTES): string {
  return fill(cv.hint, { taille: formatBytes(attachmentMax) });
}
export const CV_HINT = cvHint();
/** Said under a chosen CV over the attached size: it is kept, the lead goes without it. */
export const cvOverAttachment = (attachmentMax = CV_ATTACHMENT_MAX_BYTES) =>
  fill(cv.overAttachment, { taille: formatBytes(attachmentMax) });

/** True when the CV is over what the plan attaches: the lead then goes without it. */
export const exceedsAttachment = (file: File, attachmentMax = CV_ATTACHMENT_MAX_BYTES) =>
  file.size > attachmentMax;

/** The spec's two inline errors (content/formulaires/messages.json; its schema refuses another wording). */
export const CV_TOO_LARGE = cv.tooLarge;
export const CV_BAD_FORMAT = cv.badFormat;

export type CvCheck = { ok: true } | { ok: false; error: string };

type CvKind = { extension: string; mime: string; magic: readonly number[] };

const KINDS: readonly CvKind[] = [
  { extension: ".pdf", mime: "application/pdf", magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
  {
    extension: ".doc",
    mime: "application/msword",
    magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE2 compound file
  },
  {
    extension: ".docx",
    mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    magic: [0x50, 0x4b, 0x03, 0x04], // ZIP local file header
  },
];

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 ? "" : name.slice(dot).toLowerCase();
}

async function readHead(file: File, length: number): Promise<Uint8Array> {
  const blob = file.slice(0, length);
  if (typeof blob.arrayBuffer === "function") return new Uint8Array(await blob.arrayBuffer());
  // Older engines (and some test DOMs) have no Blob.arrayBuffer: fall back to FileReader.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** Checks a chosen CV: size first (0 bytes is not a CV), then type by extension, MIME type and first bytes. */
export async function checkCvFile(file: File): Promise<CvCheck> {
  if (file.size > CV_MAX_BYTES) return { ok: false, error: CV_TOO_LARGE };
  if (file.size === 0) return { ok: false, error: CV_BAD_FORMAT };
  const kind = KINDS.find((candidate) => candidate.extension === extensionOf(file.name));
  if (!kind) return { ok: false, error: CV_BAD_FORMAT };
  // Some systems report no MIME type for Office files: the extension (already checked) then stands in for it.
  if (file.type !== "" && file.type !== kind.mime) return { ok: false, error: CV_BAD_FORMAT };
  const head = await readHead(file, kind.magic.length);
  const matches =
    head.length === kind.magic.length && kind.magic.every((byte, index) => head[index] === byte);
  return matches ? { ok: true } : { ok: false, error: CV_BAD_FORMAT };
}

/** The CV as a lead carries it: its content only when the plan attaches a file that large. */
export async function chosenCv(file: File): Promise<{ name: string; base64?: string }> {
  return exceedsAttachment(file)
    ? { name: file.name }
    : { name: file.name, base64: await fileToBase64(file) };
}

/** The file's content in base64: the part of its data URL after the comma. */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve(dataUrl.slice(dataUrl.indexOf(",") + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
