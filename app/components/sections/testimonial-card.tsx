import { Quote } from "lucide-react";
import { cn } from "~/lib/cn";
import { Disc } from "./disc";
import { initials } from "./initials";
import { LINE } from "./line";

export type TestimonialItem = {
  quote: string;
  /** The speaker's role, never a name: "DSI", "Responsable RH". */
  role: string;
  /** The kind of company: "scale-up fintech, Paris". */
  company: string;
  /** Results quoted with the testimonial: { value: "-37 %", label: "coûts" }. */
  figures?: readonly { value: string; label: string }[];
  /** The figures' list named for screen readers (« Résultats »), given with them. */
  figuresLabel?: string;
};

type TestimonialCardProps = { item: TestimonialItem; featured?: boolean };

/** One quote as a <figure>: blockquote, optional result chips, and a caption with a monogram. */
export function TestimonialCard({ item, featured = false }: TestimonialCardProps) {
  return (
    <figure
      className={cn(
        "flex w-full flex-col rounded-card bg-white text-ink-900 shadow-card",
        featured ? cn("border-l-4 p-8 lg:p-12", LINE.border) : "border border-ink-900/10 p-6",
      )}
    >
      <Quote aria-hidden="true" className={cn("mb-4 size-8 shrink-0", LINE.text)} />
      <blockquote className={cn("text-pretty", featured ? "text-xl leading-relaxed lg:text-2xl" : "text-lg")}>
        <p>{item.quote}</p>
      </blockquote>
      {item.figures && item.figures.length > 0 && (
        <ul className="mt-6 flex flex-wrap gap-2" aria-label={item.figuresLabel}>
          {item.figures.map((figure) => (
            <li key={figure.label} className={cn("rounded-full px-3 py-1 text-sm", LINE.soft)}>
              <strong className="font-bold tabular-nums">{figure.value}</strong> {figure.label}
            </li>
          ))}
        </ul>
      )}
      <figcaption className="mt-auto flex items-center gap-3 pt-6">
        <Disc tone={LINE.soft} className="size-11 shrink-0 text-sm">
          {initials(item.role)}
        </Disc>
        <span className="flex flex-col">
          <span className="font-semibold">{item.role}</span>
          <span className="text-sm text-ink-600">{item.company}</span>
        </span>
      </figcaption>
    </figure>
  );
}
