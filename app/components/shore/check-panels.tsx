import { Check, X } from "lucide-react";
import { cn } from "~/lib/cn";

export type CheckPanel = {
  title: string;
  items: readonly string[];
  /** "negative" lists what goes wrong (crosses), "highlight" is the answer (teal frame), "plain" a list. */
  tone?: "plain" | "negative" | "highlight";
};

const PANEL = {
  plain: "border-ink-900/10 bg-white",
  negative: "border-ink-900/10 bg-ink-50",
  highlight: "border-shore-600 bg-white ring-1 ring-shore-600",
} as const;

/** Two or more cards side by side, each an h3 and a list: tests to pass, before and after. */
export function CheckPanels({ panels }: { panels: readonly CheckPanel[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {panels.map((panel) => {
        const tone = panel.tone ?? "plain";
        const negative = tone === "negative";
        const Icon = negative ? X : Check;
        return (
          <div key={panel.title} className={cn("rounded-card border p-6 shadow-card sm:p-8", PANEL[tone])}>
            <h3 className="text-h3 font-semibold tracking-tight text-ink-900">{panel.title}</h3>
            <ul className="mt-5 grid gap-3">
              {panel.items.map((item) => (
                <li key={item} className="flex gap-3 text-ink-800">
                  <span
                    aria-hidden="true"
                    className={cn(
                      "mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full",
                      negative ? "bg-ink-100 text-ink-700" : "bg-shore-50 text-shore-700",
                    )}
                  >
                    <Icon className="size-4" strokeWidth={2.5} />
                  </span>
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
