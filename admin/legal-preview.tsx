// The CMS's preview of a legal page (« Pages légales », docs/decisions/030): the draft drawn by the site's own
// LegalDocument, prepared as the build prepares it (app/content/files/legal.ts: typeset, names filled with the
// French site's values, links and bold terms as segments), with the page's title and lead from the page table.

import { LegalDocument } from "~/components/legal/legal-document";
import { legalPage } from "~/content/files/legal";
import type { LegalPageFile } from "~/content/files/legal-schema";
import { getPage, type PagePath } from "~/pages";
import { WhileIncomplete } from "./previews";

/** What Decap passes a preview template: the draft entry, an Immutable map whose `data` is the file's content. */
type PreviewProps = { entry: { getIn(path: string[]): unknown } };

/** Each legal page's CMS file name and its page. */
export const LEGAL_PREVIEWS: Readonly<Record<string, { file: string; path: PagePath }>> = {
  "pages-legales-mentions-legales": {
    file: "content/pages-legales/mentions-legales.json",
    path: "/mentions-legales",
  },
  "pages-legales-politique-confidentialite": {
    file: "content/pages-legales/politique-confidentialite.json",
    path: "/politique-confidentialite",
  },
  "pages-legales-politique-de-securite": {
    file: "content/pages-legales/politique-de-securite.json",
    path: "/politique-de-securite",
  },
};

/** The draft's blocks with a kind and their texts; one still empty is left out until it is filled. */
function complete(draft: Partial<LegalPageFile>): LegalPageFile {
  return {
    eyebrow: draft.eyebrow ?? "",
    updated: draft.updated ?? "",
    sections: (draft.sections ?? []).map((section) => ({
      ...section,
      id: section.id ?? "",
      title: section.title ?? "",
      blocks: (section.blocks ?? []).filter((block) => block?.kind),
    })),
  };
}

/** The draft drawn as its page: prepared inside the boundary, so a half-filled block only empties the pane. */
function DraftPage({ file, draft }: { file: string; draft: Partial<LegalPageFile> }) {
  const target = Object.values(LEGAL_PREVIEWS).find((candidate) => candidate.file === file);
  if (!target) throw new Error(`aperçu inconnu : ${file}`);
  const page = getPage(target.path);
  return (
    <LegalDocument
      {...legalPage(file, complete(draft), "fr", { draft: true })}
      title={page.h1}
      lead={page.description}
    />
  );
}

/** A legal page's preview, registered under each file's CMS name (main.ts); the entry's path names its file. */
export function LegalPreview({ entry }: PreviewProps) {
  const file = String(entry.getIn(["path"]) ?? "");
  const draft = (entry.getIn(["data"]) as { toJS(): unknown } | undefined)?.toJS() as
    | Partial<LegalPageFile>
    | undefined;
  return (
    <div className="bg-white text-ink-900 antialiased">
      <WhileIncomplete missing="la date de mise à jour, chaque section et chaque bloc auront leurs champs obligatoires">
        <DraftPage file={file} draft={draft ?? {}} />
      </WhileIncomplete>
    </div>
  );
}
