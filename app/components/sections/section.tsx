import { type ReactNode, useId } from "react";
import { cn } from "~/lib/cn";
import type { ServiceLine } from "~/pages";
import { LINE } from "./line";

export type SectionTone = "white" | "muted" | "sand" | "dark";

type SectionProps = {
  /** Anchor of the section; its heading gets `${id}-titre`. */
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  tone?: SectionTone;
  align?: "left" | "center";
  /** A section that speaks for one service line inside a page of another family (the home page). */
  line?: ServiceLine;
  /** Colour of the eyebrow. */
  className?: string;
  children?: ReactNode;
};

const TONE: Record<SectionTone, string> = {
  white: "bg-white text-ink-900",
  muted: "bg-ink-50 text-ink-900",
  sand: "bg-sand-50 text-ink-900",
  dark: "bg-ink-900 text-white",
};

/** A page section: an h2 with its optional eyebrow and intro, then the blocks passed as children. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = "white",
  align = "left",
  line,
  className,
  children,
}: SectionProps) {
  const generatedId = useId();
  const headingId = id ? `${id}-titre` : generatedId;
  const dark = tone === "dark";
  const centered = align === "center";

  return (
    <section id={id} data-line={line} aria-labelledby={headingId} className={cn(TONE[tone], className)}>
      <div className="mx-auto max-w-7xl px-(--spacing-gutter) py-(--spacing-section)">
        <div className={cn("max-w-3xl", centered && "mx-auto text-center")}>
          {eyebrow && (
            <p
              className={cn(
                "mb-3 text-sm font-semibold tracking-wider uppercase",
                dark ? LINE.textOnDark : LINE.text,
              )}
            >
              {eyebrow}
            </p>
          )}
          <h2 id={headingId} className="text-h2 font-bold tracking-tight text-balance">
            {title}
          </h2>
          {intro && <p className={`mt-4 text-lead ${dark ? "text-ink-100" : "text-ink-600"}`}>{intro}</p>}
        </div>
        {children && <div className="mt-10 lg:mt-14">{children}</div>}
      </div>
    </section>
  );
}
