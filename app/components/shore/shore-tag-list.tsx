import { cn } from "~/lib/cn";

type ShoreTagListProps = {
  /** Names the list for screen readers and shows above it. */
  label: string;
  items: readonly string[];
  /** "solid" for emphasis (certifications), "soft" for a long list (languages, stacks). */
  variant?: "soft" | "solid";
  className?: string;
};

/** A labelled list of short items as chips: languages, technology stacks, certifications. */
export function ShoreTagList({ label, items, variant = "soft", className }: ShoreTagListProps) {
  return (
    <div className={className}>
      <p className="text-sm font-semibold tracking-wider text-ink-700 uppercase">{label}</p>
      <ul aria-label={label} className="mt-3 flex flex-wrap gap-2">
        {items.map((item) => (
          <li
            key={item}
            className={cn(
              "rounded-full px-3.5 py-1.5 text-sm font-semibold",
              variant === "solid"
                ? "bg-shore-700 text-white"
                : "border border-shore-600/25 bg-shore-50 text-shore-700",
            )}
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
