// A small flow layout over pdf-lib: a cursor that writes wrapped text down A4 pages and opens a new page when
// the next line would not fit. The guide's renderer (render-guide.ts) draws its blocks with it.
import { type Color, type PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";

const hex = (value: string): Color =>
  rgb(
    Number.parseInt(value.slice(1, 3), 16) / 255,
    Number.parseInt(value.slice(3, 5), 16) / 255,
    Number.parseInt(value.slice(5, 7), 16) / 255,
  );

/** The project's colours (app/app.css), as PDF colours. */
export const COLOURS = {
  ink900: hex("#0b1f3a"),
  ink700: hex("#27436f"),
  ink600: hex("#435b85"),
  ink100: hex("#e6ebf3"),
  ink50: hex("#f4f6fa"),
  accent: hex("#b4461f"),
  accent50: hex("#fdf3ee"),
  shore600: hex("#0b6e8a"),
  shore700: hex("#0a5a71"),
  shore100: hex("#d3edf4"),
  shore50: hex("#ecf7fa"),
  sand50: hex("#fbf8f4"),
  white: rgb(1, 1, 1),
} as const;

/** A4 in points, and the margins of the text block. */
export const PAGE = { width: 595.28, height: 841.89, left: 60, right: 60, top: 78, bottom: 70 } as const;
export const TEXT_WIDTH = PAGE.width - PAGE.left - PAGE.right;

export type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont };

/**
 * Helvetica speaks WinAnsi: the narrow no-break space French typography uses becomes a no-break space, the
 * non-breaking hyphen a hyphen. Anything else it cannot encode fails the build (pdf-lib throws).
 */
export const pdfSafe = (text: string): string => text.replace(/\u202f/g, "\u00a0").replace(/\u2011/g, "-");

/** Lines of at most `width` points; breaks at ordinary spaces only, so "48 h" and "20 000" stay whole. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of pdfSafe(text).split(" ")) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export type TextStyle = { font: PDFFont; size: number; color: Color; leading: number };

/** Writes down the pages of a document, opening a new page (with `decorate`) when one is full. */
export class Flow {
  page: PDFPage;
  y: number;

  /** Starts on `start` if given (a page reserved earlier), else on a new page. */
  constructor(
    readonly doc: PDFDocument,
    private readonly decorate: (page: PDFPage) => void,
    start?: PDFPage,
  ) {
    this.page = start ?? this.newPage();
    this.y = PAGE.height - PAGE.top;
  }

  newPage(): PDFPage {
    const page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.decorate(page);
    this.page = page;
    this.y = PAGE.height - PAGE.top;
    return page;
  }

  /** Makes sure `height` points are left on this page, else moves to the next one. */
  need(height: number): void {
    if (this.y - height < PAGE.bottom) this.newPage();
  }

  space(height: number): void {
    this.y -= height;
  }

  /** Wrapped text at `x` (from the left margin), `width` wide; returns the height it took. */
  text(text: string, style: TextStyle, { x = 0, width }: { x?: number; width?: number } = {}): number {
    const lines = wrap(text, style.font, style.size, width ?? TEXT_WIDTH - x);
    for (const line of lines) {
      this.need(style.leading);
      this.page.drawText(line, {
        x: PAGE.left + x,
        y: this.y - style.size,
        size: style.size,
        font: style.font,
        color: style.color,
      });
      this.y -= style.leading;
    }
    return lines.length * style.leading;
  }

  /** The height `text` would take, without drawing it. */
  measure(text: string, style: TextStyle, width: number = TEXT_WIDTH): number {
    return wrap(text, style.font, style.size, width).length * style.leading;
  }
}
