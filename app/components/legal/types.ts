import type { Href } from "~/lib/href";

/**
 * The shape of a legal document (privacy policy, legal notice, security policy): typed data, no JSX, no HTML.
 * One renderer (legal-document.tsx) draws every document the same way.
 */

/**
 * A run of text; with `href` it is a link (an internal path, a mailto: or an absolute URL); with `strong` it is
 * set in bold (the term that opens a list item).
 */
export type Segment = { text: string; href?: Href; strong?: boolean };

/** Plain text, or text made of segments when it carries links. */
export type RichText = string | readonly Segment[];

export type LegalBlock =
  | { kind: "paragraph"; text: RichText }
  /** A small heading inside a section (rendered as h3). */
  | { kind: "subheading"; text: string }
  | { kind: "list"; items: readonly RichText[] }
  /** Label and value pairs, such as the publisher's registration details. */
  | { kind: "facts"; items: readonly { label: string; value: RichText }[] }
  /** A small table: the first cell of each row heads the row. */
  | {
      kind: "table";
      caption: string;
      columns: readonly string[];
      rows: readonly (readonly RichText[])[];
    };

export type LegalSection = {
  /** Anchor of the section, linked from the table of contents. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
};

export type LegalDocument = {
  /** The small label above the h1. */
  eyebrow: string;
  /** The date shown as « Dernière mise à jour : … », and its ISO form for <time>. */
  updated: { text: string; iso: string };
  sections: readonly LegalSection[];
  /** The words around them: the table of contents' title, the date line's start (before « : »). */
  words: { tableOfContents: string; updated: string };
};
