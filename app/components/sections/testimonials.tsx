import { cn } from "~/lib/cn";
import { TestimonialCard, type TestimonialItem } from "./testimonial-card";

export type { TestimonialItem };

type TestimonialsProps = { items: readonly TestimonialItem[] };

/** Client quotes signed with a role and a kind of company; one quote renders as a wide featured card. */
export function Testimonials({ items }: TestimonialsProps) {
  const [only] = items;
  if (items.length === 1 && only) {
    return <TestimonialCard item={only} featured />;
  }
  return (
    <ul className={cn("grid gap-6 md:grid-cols-2", items.length >= 3 && "lg:grid-cols-3")}>
      {items.map((item) => (
        <li key={item.quote} className="flex">
          <TestimonialCard item={item} />
        </li>
      ))}
    </ul>
  );
}
