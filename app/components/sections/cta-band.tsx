import { useId } from "react";
import { cn } from "~/lib/cn";
import { ActionButtons } from "./action-buttons";
import { GeometricPattern } from "./geometric-pattern";
import type { ActionData } from "./types";

type CtaBandProps = {
  title: string;
  text: string;
  actions: readonly ActionData[];
  tone?: "dark" | "accent";
};

const TONE = {
  dark: { band: "bg-ink-900", pattern: "text-accent-600 opacity-25" },
  accent: { band: "bg-accent-700", pattern: "text-white opacity-10" },
} as const;

/** The closing call to action of a page: an h2, a sentence and one or two buttons on a dark band. */
export function CtaBand({ title, text, actions, tone = "dark" }: CtaBandProps) {
  const headingId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className={cn("relative isolate overflow-hidden text-white", TONE[tone].band)}
    >
      <GeometricPattern
        className={cn(
          "inset-y-0 right-0 -z-10 h-full w-full mask-l-from-0% mask-l-to-60%",
          TONE[tone].pattern,
        )}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-(--spacing-gutter) py-16 lg:flex-row lg:items-center lg:justify-between lg:py-20">
        <div className="max-w-2xl">
          <h2 id={headingId} className="text-h2 font-bold tracking-tight text-balance">
            {title}
          </h2>
          <p className="mt-4 text-lead text-ink-100">{text}</p>
        </div>
        <ActionButtons actions={actions} defaults={["inverse", "outline-inverse"]} className="lg:shrink-0" />
      </div>
    </section>
  );
}
