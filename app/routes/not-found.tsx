import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { NOT_FOUND_PRERENDER_PATH } from "~/lib/not-found";

export const meta = () => [
  { title: "Page introuvable | LIF Group" },
  { name: "description", content: "La page que vous recherchez n’existe pas ou a été déplacée." },
  { name: "robots", content: "noindex" },
];

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The server logs the 404 too; this line catches broken links followed inside the app.
    if (pathname !== NOT_FOUND_PRERENDER_PATH) console.warn(`Page introuvable : ${pathname}`);
  }, [pathname]);
  return (
    <section className="mx-auto flex min-h-[65dvh] max-w-3xl flex-col items-start justify-center gap-6 px-(--spacing-gutter) py-20">
      <p className="text-7xl font-bold tracking-tight text-accent-600 tabular-nums sm:text-8xl">404</p>
      <h1 className="text-h2 font-bold tracking-tight">La page que vous recherchez n’existe pas</h1>
      <p className="text-lead text-ink-700">
        Cette page n’existe pas ou a été déplacée. Vérifiez l’adresse saisie, ou repartez de l’accueil pour
        retrouver nos services nearshore, nos formations et nos experts freelances.
      </p>
      <Button asChild size="lg">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Retour à l’accueil
        </Link>
      </Button>
    </section>
  );
}
