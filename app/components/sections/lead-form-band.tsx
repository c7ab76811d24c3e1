import { Phone } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "~/lib/cn";
import { CheckList } from "./check-list";
import { LINE } from "./line";
import { Section, type SectionTone } from "./section";
import type { LinkData } from "./types";

/** What the visitor gets once the form is sent, shown beside it. */
export type LeadPromises = {
  /** A small uppercase label above the list. */
  eyebrow?: string;
  /** An h3 above the list. */
  title?: string;
  intro?: string;
  items: readonly string[];
  /** A closing line under the list (response time, use of the data). */
  note?: string;
  /** In a light card of its own rather than on the band. */
  framed?: boolean;
};

/** A phone number for those who would rather call: the question, the number as a tel: link, the hours. */
export type LeadPhone = { question: string; link: LinkData & { to: `tel:${string}` }; hours: string };

export type LeadFormBandProps = {
  /** Anchor the page's buttons point at. */
  id: string;
  /** A section heading, for a form that does not bring its own h2; without it the band is a plain anchor. */
  eyebrow?: string;
  title?: string;
  intro?: string;
  /** The band's background: a wash of the line's colour, or a light tone of Section. */
  tone?: "wash" | Exclude<SectionTone, "dark">;
  promises: LeadPromises;
  phone?: LeadPhone;
  /** Put the form in a white card (for a form that has none of its own). */
  formCard?: boolean;
  /** The promises before the form on a desktop (the form still comes first on a phone). */
  promisesFirst?: boolean;
  /** The form. */
  children: ReactNode;
};

const BAND: Record<NonNullable<LeadFormBandProps["tone"]>, string> = {
  wash: cn("bg-linear-to-b to-white", LINE.wash),
  white: "bg-white",
  muted: "bg-ink-50",
  sand: "bg-sand-50",
};

// Whole class names, so Tailwind generates them: the form's column is the wider one.
const GRID = {
  formFirst: {
    framed: "lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]",
    plain: "lg:grid-cols-[minmax(0,1.45fr)_minmax(0,1fr)]",
  },
  promisesFirst: {
    framed: "lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)]",
    plain: "lg:grid-cols-[minmax(0,1fr)_minmax(0,1.45fr)]",
  },
} as const;

/**
 * A lead form beside what the visitor gets once it is sent (and, if given, a phone number). The form, passed as
 * children, keeps the wider column; a framed list of promises gets a little more room than a plain one.
 */
export function LeadFormBand({
  id,
  eyebrow,
  title,
  intro,
  tone = "wash",
  promises,
  phone,
  formCard = false,
  promisesFirst = false,
  children,
}: LeadFormBandProps) {
  const grid = cn(
    "grid gap-10 lg:items-start",
    GRID[promisesFirst ? "promisesFirst" : "formFirst"][promises.framed ? "framed" : "plain"],
  );
  const body = (
    <>
      <div
        className={
          cn(
            formCard && "rounded-card border border-ink-900/10 bg-white p-6 shadow-card sm:p-8 lg:p-10",
            promisesFirst && "lg:col-start-2 lg:row-start-1",
          ) || undefined
        }
      >
        {children}
      </div>
      <div className={promisesFirst ? "lg:col-start-1 lg:row-start-1" : undefined}>
        <PromiseList promises={promises} />
        {phone && <PhoneNote phone={phone} />}
      </div>
    </>
  );

  if (title) {
    return (
      <Section
        id={id}
        eyebrow={eyebrow}
        title={title}
        intro={intro}
        tone={tone === "wash" ? "white" : tone}
        className={tone === "wash" ? BAND.wash : undefined}
      >
        <div className={grid}>{body}</div>
      </Section>
    );
  }
  return (
    <div id={id} className={BAND[tone]}>
      <div className={cn("mx-auto max-w-7xl px-(--spacing-gutter) py-(--spacing-section)", grid)}>{body}</div>
    </div>
  );
}

function PromiseList({ promises }: { promises: LeadPromises }) {
  const { eyebrow, title, intro, items, note, framed = false } = promises;
  return (
    <div
      className={
        framed ? "rounded-card border border-line-600/20 bg-white/80 p-6 lg:mt-10 lg:p-8" : "lg:pt-4"
      }
    >
      {eyebrow && (
        <p className={cn("text-sm font-semibold tracking-wider uppercase", LINE.text)}>{eyebrow}</p>
      )}
      {title && <h3 className="text-h3 font-semibold tracking-tight text-ink-900">{title}</h3>}
      {intro && <p className="mt-3 text-ink-600">{intro}</p>}
      <CheckList items={items} className={eyebrow ? "mt-5" : "mt-6"} />
      {note && <p className="mt-6 border-t border-ink-900/10 pt-5 text-sm text-ink-600">{note}</p>}
    </div>
  );
}

function PhoneNote({ phone }: { phone: LeadPhone }) {
  return (
    <p className="mt-8 flex items-start gap-3 rounded-card border border-ink-900/10 bg-white p-5 text-ink-800">
      <Phone aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", LINE.text)} />
      <span>
        {phone.question}{" "}
        <a
          href={phone.link.to}
          className={cn("font-semibold whitespace-nowrap underline underline-offset-4", LINE.text)}
        >
          {phone.link.label}
        </a>
        <span className="block text-sm text-ink-600">{phone.hours}</span>
      </span>
    </p>
  );
}
