import { useId } from "react";
import { cn } from "~/lib/cn";

/**
 * A decorative lattice of diamonds and dots, after West African woven textiles, drawn inline (no image request).
 * Colour comes from `currentColor`: give it a text colour and an opacity through `className`.
 */
export function GeometricPattern({ className }: { className?: string }) {
  // Two patterns on one page must not share an id.
  const id = useId();
  return (
    <svg aria-hidden="true" focusable="false" className={cn("pointer-events-none absolute", className)}>
      <defs>
        <pattern id={id} width="56" height="56" patternUnits="userSpaceOnUse">
          <path d="M28 6 50 28 28 50 6 28Z" fill="none" stroke="currentColor" strokeWidth="1.25" />
          <path d="M28 18 38 28 28 38 18 28Z" fill="currentColor" fillOpacity="0.35" />
          <circle cx="0" cy="0" r="2" fill="currentColor" />
          <circle cx="56" cy="0" r="2" fill="currentColor" />
          <circle cx="0" cy="56" r="2" fill="currentColor" />
          <circle cx="56" cy="56" r="2" fill="currentColor" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill={`url(#${id})`} />
    </svg>
  );
}
