import { cn } from "~/lib/cn";
import src from "./training-illustration.svg?no-inline";

/**
 * The training line's picture, drawn rather than photographed: a lab terminal, a small network and a shield
 * with a certification seal, in LIF Form's colours. A file rather than inline SVG: it sits below the first
 * screen, and its 0.6 KB compressed took the LIF Form page's HTML past one round trip (docs/decisions/014).
 */
export function TrainingIllustration({ alt, className }: { alt: string; className?: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={480}
      height={360}
      loading="lazy"
      decoding="async"
      // The picture's own background while it loads.
      className={cn("h-auto w-full bg-line-50", className)}
    />
  );
}
