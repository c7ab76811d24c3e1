import { cn } from "~/lib/cn";
import { ChipList } from "./chip-list";
import { LINE } from "./line";

type TagListProps = {
  /** Names the list for screen readers and shows above it. */
  label: string;
  items: readonly string[];
  /** "solid" for emphasis (certifications), "soft" for a long list (tools, languages). */
  variant?: "soft" | "solid";
  className?: string;
};

/** A labelled list of short items as chips, in the page's line colour: tools, languages, certifications. */
export function TagList({ label, items, variant = "soft", className }: TagListProps) {
  return (
    <div className={className}>
      <p className="text-sm font-semibold tracking-wider text-ink-700 uppercase">{label}</p>
      <ChipList
        items={items}
        label={label}
        className="mt-3"
        chipClassName={cn(
          "px-3.5 py-1.5 text-sm font-semibold",
          variant === "solid" ? "bg-line-700 text-white" : cn("border border-line-600/25", LINE.soft),
        )}
      />
    </div>
  );
}
