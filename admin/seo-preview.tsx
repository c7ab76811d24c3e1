// The CMS's preview of « Référencement » (content/referencement.json, docs/decisions/030): each page of the draft
// as a search engine lists it (its address, its title and description, cut where Google usually cuts them) and
// as the page heads itself (its h1, its name in the breadcrumb), prepared as the build prepares them, with the
// Belgian site's title and description where the page has its own. Only classes the site's stylesheet has (it
// does not read admin/), inline styles for the rest.

import type { CSSProperties } from "react";
import { DESCRIPTION_LENGTH, TITLE_LENGTH } from "~/content/files/seo-schema";
import { PAGES, type PageSeoCopy } from "~/pages";
import { SITE } from "~/site.config";
import { type PreviewProps, prepared } from "./previews";

/** The text up to where a results page cuts it (before the word that crosses `shown`), and what it leaves out. */
function cut(text: string, shown: number): { kept: string; dropped: string } {
  const characters = [...text];
  if (characters.length <= shown) return { kept: text, dropped: "" };
  const lastSpace = characters.slice(0, shown + 1).findLastIndex((character) => /\s/.test(character));
  const end = lastSpace > 0 ? lastSpace : shown;
  return { kept: characters.slice(0, end).join(""), dropped: characters.slice(end).join("") };
}

/** What a results page leaves out: struck through, greyed. */
const CUT_STYLE = { textDecoration: "line-through", color: "#8a94a6" } as const;
/** A results page's link blue, so the title reads as a result. */
const RESULT_BLUE = { color: "#1a0dab" } as const;

/** A text with its length, the part past `shown` greyed out: an editor sees what a searcher will not. */
function Measured({
  text,
  shown,
  className,
  style,
}: {
  text: string;
  shown: number;
  className: string;
  style?: CSSProperties;
}) {
  const { kept, dropped } = cut(text, shown);
  return (
    <p className={className} style={style}>
      {kept}
      {dropped && <span style={CUT_STYLE}>{dropped}</span>}
      <span className="ml-2 whitespace-nowrap text-xs font-normal text-ink-600">
        {[...text].length} car.{dropped ? ` (environ ${shown} affichés)` : ""}
      </span>
    </p>
  );
}

/** One search result: address, title, description. */
function SearchResult({ origin, path, title, description }: SeoLines & { origin: string; path: string }) {
  const address = `${origin.replace("https://", "")}${path === "/" ? "" : path.replaceAll("/", " › ")}`;
  return (
    <div>
      <p className="text-sm text-ink-600">{address}</p>
      <Measured
        text={title}
        shown={TITLE_LENGTH.shown}
        className="text-lg leading-snug"
        style={RESULT_BLUE}
      />
      <Measured
        text={description}
        shown={DESCRIPTION_LENGTH.shown}
        className="text-sm leading-relaxed text-ink-700"
      />
    </div>
  );
}

type SeoLines = { title: string; description: string };

/** Every page of the site, in the order of app/page-routes.ts, with the draft's texts (a new field drawn empty). */
export function SeoPreview({ entry }: PreviewProps) {
  const draft = prepared<Record<string, Partial<PageSeoCopy> | undefined>>(entry);
  return (
    <div className="bg-white p-4 text-ink-900 antialiased sm:p-8">
      <p className="max-w-3xl text-sm text-ink-600">
        Chaque page telle qu’un moteur de recherche la présente, puis son grand titre et son nom dans le fil
        d’Ariane. La partie barrée dépasse ce que Google affiche d’habitude : la page reste valable, mais le
        lecteur ne la verra pas dans les résultats.
      </p>
      {PAGES.map(({ path }) => {
        const copy = draft[path] ?? {};
        const texts = { title: copy.title ?? "", description: copy.description ?? "" };
        return (
          <section key={path} className="mt-6 border-ink-900/10 border-t pt-6">
            <SearchResult origin={SITE.origins.fr} path={path} {...texts} />
            {copy.be?.title && (
              <div className="mt-2">
                <SearchResult
                  origin={SITE.origins.be}
                  path={path}
                  title={copy.be.title}
                  description={copy.be.description ?? ""}
                />
              </div>
            )}
            <p className="mt-2 text-sm text-ink-700">
              <span className="font-semibold">Grand titre&nbsp;:</span> {copy.h1}
              {" · "}
              <span className="font-semibold">Fil d’Ariane&nbsp;:</span> {copy.crumb}
            </p>
          </section>
        );
      })}
    </div>
  );
}
