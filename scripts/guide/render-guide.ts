// Lays out the LIF Shore guide (app/content/shore/guide.ts) as an A4 PDF in the project's colours, drawn with
// pdf-lib: a cover with the Paris–Africa arcs, a table of contents, one chapter per page or more, the checklist
// and a back page. Run at build time, before the React Router build copies public/ into the site:
//   node scripts/run-ts.mjs scripts/guide/render-guide.ts [output file]
// Without @pdf-lib/fontkit (not installed), pdf-lib embeds no TrueType font: the text is set in Helvetica,
// the closest standard PDF font to Inter, and must stay within WinAnsi (see pdfSafe).
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { type Color, PDFDocument, type PDFPage, StandardFonts } from "pdf-lib";
import { type GuideBlock, type GuideDocument, guide } from "~/content/shore/guide";
import { OFFICES } from "~/facts/group";
import { COLOURS, Flow, type Fonts, PAGE, pdfSafe, TEXT_WIDTH, type TextStyle, wrap } from "./layout";

/** Where the build serves the guide from: public/generated is the build-time art folder (git-ignored). */
export const GUIDE_OUTPUT = join("public", "generated", guide.fileName);

type Styles = Record<"body" | "small" | "lead" | "h1" | "h2" | "cell" | "cellHead", TextStyle>;

function styles(fonts: Fonts): Styles {
  return {
    body: { font: fonts.regular, size: 10, color: COLOURS.ink900, leading: 14.5 },
    small: { font: fonts.regular, size: 8.5, color: COLOURS.ink600, leading: 12 },
    lead: { font: fonts.regular, size: 12, color: COLOURS.ink700, leading: 17.5 },
    h1: { font: fonts.bold, size: 22, color: COLOURS.ink900, leading: 27 },
    h2: { font: fonts.bold, size: 13, color: COLOURS.ink900, leading: 18 },
    cell: { font: fonts.regular, size: 9, color: COLOURS.ink900, leading: 12.5 },
    cellHead: { font: fonts.bold, size: 9, color: COLOURS.white, leading: 12.5 },
  };
}

const number = (index: number) => String(index + 1).padStart(2, "0");

/** The running head and the line under it on every inner page; page numbers come once the page count is known. */
function decorate(page: PDFPage, doc: GuideDocument, fonts: Fonts) {
  page.drawText(pdfSafe(doc.runningTitle), {
    x: PAGE.left,
    y: PAGE.height - 44,
    size: 8,
    font: fonts.regular,
    color: COLOURS.ink600,
  });
  const brand = "LIF Shore";
  page.drawText(brand, {
    x: PAGE.width - PAGE.right - fonts.bold.widthOfTextAtSize(brand, 8),
    y: PAGE.height - 44,
    size: 8,
    font: fonts.bold,
    color: COLOURS.shore700,
  });
  page.drawLine({
    start: { x: PAGE.left, y: PAGE.height - 52 },
    end: { x: PAGE.width - PAGE.right, y: PAGE.height - 52 },
    thickness: 0.6,
    color: COLOURS.ink100,
  });
}

function drawBlock(flow: Flow, block: GuideBlock, s: Styles, fonts: Fonts) {
  switch (block.kind) {
    case "paragraph":
      flow.text(block.text, s.body);
      flow.space(10);
      return;
    case "subheading":
      flow.need(s.h2.leading + 3 * s.body.leading);
      flow.space(6);
      flow.text(block.text, s.h2);
      flow.space(6);
      return;
    case "bullets":
      for (const item of block.items) {
        flow.need(s.body.leading);
        flow.page.drawRectangle({
          x: PAGE.left + 2,
          y: flow.y - 8.5,
          width: 4.5,
          height: 4.5,
          color: COLOURS.shore600,
        });
        flow.text(item, s.body, { x: 16 });
        flow.space(3);
      }
      flow.space(8);
      return;
    case "steps":
      block.items.forEach((step, index) => {
        flow.need(s.h2.leading + 2 * s.body.leading);
        const top = flow.y;
        flow.page.drawCircle({ x: PAGE.left + 11, y: top - 11, size: 11, color: COLOURS.shore600 });
        const label = number(index);
        flow.page.drawText(label, {
          x: PAGE.left + 11 - fonts.bold.widthOfTextAtSize(label, 9) / 2,
          y: top - 14.2,
          size: 9,
          font: fonts.bold,
          color: COLOURS.white,
        });
        flow.text(
          step.meta ? `${step.title}  ·  ${step.meta}` : step.title,
          { ...s.body, font: fonts.bold },
          { x: 32 },
        );
        flow.text(step.text, { ...s.body, color: COLOURS.ink700 }, { x: 32 });
        flow.space(9);
      });
      flow.space(4);
      return;
    case "figures": {
      const gap = 12;
      const width = (TEXT_WIDTH - gap * (block.items.length - 1)) / block.items.length;
      const labelHeight = Math.max(
        ...block.items.map((item) => flow.measure(item.label, s.small, width - 20)),
      );
      const height = 30 + 10 + labelHeight + 20;
      flow.need(height);
      block.items.forEach((item, index) => {
        const x = PAGE.left + index * (width + gap);
        flow.page.drawRectangle({ x, y: flow.y - height, width, height, color: COLOURS.shore50 });
        flow.page.drawRectangle({ x, y: flow.y - height, width: 3, height, color: COLOURS.shore600 });
        flow.page.drawText(pdfSafe(item.value), {
          x: x + 12,
          y: flow.y - 34,
          size: 20,
          font: fonts.bold,
          color: COLOURS.shore700,
        });
        wrap(item.label, s.small.font, s.small.size, width - 20).forEach((line, row) => {
          flow.page.drawText(line, {
            x: x + 12,
            y: flow.y - 52 - row * s.small.leading,
            size: s.small.size,
            font: s.small.font,
            color: COLOURS.ink700,
          });
        });
      });
      flow.space(height + 14);
      return;
    }
    case "callout": {
      const inner = TEXT_WIDTH - 36;
      const height = 16 + s.h2.leading + flow.measure(block.text, s.body, inner) + 12;
      flow.need(height);
      flow.page.drawRectangle({
        x: PAGE.left,
        y: flow.y - height,
        width: TEXT_WIDTH,
        height,
        color: COLOURS.sand50,
      });
      flow.page.drawRectangle({ x: PAGE.left, y: flow.y - height, width: 4, height, color: COLOURS.accent });
      flow.space(14);
      flow.text(block.title, { ...s.h2, size: 11, color: COLOURS.accent }, { x: 20, width: inner });
      flow.text(block.text, s.body, { x: 20, width: inner });
      flow.space(12 + 14);
      return;
    }
    case "table":
      drawTable(flow, block, s);
      return;
    case "checklist":
      flow.text(block.title, s.h2);
      drawChecklist(flow, block.items, s);
      return;
  }
}

function drawTable(flow: Flow, block: Extract<GuideBlock, { kind: "table" }>, s: Styles) {
  const pad = 7;
  const widths = block.widths.map((share) => share * TEXT_WIDTH);
  const rowHeight = (cells: readonly string[], style: TextStyle) =>
    Math.max(...cells.map((cell, index) => flow.measure(cell, style, (widths[index] ?? 0) - 2 * pad))) +
    2 * pad;
  const drawRow = (cells: readonly string[], style: TextStyle, fill: Color) => {
    const height = rowHeight(cells, style);
    const top = flow.y;
    flow.page.drawRectangle({ x: PAGE.left, y: top - height, width: TEXT_WIDTH, height, color: fill });
    let x = 0;
    cells.forEach((cell, index) => {
      const width = widths[index] ?? 0;
      flow.y = top - pad + 2;
      flow.text(cell, index === 0 && style === s.cell ? { ...style, font: s.cellHead.font } : style, {
        x: x + pad,
        width: width - 2 * pad,
      });
      x += width;
    });
    flow.y = top - height;
  };
  const header = () => drawRow(block.columns, s.cellHead, COLOURS.shore700);
  flow.need(rowHeight(block.columns, s.cellHead) + rowHeight(block.rows[0] ?? [], s.cell));
  header();
  block.rows.forEach((row, index) => {
    const height = rowHeight(row, s.cell);
    if (flow.y - height < PAGE.bottom) {
      flow.newPage();
      header();
    }
    drawRow(row, s.cell, index % 2 === 0 ? COLOURS.white : COLOURS.ink50);
    flow.page.drawLine({
      start: { x: PAGE.left, y: flow.y },
      end: { x: PAGE.left + TEXT_WIDTH, y: flow.y },
      thickness: 0.5,
      color: COLOURS.ink100,
    });
  });
  flow.space(16);
}

function drawChecklist(flow: Flow, items: readonly string[], s: Styles) {
  for (const item of items) {
    flow.need(s.body.leading + 4);
    flow.page.drawRectangle({
      x: PAGE.left + 1,
      y: flow.y - 11,
      width: 10,
      height: 10,
      borderColor: COLOURS.shore600,
      borderWidth: 1.2,
    });
    flow.text(item, s.body, { x: 20 });
    flow.space(6);
  }
  flow.space(10);
}

/** The opening of a chapter: its number, title, introduction and a short terracotta rule. */
function chapterHead(flow: Flow, index: number, title: string, intro: string, s: Styles, fonts: Fonts) {
  flow.space(10);
  flow.page.drawText(number(index), {
    x: PAGE.left,
    y: flow.y - 34,
    size: 34,
    font: fonts.bold,
    color: COLOURS.shore600,
  });
  flow.space(48);
  flow.text(title, s.h1);
  flow.space(8);
  flow.text(intro, s.lead);
  flow.page.drawRectangle({ x: PAGE.left, y: flow.y - 12, width: 48, height: 3, color: COLOURS.accent });
  flow.space(28);
}

/** An equirectangular position of a place inside a box (longitude, latitude → points from the box's corner). */
function project([lon, lat]: readonly [number, number], box: { width: number; height: number }) {
  const west = -22;
  const east = 16;
  const north = 54;
  const south = 0;
  return {
    x: ((lon - west) / (east - west)) * box.width,
    y: ((north - lat) / (north - south)) * box.height,
  };
}

/** The cover: navy, a dotted field with the arcs from Paris to the production centres, the title in white. */
function drawCover(doc: PDFDocument, g: GuideDocument, fonts: Fonts) {
  const page = doc.addPage([PAGE.width, PAGE.height]);
  page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: COLOURS.ink900 });
  page.drawRectangle({ x: 0, y: PAGE.height - 10, width: PAGE.width, height: 10, color: COLOURS.accent });

  const box = { left: 250, top: 70, width: 300, height: 420 };
  for (let row = 0; row <= 24; row++) {
    for (let column = 0; column <= 17; column++) {
      page.drawCircle({
        x: box.left + column * (box.width / 17),
        y: PAGE.height - box.top - row * (box.height / 24),
        size: 1.3,
        color: COLOURS.shore600,
        opacity: 0.45,
      });
    }
  }
  const at = (coordinates: readonly [number, number]) => {
    const point = project(coordinates, box);
    return { x: box.left + point.x, y: PAGE.height - box.top - point.y };
  };
  const paris = OFFICES.find((office) => office.city === "Paris");
  const places = OFFICES.filter((office) => office.status === "open");
  if (paris) {
    const from = at(paris.coordinates);
    for (const office of places.filter(
      (place) => place.country !== "France" && place.country !== "Belgique",
    )) {
      const to = at(office.coordinates);
      const control = { x: (from.x + to.x) / 2 - 60, y: (from.y + to.y) / 2 };
      // drawSvgPath measures y downwards from its origin: the path is written relative to the page's top-left.
      page.drawSvgPath(
        `M ${from.x} ${PAGE.height - from.y} Q ${control.x} ${PAGE.height - control.y} ${to.x} ${PAGE.height - to.y}`,
        { x: 0, y: PAGE.height, borderColor: COLOURS.shore100, borderWidth: 1.4, borderOpacity: 0.9 },
      );
    }
  }
  for (const office of places) {
    const point = at(office.coordinates);
    const main = office.city === "Paris";
    page.drawCircle({
      x: point.x,
      y: point.y,
      size: main ? 6 : 4.5,
      color: main ? COLOURS.accent : COLOURS.white,
    });
    page.drawText(office.city, {
      x: point.x + 9,
      y: point.y - 3,
      size: 9,
      font: fonts.bold,
      color: COLOURS.white,
    });
  }

  page.drawText(pdfSafe(g.publisher), {
    x: PAGE.left,
    y: 330,
    size: 11,
    font: fonts.bold,
    color: COLOURS.shore100,
  });
  let y = 300;
  for (const line of wrap(g.title, fonts.bold, 34, PAGE.width - 2 * PAGE.left)) {
    page.drawText(line, { x: PAGE.left, y: y - 34, size: 34, font: fonts.bold, color: COLOURS.white });
    y -= 41;
  }
  y -= 14;
  for (const line of wrap(g.subtitle, fonts.regular, 13, 400)) {
    page.drawText(line, { x: PAGE.left, y: y - 13, size: 13, font: fonts.regular, color: COLOURS.ink100 });
    y -= 19;
  }
  page.drawRectangle({ x: PAGE.left, y: 64, width: 48, height: 3, color: COLOURS.accent });
  page.drawText(pdfSafe(g.edition), {
    x: PAGE.left,
    y: 44,
    size: 10,
    font: fonts.regular,
    color: COLOURS.ink100,
  });
}

/** The back page: shore blue, how to go further, the contacts and the guide's limits. */
function drawBack(doc: PDFDocument, g: GuideDocument, fonts: Fonts, s: Styles) {
  const page = doc.addPage([PAGE.width, PAGE.height]);
  page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: COLOURS.shore700 });
  const flow = { y: PAGE.height - 200 };
  const write = (text: string, style: TextStyle, width = TEXT_WIDTH) => {
    for (const line of wrap(text, style.font, style.size, width)) {
      page.drawText(line, {
        x: PAGE.left,
        y: flow.y - style.size,
        size: style.size,
        font: style.font,
        color: style.color,
      });
      flow.y -= style.leading;
    }
  };
  write(g.back.title, { ...s.h1, color: COLOURS.white });
  flow.y -= 12;
  write(g.back.text, { ...s.lead, color: COLOURS.shore50 }, 420);
  flow.y -= 24;
  for (const contact of g.back.contacts) {
    write(contact.label, { ...s.small, font: fonts.bold, color: COLOURS.shore100 });
    write(contact.value, { ...s.body, color: COLOURS.white });
    flow.y -= 10;
  }
  flow.y = 90;
  write(g.back.note, { ...s.small, color: COLOURS.shore100 }, 420);
}

/** The guide as PDF bytes. */
export async function renderGuide(g: GuideDocument = guide): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(pdfSafe(g.title), { showInWindowTitleBar: true });
  doc.setSubject(pdfSafe(g.subtitle));
  doc.setAuthor("LIF Group");
  doc.setCreator("LIF Group, scripts/guide/render-guide.ts");
  doc.setLanguage("fr-FR");
  doc.setKeywords(["nearshore", "Afrique", "externalisation", "RGPD", "NIS2", "LIF Shore"]);
  // A fixed date keeps the file the same from one build to the next.
  doc.setCreationDate(new Date(Date.UTC(Number(g.edition.replace(/\D/g, "")) || 2026, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(Number(g.edition.replace(/\D/g, "")) || 2026, 0, 1)));

  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const s = styles(fonts);

  drawCover(doc, g, fonts);
  const flow = new Flow(doc, (page) => decorate(page, g, fonts));
  const contentsPage = flow.page;
  flow.newPage();

  const starts: number[] = [];
  g.chapters.forEach((chapter, index) => {
    if (index > 0) flow.newPage();
    starts.push(doc.getPageCount());
    chapterHead(flow, index, chapter.title, chapter.intro, s, fonts);
    for (const block of chapter.blocks) drawBlock(flow, block, s, fonts);
  });

  flow.newPage();
  const checklistStart = doc.getPageCount();
  flow.text(g.checklist.title, s.h1);
  flow.space(6);
  flow.text(g.checklist.intro, s.lead);
  flow.space(18);
  for (const group of g.checklist.groups) {
    flow.need(s.h2.leading + 3 * s.body.leading);
    flow.text(group.title, { ...s.h2, color: COLOURS.shore700 });
    flow.space(6);
    drawChecklist(flow, group.items, s);
  }

  drawContents(doc, contentsPage, g, starts, checklistStart, s, fonts);
  drawBack(doc, g, fonts, s);
  numberPages(doc, fonts);
  return doc.save();
}

/** Page 2: who the guide is for, then the chapters with the page each starts on. */
function drawContents(
  doc: PDFDocument,
  page: PDFPage,
  g: GuideDocument,
  starts: readonly number[],
  checklistStart: number,
  s: Styles,
  fonts: Fonts,
) {
  const flow = new Flow(doc, () => {}, page);
  flow.text(g.contentsTitle, s.h1);
  flow.space(16);
  const entries = [
    ...g.chapters.map((chapter, index) => ({
      label: `${number(index)}   ${chapter.title}`,
      page: starts[index] ?? 0,
    })),
    { label: `     ${g.checklist.title}`, page: checklistStart },
  ];
  for (const entry of entries) {
    const label = pdfSafe(entry.label);
    const pageLabel = String(entry.page);
    page.drawText(label, {
      x: PAGE.left,
      y: flow.y - 11,
      size: 11,
      font: fonts.regular,
      color: COLOURS.ink900,
    });
    page.drawText(pageLabel, {
      x: PAGE.width - PAGE.right - fonts.bold.widthOfTextAtSize(pageLabel, 11),
      y: flow.y - 11,
      size: 11,
      font: fonts.bold,
      color: COLOURS.shore700,
    });
    const from = PAGE.left + fonts.regular.widthOfTextAtSize(label, 11) + 8;
    const to = PAGE.width - PAGE.right - fonts.bold.widthOfTextAtSize(pageLabel, 11) - 8;
    page.drawLine({
      start: { x: from, y: flow.y - 10 },
      end: { x: to, y: flow.y - 10 },
      thickness: 0.8,
      color: COLOURS.ink100,
      dashArray: [1, 3],
    });
    flow.y -= 24;
  }
  flow.y -= 30;
  const boxTop = flow.y;
  const inner = TEXT_WIDTH - 40;
  const height =
    20 +
    s.h2.leading +
    g.audience.items.reduce((sum, item) => sum + flow.measure(item, s.body, inner - 16) + 6, 0) +
    14;
  page.drawRectangle({ x: PAGE.left, y: boxTop - height, width: TEXT_WIDTH, height, color: COLOURS.shore50 });
  flow.y -= 20;
  flow.text(g.audience.title, { ...s.h2, color: COLOURS.shore700 }, { x: 20, width: inner });
  for (const item of g.audience.items) {
    page.drawRectangle({
      x: PAGE.left + 22,
      y: flow.y - 8.5,
      width: 4.5,
      height: 4.5,
      color: COLOURS.shore600,
    });
    flow.text(item, s.body, { x: 36, width: inner - 16 });
    flow.space(6);
  }
}

/** "3 / 14" at the foot of every inner page (not on the covers). */
function numberPages(doc: PDFDocument, fonts: Fonts) {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    if (index === 0 || index === pages.length - 1) return;
    const label = `${index + 1} / ${pages.length}`;
    page.drawText(label, {
      x: PAGE.width - PAGE.right - fonts.regular.widthOfTextAtSize(label, 8),
      y: 36,
      size: 8,
      font: fonts.regular,
      color: COLOURS.ink600,
    });
    page.drawText("LIF Group", { x: PAGE.left, y: 36, size: 8, font: fonts.regular, color: COLOURS.ink600 });
  });
}

/** Renders the guide and writes it where the site serves it (or to `file`). */
export async function writeGuide(file: string = GUIDE_OUTPUT): Promise<string> {
  const bytes = await renderGuide();
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return file;
}

if (process.argv[1]?.endsWith("render-guide.mjs")) {
  const file = await writeGuide(process.argv[2]);
  console.log(`✓ Guide : ${file}`);
}
