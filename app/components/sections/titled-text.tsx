import type { ReactNode } from "react";

type TitledTextProps = {
  title: ReactNode;
  text: ReactNode;
  /** "h3" where the title heads a part of the page (a commitment of a charter); a plain line otherwise. */
  titleAs?: "p" | "h3";
  titleClassName?: string;
  textClassName?: string;
};

/** A short title with its text under it, beside a number or a mark: a step, a commitment, a source of revenue. */
export function TitledText({
  title,
  text,
  titleAs: Title = "p",
  titleClassName = "font-semibold text-ink-900",
  textClassName = "mt-1 text-ink-600",
}: TitledTextProps) {
  return (
    <div>
      <Title className={titleClassName}>{title}</Title>
      <p className={textClassName}>{text}</p>
    </div>
  );
}
