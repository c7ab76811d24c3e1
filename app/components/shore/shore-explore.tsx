import { LinkGrid, type LinkGridItem } from "~/components/sections/link-grid";
import { Section, type SectionTone } from "~/components/sections/section";

export type ShoreExploreProps = {
  eyebrow?: string;
  title: string;
  intro?: string;
  /** Names the navigation landmark. */
  navLabel: string;
  /** The current page's card's mark (« Vous êtes ici »). */
  currentLabel: string;
  links: readonly LinkGridItem[];
  tone?: SectionTone;
};

/**
 * The LIF Shore explorer block, the same on every shore page: the six sub-pages as cards, the current one
 * unlinked (aria-current="page", "Vous êtes ici"), so a sub-page shows the five others as links.
 */
export function ShoreExplore({
  eyebrow,
  title,
  intro,
  navLabel,
  links,
  currentLabel,
  tone = "muted",
}: ShoreExploreProps) {
  return (
    <Section id="explorer-lif-shore" eyebrow={eyebrow} title={title} intro={intro} tone={tone}>
      <LinkGrid title={navLabel} links={links} currentLabel={currentLabel} />
    </Section>
  );
}
