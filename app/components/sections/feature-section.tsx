import type { ComponentProps } from "react";
import { ActionButtons } from "./action-buttons";
import { FeatureGrid, type FeatureItem } from "./feature-grid";
import { Section } from "./section";
import { StatGrid, type StatItem } from "./stat-grid";
import type { ActionData } from "./types";

type FeatureSectionProps = Omit<ComponentProps<typeof Section>, "children"> & {
  items: readonly FeatureItem[];
  columns?: ComponentProps<typeof FeatureGrid>["columns"];
  /** Key figures above the cards. */
  stats?: readonly StatItem[];
  /** Calls to action under the cards, light on a dark section. */
  actions?: readonly ActionData[];
};

/** The most common page section: its heading, then a grid of feature cards (`{...content}` spreads both). */
export function FeatureSection({ items, columns, stats, actions, ...section }: FeatureSectionProps) {
  const grid = <FeatureGrid items={items} columns={columns} />;
  return (
    <Section {...section}>
      {stats ? (
        <>
          <StatGrid items={stats} />
          <div className="mt-14">{grid}</div>
        </>
      ) : (
        grid
      )}
      {actions && (
        <ActionButtons
          className="mt-10"
          defaults={section.tone === "dark" ? ["inverse", "outline-inverse"] : undefined}
          actions={actions}
        />
      )}
    </Section>
  );
}
