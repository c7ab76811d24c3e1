// The preview of a page's copy file (« Pages LIF Shore », docs/decisions/030): the draft's blocks drawn by the
// site's own section blocks, in the page's colour, prepared as the build prepares it. Generic over the section
// pieces (app/content/files/section-parts.ts): a block is recognised by its fields, so the next pages' files
// (LIF Talent, LIF Form, the group) draw here without a template of their own.
import type { ReactNode } from "react";
import { LineRegion } from "~/components/layout/line-region";
import { ActionButtons } from "~/components/sections/action-buttons";
import { CheckList } from "~/components/sections/check-list";
import { FactsCard } from "~/components/sections/facts-card";
import { FeatureGrid } from "~/components/sections/feature-grid";
import { LinkGrid } from "~/components/sections/link-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Section } from "~/components/sections/section";
import { StatGrid } from "~/components/sections/stat-grid";
import { TagList } from "~/components/sections/tag-list";
import { Timeline } from "~/components/sections/timeline";
import type { LinkData } from "~/components/sections/types";
import { HeroCheckCard } from "~/components/shore/hero-check-card";
import { type AudienceCard, AudienceCards } from "~/components/talent/audience-cards";
import { ChallengeAnswers } from "~/components/talent/challenge-answers";
import { ICONS } from "~/content/files/icons";
import { INTERFACE } from "~/content/files/interface";
import type { IconName } from "~/content/files/schema-parts";
import { featureItems, linkItems, present } from "~/content/files/sections";
import { DOMAIN_BRIEF_NAMES, examplesOf, LIF_FORM_NAMES } from "~/content/form/lif-form-names";
import { BACKOFFICE_VALUES } from "~/content/talent/backoffice-names";
import type { PagePath } from "~/pages";
import { DraftError, draftOf, KeepTheEditorsFocus, useFormModules } from "./form-preview";
import type { PAGES } from "./page-modules-entry";
import { familyOf, fileName, type PreviewProps, prepared, WhileIncomplete } from "./previews";

type Item = Record<string, unknown>;
type Block = Item & { title?: string; items?: Item[] | string[]; lists?: Item[]; links?: Item[] };

const isObject = (value: unknown): value is Item =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);
const objects = (value: unknown): Item[] => (Array.isArray(value) ? value.filter(isObject) : []);
const texts = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
/** An action of the file: a page's link keeps its page, an in-page button points nowhere in the preview. */
const action = (value: unknown): LinkData[] =>
  isObject(value) && typeof value.label === "string"
    ? [{ label: value.label, to: (typeof value.to === "string" ? value.to : "#") as LinkData["to"] }]
    : [];

/** A hero's aside: a card of figures (value and label pairs) or a check card (a title and points). */
function HeroAside({ facts }: { facts: unknown }) {
  if (!isObject(facts) || typeof facts.title !== "string") return null;
  const figures = objects(facts.items);
  if (figures.length > 0)
    return <FactsCard title={facts.title} items={present(figures) as { value: string; label: string }[]} />;
  return <HeroCheckCard title={facts.title} items={texts(facts.items)} />;
}

/**
 * The two sides of the marketplace (LIF Talent): a card's button is its own when the file gives it (the back-office
 * page's `action`), else its page's (code), named after its audience.
 */
function AudienceList({ items }: { items: Item[] }) {
  const cards = items.map((item) => ({
    ...(present(item) as never as AudienceCard),
    icon: ICONS[item.icon as IconName],
    points: texts(item.points),
    action: {
      label: String((isObject(item.action) && item.action.label) || item.audience || ""),
      to: "#" as LinkData["to"],
    },
  }));
  return <AudienceCards items={cards} />;
}

/**
 * A list at the top of a file shared by pages (the talent pages' lifecycle), or a group of cards each under its
 * own name (their two audiences): each page gives them its own head, so the preview draws them without one.
 */
function untitled(block: unknown): unknown {
  if (Array.isArray(block)) return { title: "", items: block };
  if (isObject(block) && !("title" in block) && Object.values(block).every(isObject))
    return { title: "", items: Object.values(block) };
  return block;
}

/**
 * One list of a section, by the fields of its items (the pieces of section-parts.ts). A page names its lists
 * (`items`, `steps`, `practices`, `points`…); a list of texts beside a `<name>Label` is a tag list (languages,
 * technologies), `paragraphs` are paragraphs, any other list of texts is a check list.
 */
function ListBody({ name, value, block }: { name: string; value: unknown; block: Block }) {
  const items = objects(value);
  const [first] = items;
  if (first && "audience" in first) return <AudienceList items={items} />;
  if (first && "challenge" in first)
    return (
      <ChallengeAnswers
        items={present(items) as never}
        labels={isObject(block.labels) ? (block.labels as never) : { challenge: "", answer: "" }}
      />
    );
  if (first && "icon" in first && "text" in first)
    return <FeatureGrid items={featureItems(present(items) as never)} />;
  if (first && "icon" in first && "description" in first)
    return (
      <LinkGrid
        title={String(block.navLabel ?? block.title ?? "")}
        links={linkItems(present(items) as never)}
        currentLabel={INTERFACE.pageCards.current}
      />
    );
  if (first && "marker" in first) return <Timeline items={present(items) as never} />;
  if (first && "value" in first) return <StatGrid items={present(items) as never} />;
  // The LIF Talent market's cards: a title and a text without icon, cards under the figures, not steps.
  if (first && name === "challenges")
    return (
      <div className="mt-10">
        <FeatureGrid items={present(items) as never} />
      </div>
    );
  if (first && "text" in first)
    return <ProcessSteps steps={present(items) as never} words={INTERFACE.steps} />;
  const lines = texts(value);
  if (lines.length === 0) return null;
  const label = block[`${name}Label`];
  if (typeof label === "string") return <TagList label={label} items={lines} className="mt-8" />;
  if (name === "paragraphs")
    return (
      <div className="max-w-3xl space-y-4 text-lg text-ink-700">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
    );
  return <CheckList items={lines} className="mt-8" />;
}

/** A section's content: each of its lists in the file's order, then its titled lists, page cards and buttons. */
function SectionBody({ block }: { block: Block }) {
  const parts: ReactNode[] = Object.entries(block)
    .filter(([name, value]) => Array.isArray(value) && name !== "lists" && name !== "links")
    .map(([name, value]) => <ListBody key={name} name={name} value={value} block={block} />);
  for (const [index, list] of objects(block.lists).entries())
    parts.push(
      // A draft's lists have no identity but their rank.
      <div key={`list-${index}`} className="mt-10">
        <h3 className="text-h3 font-semibold tracking-tight">{String(list.title ?? "")}</h3>
        <CheckList items={texts(list.items)} className="mt-4" />
      </div>,
    );
  const links = objects(block.links);
  if (links[0] && "description" in links[0])
    parts.push(
      <LinkGrid
        key="pages"
        title={typeof block.navLabel === "string" ? block.navLabel : ""}
        links={linkItems(present(links) as never)}
        currentLabel={INTERFACE.pageCards.current}
      />,
    );
  parts.push(...NamedLists({ block }));
  const actions = [...action(block.action), ...objects(block.actions).flatMap(action)];
  if (actions.length > 0) parts.push(<ActionButtons key="actions" actions={actions} className="mt-10" />);
  return <>{parts}</>;
}

/** A titled list of points held under its own name (a page's two panels, its tests, the promises by a form). */
const isCheckList = (value: unknown): value is { title: string; items: string[] } =>
  isObject(value) && typeof value.title === "string" && texts(value.items).length > 0;

/**
 * The titled check lists a section holds under names of its own (`technical`, `cultural`, `classic`, `promises`…),
 * each under its title; the hero's `facts` card is drawn by the hero.
 */
function NamedLists({ block }: { block: Block }): ReactNode[] {
  return Object.entries(block)
    .filter(
      (entry): entry is [string, { title: string; items: string[] }] =>
        entry[0] !== "facts" && isCheckList(entry[1]),
    )
    .map(([name, list]) => (
      <div key={name} className="mt-10">
        <h3 className="text-h3 font-semibold tracking-tight">{list.title}</h3>
        <CheckList items={texts(list.items)} className="mt-4" />
      </div>
    ));
}

/**
 * A block without a title (the message after a form is sent, a form's heading and promises): its text, links and
 * lists, in a plain section.
 */
function Aside({ block }: { block: Block }) {
  return (
    <Section
      title={String(block.linksTitle ?? block.heading ?? "")}
      intro={String(block.text ?? block.intro ?? "")}
    >
      <ActionButtons actions={objects(block.links).flatMap(action)} />
      {NamedLists({ block })}
    </Section>
  );
}

/**
 * The files drawn section by section with the site's blocks (the explorers, drawn by a layout; the LIF Form domain
 * pages, whose route reads its domain from the address), by the file's name in the CMS (admin/config.yml), with
 * the page whose hero, title and breadcrumb (app/pages.ts) they are drawn under. Every other page file is
 * ROUTE_DRAWN. admin/main.ts registers this preview for each of these names.
 */
export const PREVIEWED_PAGES: Readonly<Record<string, PagePath>> = {
  // The explorer is no page: drawn alone, under the landing's title.
  "pages-lif-shore-explorateur": "/services/lif-shore",
  "pages-lif-form-cybersecurite": "/lif-form/cybersecurite",
  "pages-lif-form-reseaux": "/lif-form/reseaux",
  "pages-lif-form-securite": "/lif-form/securite",
  // What the three domain pages share: drawn under the first one's title.
  "pages-lif-form-domaines": "/lif-form/cybersecurite",
  "pages-lif-talent-explorateur": "/services/lif-talent",
};

/** The names a page's file may quote besides the facts' (its COPY_FILES line's `names`), by the file's CMS name. */
const PAGE_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "pages-lif-talent-backoffice-afrique": BACKOFFICE_VALUES,
  // The catalogue's counts, by their example (app/content/form/lif-form-names.ts).
  "pages-lif-form-accueil": examplesOf(LIF_FORM_NAMES),
  "pages-lif-form-domaines": examplesOf(DOMAIN_BRIEF_NAMES),
};

type NamedField = { get(key: "name"): string };

/**
 * The draft's blocks in the order of the entry's fields (the page's order, admin/config.yml). Decap hands the draft
 * over as an Immutable map, which keeps its keys in order only up to eight: a page of nine blocks or more came
 * out shuffled.
 */
function inFieldOrder(draft: Record<string, unknown>, fields: Iterable<NamedField>): Record<string, unknown> {
  const order = [...fields].map((field) => field.get("name"));
  const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return Object.fromEntries(Object.entries(draft).sort(([a], [b]) => rank(a) - rank(b)));
}

/**
 * The files drawn by their page's own route component, loaded again with the draft (admin/form-modules.mjs): the
 * page as a visitor sees it, every block (the home's figures, the charts, the comparison table, the commitments,
 * the leaders, the partners, the forms and the map as the page holds them before its scripts run). The others
 * (the explorers, drawn by a layout; the LIF Form domains, whose route reads its domain from the address) keep the
 * generic drawing below. By the file's CMS name: its page's address.
 */
export const ROUTE_DRAWN: Readonly<Record<string, keyof typeof PAGES>> = {
  "pages-lif-shore-accueil": "/services/lif-shore",
  "pages-lif-shore-evaluation": "/services/lif-shore/demander-evaluation-gratuite",
  "pages-lif-shore-recrutement": "/services/lif-shore/recrutement-talents-afrique",
  "pages-lif-shore-agile": "/services/lif-shore/strategie-externalisation-agile",
  "pages-lif-shore-nos-services": "/services/lif-shore/nos-services",
  "pages-lif-shore-nearshore": "/services/lif-shore/service-nearshore-afrique",
  "pages-lif-shore-tableau-de-bord": "/services/lif-shore/dashboard",
  "pages-lif-shore-conformite": "/services/lif-shore/conformite-et-organisation",
  // The consultation band closes four LIF Shore pages: drawn on the landing.
  "pages-lif-shore-consultation": "/services/lif-shore",
  "pages-lif-form-accueil": "/services/lif-form",
  "pages-lif-form-certifications": "/services/lif-form",
  "pages-lif-form-financement": "/services/lif-form",
  "pages-lif-talent-accueil": "/services/lif-talent",
  "pages-lif-talent-commun": "/services/lif-talent",
  "pages-lif-talent-client-entreprise": "/lif-talent/client-entreprise",
  "pages-lif-talent-expert-it": "/lif-talent/expert-it",
  "pages-lif-talent-modele": "/lif-talent/modele",
  "pages-lif-talent-backoffice-afrique": "/lif-talent/backoffice-afrique",
  "pages-groupe-accueil": "/",
  "pages-groupe-contact": "/contact",
  "pages-groupe-a-propos": "/about",
  "pages-groupe-groupe": "/le-groupe",
  "pages-groupe-services": "/services",
  "pages-groupe-engagements": "/nos-engagements",
  "pages-groupe-partenariat": "/partners",
};

/** The draft's key among the copy files: its path under content/ without « .json » (« pages/groupe/accueil »). */
const draftKey = (entry: PreviewProps["entry"]) =>
  String(entry.getIn(["path"]) ?? "")
    .replace(/^content\//, "")
    .replace(/\.json$/, "");

/** The page drawn by its own route component from the draft. */
export function RoutePagePreview({ entry }: PreviewProps) {
  const path = ROUTE_DRAWN[fileName(entry)];
  const loaded = useFormModules({ [draftKey(entry)]: draftOf(entry) });
  if (!path) return <DraftError error={new Error(`aperçu inconnu : ${fileName(entry)}`)} />;
  if (!loaded.modules) return <DraftError error={loaded.error} />;
  const Page = loaded.modules.PAGES[path];
  return (
    <div className="bg-white text-ink-900 antialiased">
      <LineRegion family={familyOf(fileName(entry))}>
        <KeepTheEditorsFocus>
          <WhileIncomplete>
            <Page />
          </WhileIncomplete>
        </KeepTheEditorsFocus>
      </LineRegion>
    </div>
  );
}

/** A page's copy file as its page shows it: the hero, then each section in the page's order. */
export function PagePreview({ entry, fields = [] }: PreviewProps & { fields?: Iterable<NamedField> }) {
  const draft = prepared<Record<string, unknown>>(entry, PAGE_NAMES[fileName(entry)]) ?? {};
  // A file that is one section (the explorer) has its head at the top.
  const source: Record<string, unknown> = typeof draft.title === "string" ? { section: draft } : draft;
  const { hero, ...blocks } = inFieldOrder(source, fields);
  const page = PREVIEWED_PAGES[fileName(entry)];
  return (
    <div className="bg-white text-ink-900 antialiased">
      <LineRegion family={familyOf(fileName(entry))}>
        <WhileIncomplete>
          {isObject(hero) && page && (
            <PageHero
              page={page}
              eyebrow={typeof hero.eyebrow === "string" ? hero.eyebrow : undefined}
              lead={String(hero.lead ?? "")}
              actions={[
                ...action(hero.action),
                ...action(hero.secondAction),
                ...objects(hero.actions).flatMap(action),
              ]}
              aside={<HeroAside facts={hero.facts} />}
            />
          )}
          {Object.entries(blocks)
            .map(([name, block]): [string, unknown] => [name, untitled(block)])
            .filter((entry): entry is [string, Block] => isObject(entry[1]))
            .map(([name, block]) =>
              typeof block.title === "string" ? (
                <Section
                  key={name}
                  title={block.title}
                  eyebrow={typeof block.eyebrow === "string" ? block.eyebrow : undefined}
                  intro={typeof block.intro === "string" ? block.intro : undefined}
                >
                  <SectionBody block={block} />
                </Section>
              ) : (
                <Aside key={name} block={block} />
              ),
            )}
        </WhileIncomplete>
      </LineRegion>
    </div>
  );
}
