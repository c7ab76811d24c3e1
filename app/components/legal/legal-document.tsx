import { PageHero } from "~/components/sections/page-hero";
import { Prose } from "~/components/sections/prose";
import { SmartLink } from "~/components/sections/smart-link";
import { headingId } from "./section-links";
import type { LegalBlock, LegalDocument as LegalDocumentData, RichText } from "./types";

type LegalDocumentProps = LegalDocumentData & {
  /** The page's h1 and lead, from the page table. */
  title: string;
  lead: string;
};

/**
 * A legal page: compact hero, a table of contents, then the numbered sections in readable typography.
 * The three legal pages render their typed content through this one component.
 */
export function LegalDocument({ title, lead, eyebrow, updated, sections, words }: LegalDocumentProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={title} lead={lead} />
      <div className="mx-auto max-w-7xl px-(--spacing-gutter) pb-(--spacing-section)">
        <p className="mb-10 text-sm text-ink-600 lg:mb-12">
          {`${words.updated}\u00a0: `}
          <time dateTime={updated.iso}>{updated.text}</time>
        </p>
        <div className="lg:grid lg:grid-cols-[17rem_minmax(0,1fr)] lg:items-start lg:gap-16">
          <TableOfContents sections={sections} title={words.tableOfContents} />
          <Prose className="mt-12 lg:mt-0">
            {sections.map((section, index) => (
              <section key={section.id} id={section.id} aria-labelledby={headingId(section.id)}>
                {/* tabIndex -1: the table of contents moves focus here, so reading resumes at the section. */}
                <h2
                  id={headingId(section.id)}
                  tabIndex={-1}
                  className={index === 0 ? "mt-0! focus:outline-none" : "focus:outline-none"}
                >
                  {`${index + 1}. ${section.title}`}
                </h2>
                {section.blocks.map((block, blockIndex) => (
                  // Blocks are static data in a fixed order: the index is a stable key.
                  // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
                  <Block key={blockIndex} block={block} />
                ))}
              </section>
            ))}
          </Prose>
        </div>
      </div>
    </>
  );
}

function TableOfContents({ sections, title }: Pick<LegalDocumentData, "sections"> & { title: string }) {
  // The browser scrolls to the anchor; the page's script also moves the focus to the heading
  // (`focusSectionOnFollow`), so keyboard and screen-reader users stay in step.
  return (
    <nav
      aria-label={title}
      data-enhance="section-links"
      className="rounded-card border border-ink-900/10 bg-ink-50 p-6 lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
    >
      <p className="text-sm font-semibold tracking-wider text-ink-900 uppercase">{title}</p>
      <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm text-ink-700 marker:text-ink-500">
        {sections.map((section) => (
          <li key={section.id} className="pl-1">
            <a href={`#${section.id}`} className="underline-offset-4 hover:text-ink-900 hover:underline">
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p>
          <Rich text={block.text} />
        </p>
      );
    case "subheading":
      return <h3>{block.text}</h3>;
    case "list":
      return (
        <ul>
          {block.items.map((item) => (
            <li key={plain(item)}>
              <Rich text={item} />
            </li>
          ))}
        </ul>
      );
    case "facts":
      return (
        <dl className="my-6 divide-y divide-ink-900/10 border-y border-ink-900/10">
          {block.items.map((item) => (
            <div key={item.label} className="py-2.5 sm:grid sm:grid-cols-[13rem_minmax(0,1fr)] sm:gap-6">
              <dt className="font-semibold text-ink-900">{item.label}</dt>
              <dd className="[overflow-wrap:anywhere]">
                <Rich text={item.value} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case "table":
      return <LegalTable block={block} />;
  }
}

// Below 640 px a table of three narrow columns breaks words apart: each row becomes a card instead, its row
// heading on top and every other cell introduced by its column name (data-label). Prose styles cells with
// descendant selectors, hence the ! on the few properties the cards override.
const CARD = {
  table: "max-sm:block",
  caption: "mb-2 text-left text-sm font-semibold text-ink-900 max-sm:block",
  head: "max-sm:sr-only",
  body: "max-sm:block max-sm:space-y-3",
  row: "max-sm:block max-sm:rounded-lg max-sm:border max-sm:border-ink-900/15",
  rowHeader: "max-sm:block max-sm:border-0! max-sm:rounded-t-lg",
  cell: "max-sm:block max-sm:border-0! max-sm:before:block max-sm:before:font-semibold max-sm:before:text-ink-600 max-sm:before:content-[attr(data-label)]",
};

function LegalTable({ block }: { block: Extract<LegalBlock, { kind: "table" }> }) {
  return (
    <table className={CARD.table}>
      <caption className={CARD.caption}>{block.caption}</caption>
      <thead className={CARD.head}>
        <tr>
          {block.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={CARD.body}>
        {block.rows.map((row) => (
          <tr key={plain(row[0] ?? "")} className={CARD.row}>
            {row.map((cell, cellIndex) =>
              cellIndex === 0 ? (
                <th key={plain(cell)} scope="row" className={CARD.rowHeader}>
                  <Rich text={cell} />
                </th>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells keep their column order
                <td key={cellIndex} data-label={block.columns[cellIndex]} className={CARD.cell}>
                  <Rich text={cell} />
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Text with its links: internal paths become router links, mailto: and URLs plain anchors. */
function Rich({ text }: { text: RichText }) {
  if (typeof text === "string") return text;
  return text.map((segment, index) => {
    if (segment.href) {
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: segments keep their order
        <SmartLink key={index} to={segment.href}>
          {segment.text}
        </SmartLink>
      );
    }
    // biome-ignore lint/suspicious/noArrayIndexKey: segments keep their order
    if (segment.strong) return <strong key={index}>{segment.text}</strong>;
    // biome-ignore lint/suspicious/noArrayIndexKey: segments keep their order
    return <span key={index}>{segment.text}</span>;
  });
}

/** The text of a rich text, for keys. */
function plain(text: RichText): string {
  return typeof text === "string" ? text : text.map((segment) => segment.text).join("");
}
