import { readCopy } from "~/content/files/read-copy";
import { present } from "~/content/files/sections";
import { GUIDE_CHAPTERS, type GuideChapterName, type GuideFile } from "~/content/files/shore/guide-schema";
import { SITE } from "~/site.config";
import data from "../../../content/pages/lif-shore/guide.json" with { type: "json" };
import { GUIDE_FIGURES } from "./guide-figures";

/**
 * The practical guide offered on /services/lif-shore. scripts/guide/render-guide.ts lays it out as a PDF at build
 * time (public/generated/guide-nearshore-afrique.pdf). Its texts are the file content/pages/lif-shore/guide.json,
 * edited in the CMS (« Pages LIF Shore »), its figures quoted by name from the same facts as the pages, so the
 * guide and the site never disagree, its title and its chapters' titles too. Here: the chapters' order, the time
 * differences' table (facts), the contacts (settings), its file.
 */

export type GuideBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "subheading"; text: string }
  | { kind: "bullets"; items: readonly string[] }
  | { kind: "steps"; items: readonly { title: string; meta?: string; text: string }[] }
  | {
      kind: "table";
      columns: readonly string[];
      /** Each column's share of the text width; they add up to 1. */
      widths: readonly number[];
      rows: readonly (readonly string[])[];
    }
  | { kind: "figures"; items: readonly { value: string; label: string }[] }
  | { kind: "callout"; title: string; text: string }
  | { kind: "checklist"; title: string; items: readonly string[] };

export type GuideChapter = { title: string; intro: string; blocks: readonly GuideBlock[] };

export type GuideDocument = {
  title: string;
  subtitle: string;
  publisher: string;
  edition: string;
  /** Under the title on every page. */
  runningTitle: string;
  contentsTitle: string;
  audience: { title: string; items: readonly string[] };
  chapters: readonly GuideChapter[];
  checklist: { title: string; intro: string; groups: readonly { title: string; items: readonly string[] }[] };
  back: { title: string; text: string; contacts: readonly { label: string; value: string }[]; note: string };
  /** The PDF's file name in public/generated/. */
  fileName: string;
};

const copy = present(readCopy("content/pages/lif-shore/guide.json", data as GuideFile));

/** The time differences' table: its column titles are written, its rows are the centres. */
const TIME_ZONE_WIDTHS = [0.25, 0.22, 0.22, 0.31];

export type GuideFileBlock = (typeof copy.chapters)[GuideChapterName]["blocks"][number];

/** A block of the file as the PDF lays it out: a table's rows as lists of cells, the time zones' rows filled. */
export function guideBlock(block: GuideFileBlock): GuideBlock {
  switch (block.kind) {
    case "table":
      return { ...block, rows: block.rows.map((row) => row.cells) };
    case "timezones":
      return {
        kind: "table",
        columns: block.columns,
        widths: TIME_ZONE_WIDTHS,
        rows: GUIDE_FIGURES.centreRows,
      };
    default:
      return block;
  }
}

const { contacts, ...back } = copy.back;

export const guide: GuideDocument = {
  title: copy.title,
  subtitle: copy.subtitle,
  publisher: copy.publisher,
  edition: copy.edition,
  runningTitle: copy.runningTitle,
  contentsTitle: copy.contentsTitle,
  audience: copy.audience,
  chapters: GUIDE_CHAPTERS.map((name) => ({
    title: copy.chapters[name].title,
    intro: copy.chapters[name].intro,
    blocks: copy.chapters[name].blocks.map(guideBlock),
  })),
  checklist: copy.checklist,
  back: {
    title: back.title,
    text: back.text,
    contacts: [
      {
        label: contacts.assessment,
        value: `${SITE.origins.fr}/services/lif-shore/demander-evaluation-gratuite`,
      },
      { label: contacts.email, value: SITE.email },
      { label: contacts.phone, value: `${SITE.phone} (${SITE.hours})` },
    ],
    note: back.note,
  },
  fileName: "guide-nearshore-afrique.pdf",
};
