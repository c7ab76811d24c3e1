// The preview of the LIF Shore guide's texts (« Pages LIF Shore › Guide gratuit (PDF) », docs/decisions/030): the
// guide is a PDF laid out at build time (scripts/guide/render-guide.ts), so the draft is drawn as the site draws
// long text, its hero and prose typography, chapter by chapter, in the order the guide keeps in code
// (app/content/shore/guide.ts), every title from the draft. Prepared as the build prepares it: typeset, names filled with their values.

import { LineRegion } from "~/components/layout/line-region";
import { PageHero } from "~/components/sections/page-hero";
import { Prose } from "~/components/sections/prose";
import { GUIDE_CHAPTERS, type GuideFile } from "~/content/files/shore/guide-schema";
import { type GuideBlock, type GuideFileBlock, guideBlock } from "~/content/shore/guide";
import { type PreviewProps, prepared, WhileIncomplete } from "./previews";

type Draft = Partial<Omit<GuideFile, "chapters">> & {
  chapters?: Partial<Record<string, { title?: string; intro?: string; blocks?: GuideFileBlock[] }>>;
};

/** One block as the PDF sets it, in the site's prose: steps numbered, figures and callouts in bold. */
function Block({ block }: { block: GuideBlock }) {
  switch (block.kind) {
    case "paragraph":
      return <p>{block.text}</p>;
    case "subheading":
      return <h3>{block.text}</h3>;
    case "bullets":
    case "checklist":
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "steps":
      return (
        <ol>
          {block.items.map((step) => (
            <li key={step.title}>
              <strong>{step.meta ? `${step.title} · ${step.meta}` : step.title}</strong>&nbsp;: {step.text}
            </li>
          ))}
        </ol>
      );
    case "figures":
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item.label}>
              <strong>{item.value}</strong> {item.label}
            </li>
          ))}
        </ul>
      );
    case "callout":
      return (
        <blockquote>
          <strong>{block.title}</strong>&nbsp;: {block.text}
        </blockquote>
      );
    case "table":
      return (
        <table>
          <thead>
            <tr>
              {block.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row.join("|")}>
                {row.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells keep their column order
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

/** The draft, chapter by chapter; a block just added, still without its kind, is left out until chosen. */
function DraftGuide({ draft }: { draft: Draft }) {
  return (
    <>
      <PageHero eyebrow={draft.edition} title={draft.title ?? ""} lead={draft.subtitle ?? ""} />
      <div className="mx-auto max-w-7xl px-(--spacing-gutter) pb-(--spacing-section)">
        <Prose>
          <h2>{draft.audience?.title}</h2>
          <ul>
            {(draft.audience?.items ?? []).map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          {GUIDE_CHAPTERS.map((name, index) => {
            const chapter = draft.chapters?.[name];
            return (
              <section key={name}>
                <h2>{`${index + 1}. ${chapter?.title ?? ""}`}</h2>
                <p>{chapter?.intro}</p>
                {(chapter?.blocks ?? [])
                  .filter((block) => block?.kind)
                  .map((block, blockIndex) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a draft's blocks have no identity but their rank
                    <Block key={blockIndex} block={guideBlock(block)} />
                  ))}
              </section>
            );
          })}
          <h2>{draft.checklist?.title}</h2>
          <p>{draft.checklist?.intro}</p>
          {(draft.checklist?.groups ?? []).map((group) => (
            <section key={group.title}>
              <h3>{group.title}</h3>
              <ul>
                {(group.items ?? []).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          ))}
          <h2>{draft.back?.title}</h2>
          <p>{draft.back?.text}</p>
          <p>{draft.back?.note}</p>
        </Prose>
      </div>
    </>
  );
}

export function GuidePreview({ entry }: PreviewProps) {
  return (
    <div className="bg-white text-ink-900 antialiased">
      <LineRegion family="shore">
        <WhileIncomplete>
          <DraftGuide draft={prepared<Draft>(entry) ?? {}} />
        </WhileIncomplete>
      </LineRegion>
    </div>
  );
}
