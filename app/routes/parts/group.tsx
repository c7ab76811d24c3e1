import type { ComponentProps } from "react";
import { FigureCard } from "~/components/about/figure-card";
import { PageHero } from "~/components/sections/page-hero";
import type { StatItem } from "~/components/sections/stat-grid";
import type { PagePath } from "~/pages";

type FigureHeroProps = Omit<ComponentProps<typeof PageHero>, "page" | "title" | "breadcrumb" | "aside"> & {
  page: PagePath;
  factsTitle: string;
  facts: readonly StatItem[];
};

/** The hero of the group's own pages (about, partners, commitments): no breadcrumb, key figures in a dark card. */
export function FigureHero({ page, factsTitle, facts, ...hero }: FigureHeroProps) {
  return (
    <PageHero
      page={page}
      breadcrumb={false}
      {...hero}
      aside={<FigureCard title={factsTitle} figures={facts} tone="dark" />}
    />
  );
}
