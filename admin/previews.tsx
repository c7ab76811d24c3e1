// The CMS's preview pane (docs/decisions/023, 030): the draft entry drawn with the site's own stylesheet (registered
// in main.ts) and, for a course, with the site's own course sheet, built from the draft as the pages build it; for
// testimonials and FAQs, with the site's own blocks.
import { Component, type ReactNode } from "react";
import { CourseCard } from "~/components/form/course-card";
import { LineRegion } from "~/components/layout/line-region";
import { Faq } from "~/components/sections/faq";
import { Testimonials } from "~/components/sections/testimonials";
import type { FaqFile } from "~/content/files/faq-schema";
import { INTERFACE } from "~/content/files/interface";
import type { TestimonialsFile } from "~/content/files/testimonials-schema";
import { buildCatalogue, type Course } from "~/content/form/course-catalogue";
import { courseSheet, type SheetCopy } from "~/content/form/course-sheet";
import { COURSE_FILES, COURSES } from "~/content/form/courses";
import { copyPlaceholderValues } from "~/content/placeholders";
import type { Settings } from "~/facts/settings-schema";
import { prepareCopy } from "~/lib/copy-file";
import { typeset } from "~/lib/french";
import type { Family } from "~/pages";
import { PENDING } from "~/site.config";

/** What Decap passes a preview template: the draft entry, an Immutable map whose `data` is the file's content. */
export type PreviewProps = { entry: { getIn(path: string[]): unknown } };

const draftOf = <T,>(entry: PreviewProps["entry"]) =>
  (entry.getIn(["data"]) as { toJS(): unknown } | undefined)?.toJS() as T;

/**
 * A draft being typed is often incomplete (a new course has no programme yet, a block just added has no text): it
 * cannot be drawn until it is, and the pane says so (`missing`, what it waits for) instead of going blank. The
 * build's check names the missing field on save.
 */
type WhileIncompleteProps = { children: ReactNode; missing?: string };
export class WhileIncomplete extends Component<WhileIncompleteProps, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidUpdate(previous: WhileIncompleteProps) {
    if (previous.children !== this.props.children && this.state.failed) this.setState({ failed: false });
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p className="rounded-xl border border-ink-900/10 bg-ink-50 p-4 text-ink-700">
        L’aperçu paraîtra quand {this.props.missing ?? "la fiche aura tous ses champs obligatoires"}.
      </p>
    );
  }
}

function DraftCourse({ draft }: { draft: Course }) {
  // Among the other courses, so a prerequisite quoting one ({formation:…}) reads its title, as on the page.
  const files = [
    ...COURSE_FILES.filter(({ data }) => data.slug !== draft.slug),
    { file: `content/formations/${draft.slug}.json`, data: draft },
  ];
  const course = buildCatalogue(files).courses.find((entry) => entry.slug === draft.slug);
  if (!course) throw new Error("fiche sans identifiant");
  return <CourseCard {...courseSheet(course)} />;
}

/** A course as its domain page shows it: the site's course sheet, from the draft, in LIF Form's colour. */
export function CoursePreview({ entry }: PreviewProps) {
  return (
    <div className="bg-white p-4 text-ink-900 antialiased sm:p-8">
      <LineRegion family="form">
        <WhileIncomplete>
          <DraftCourse draft={draftOf<Course>(entry)} />
        </WhileIncomplete>
      </LineRegion>
    </div>
  );
}

// Only classes the site's pages use: Tailwind does not read this folder (app.css, `@source not`), so the site's
// stylesheet is the one its pages have, and the preview draws with it.

/**
 * The settings, as the contact page and the legal notice print them, typeset as the build types them. No page
 * of the site shows all of them in one block (they are spread over the footer, the contact page and the legal
 * notice), so this is a summary in the site's styles, not one of its blocks.
 */
export function SettingsPreview({ entry }: PreviewProps) {
  const settings = draftOf<Partial<Settings>>(entry);
  const rows: [string, string | null | undefined][] = [
    ["Téléphone", settings.contact?.phone],
    ["Adresse e-mail", settings.contact?.email],
    ["Dénomination", settings.legal?.entityName],
    ["Forme juridique", settings.legal?.legalForm],
    ["Immatriculation RCS", settings.legal?.rcs],
    ["SIRET", settings.legal?.siret],
    ["Directeur de la publication", settings.legal?.publicationDirector],
  ];
  return (
    <div className="bg-white p-6 text-ink-900 antialiased sm:p-8">
      <h1 className="text-h2 font-bold">Coordonnées et mentions légales</h1>
      <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm font-semibold text-ink-600">{label}</dt>
            <dd className="text-ink-800">{value ? typeset(String(value)) : PENDING}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A field of the collection's declaration, as Decap passes it (an Immutable map). */
type FieldConfig = {
  get(key: "name" | "label"): string;
  get(key: "fields"): Iterable<FieldConfig> | undefined;
};

/** A value as the pages would print it: texts typeset, a list one item a line, an empty year « à fixer ». */
function FactValue({ value, fields }: { value: unknown; fields?: Iterable<FieldConfig> }) {
  if (value === null || value === undefined || value === "") return <>à fixer</>;
  if (typeof value === "boolean") return <>{value ? "oui" : "non"}</>;
  if (Array.isArray(value))
    return (
      <ol className="list-decimal space-y-2 pl-5">
        {value.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a draft's items have no identity but their rank
          <li key={index}>
            <FactValue value={item} fields={fields} />
          </li>
        ))}
      </ol>
    );
  if (typeof value === "object" && fields)
    return <FactFields data={value as Record<string, unknown>} fields={fields} />;
  return <>{typeof value === "string" ? typeset(value) : String(value)}</>;
}

/** Each declared field with its CMS label and its draft value, nested groups indented. */
function FactFields({ data, fields }: { data: Record<string, unknown>; fields: Iterable<FieldConfig> }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      {[...fields].map((field) => (
        <div key={field.get("name")} className="contents">
          <dt className="text-sm font-semibold text-ink-600">{field.get("label")}</dt>
          <dd className="text-ink-800">
            <FactValue value={data[field.get("name")]} fields={field.get("fields")} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A facts' file (« Faits et chiffres »): every field under its CMS label, typeset as the build types it. A figure
 * appears on many pages, in many blocks: the summary shows what the pages will read, « Voir en direct » one page.
 */
export function FactsPreview({ entry, fields }: PreviewProps & { fields: Iterable<FieldConfig> }) {
  return (
    <div className="bg-white p-6 text-ink-900 antialiased sm:p-8">
      <FactFields data={draftOf<Record<string, unknown>>(entry) ?? {}} fields={fields} />
    </div>
  );
}

/** The family whose colour a copy file's page takes, from the CMS's file name (« temoignages-lif-shore-… »). */
export function familyOf(name: string): Family {
  if (name.includes("lif-shore")) return "shore";
  if (name.includes("lif-talent")) return "talent";
  if (name.includes("lif-form")) return "form";
  return "group";
}

/**
 * A copy file's draft as its page shows it: typeset and its placeholders filled as the build does
 * (prepareCopy), the French site's values; an unknown name stays between braces, and the build names it on save.
 */
export const prepared = <T,>(entry: PreviewProps["entry"], names: Readonly<Record<string, string>> = {}) =>
  prepareCopy(draftOf<T>(entry), { ...copyPlaceholderValues("fr"), ...names }).copy;

/** The name Decap gives the file being edited (« temoignages-lif-form »). */
export const fileName = (entry: PreviewProps["entry"]) => String(entry.getIn(["slug"]) ?? "");

/** A page's testimonials, drawn by the site's own block in the page's colour. */
export function TestimonialsPreview({ entry }: PreviewProps) {
  const draft = prepared<Partial<TestimonialsFile>>(entry);
  // An item just added has no fields yet: drawn with empty ones until the editor types them.
  const items = (draft.items ?? []).map(({ quote, role, company, figures }) => ({
    quote: quote ?? "",
    role: role ?? "",
    company: company ?? "",
    figures: (figures ?? []).filter((figure) => figure?.value && figure.label),
    figuresLabel: INTERFACE.testimonialResults,
  }));
  return (
    <div className="bg-white p-4 text-ink-900 antialiased sm:p-8">
      <LineRegion family={familyOf(fileName(entry))}>
        <WhileIncomplete>
          <Testimonials items={items} />
        </WhileIncomplete>
      </LineRegion>
    </div>
  );
}

/** A page's questions and answers, drawn by the site's own block (links as plain links to the page). */
export function FaqPreview({ entry }: PreviewProps) {
  const draft = prepared<Partial<FaqFile>>(entry);
  const items = (draft.items ?? []).map(({ question, answer, link }) => ({
    question: question ?? "",
    answer: answer ?? "",
    ...(link?.to && { link: { label: link.label ?? "", to: link.to } }),
  }));
  return (
    <div className="bg-white p-4 text-ink-900 antialiased sm:p-8">
      <LineRegion family={familyOf(fileName(entry))}>
        <WhileIncomplete>
          <Faq items={items} />
        </WhileIncomplete>
      </LineRegion>
    </div>
  );
}

/**
 * The words around a course sheet's data (« Pages LIF Form › Fiche formation »), drawn on two sheets of the
 * catalogue by the site's own course sheet, built with the draft's words: one that prepares a certification and
 * one that does not, so every label the draft holds is on screen (the cards of the LIF Form page aside).
 */
export function SheetCopyPreview({ entry }: PreviewProps) {
  const words = prepared<SheetCopy>(entry);
  const samples = [
    COURSES.find((course) => course.certification),
    COURSES.find((course) => !course.certification),
  ];
  return (
    <div className="bg-white p-4 text-ink-900 antialiased sm:p-8">
      <LineRegion family="form">
        <WhileIncomplete missing="tous les libellés seront remplis">
          <div className="space-y-8">
            {samples.flatMap((course) =>
              course ? [<CourseCard key={course.slug} {...courseSheet(course, words)} />] : [],
            )}
          </div>
        </WhileIncomplete>
      </LineRegion>
    </div>
  );
}
