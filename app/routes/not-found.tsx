import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { navigation } from "~/content/navigation";

const copy = navigation.notFound;

export const meta = () => [
  { title: copy.title },
  { name: "description", content: copy.description },
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  return (
    // A static host without redirect rules answers a legacy URL with this page: its script sends the visitor on.
    <section
      data-enhance="legacy-redirect"
      className="mx-auto flex min-h-[65dvh] max-w-3xl flex-col items-start justify-center gap-6 px-(--spacing-gutter) py-20"
    >
      <p className="text-7xl font-bold tracking-tight text-accent-600 tabular-nums sm:text-8xl">
        {copy.code}
      </p>
      <h1 className="text-h2 font-bold tracking-tight">{copy.heading}</h1>
      <p className="text-lead text-ink-700">{copy.text}</p>
      <Button asChild size="lg">
        <Link to={copy.home.to}>
          <ArrowLeft aria-hidden="true" />
          {copy.home.label}
        </Link>
      </Button>
    </section>
  );
}
