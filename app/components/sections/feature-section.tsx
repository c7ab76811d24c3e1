import type { ComponentProps } from "react";
import { ActionButtons } from "./action-buttons";
import { FeatureGrid, type FeatureItem } from "./feature-grid";
import { Section } from "./section";
import type { ActionData } from "./types";

type FeatureSectionProps = Omit<ComponentProps<typeof Section>, "children"> & {
  items: readonly FeatureItem[];
  columns?: ComponentProps<typeof FeatureGrid>["columns"];
  /** Calls to action under the cards, light on a dark section. */
  actions?: readonly ActionData[];
};

/** The most common page section: its heading, then a grid of feature cards (`{...content}` spreads both). */
export function FeatureSection({ items, columns, actions, ...section }: FeatureSectionProps) {
  return (
    <Section {...section}>
      <FeatureGrid items={items} columns={columns} />
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
