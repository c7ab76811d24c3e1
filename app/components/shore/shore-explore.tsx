import { LinkGrid } from "~/components/sections/link-grid";
import { Section, type SectionTone } from "~/components/sections/section";
import { SHORE_EXPLORE_LINKS } from "~/content/shore-explore";

type ShoreExploreProps = {
  title?: string;
  intro?: string;
  tone?: SectionTone;
};

/**
 * The LIF Shore explorer block, the same on every shore page: the six sub-pages as cards, the current one
 * unlinked (aria-current="page", "Vous êtes ici"), so a sub-page shows the five others as links.
 */
export function ShoreExplore({
  title = "Explorez LIF Shore",
  intro = "Conformité, recrutement, services, pilotage : chaque page répond à une question précise sur votre future équipe.",
  tone = "muted",
}: ShoreExploreProps) {
  return (
    <Section
      id="explorer-lif-shore"
      eyebrow="LIF Shore"
      title={title}
      intro={intro}
      tone={tone}
      accent="shore"
    >
      <LinkGrid title="Pages LIF Shore" links={SHORE_EXPLORE_LINKS} accent="shore" />
    </Section>
  );
}
