import type { ComponentProps } from "react";
import { Section } from "./section";
import { type TestimonialItem, Testimonials } from "./testimonials";

type TestimonialsSectionProps = Omit<ComponentProps<typeof Section>, "children"> & {
  items: readonly TestimonialItem[];
};

/** A section of client quotes under its heading (`{...content}` spreads both). */
export function TestimonialsSection({ items, ...section }: TestimonialsSectionProps) {
  return (
    <Section {...section}>
      <Testimonials items={items} />
    </Section>
  );
}
