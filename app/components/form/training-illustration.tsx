import { useId } from "react";
import { cn } from "~/lib/cn";

/**
 * The training line's picture, drawn rather than photographed: a lab terminal, a small network and a shield
 * with a certification seal, in the page's line colour. Inline SVG: no image request, no layout shift.
 */
export function TrainingIllustration({ alt, className }: { alt: string; className?: string }) {
  const titleId = useId();
  // Two illustrations on one page must not share a pattern id.
  const dotsId = useId();
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox="0 0 480 360"
      className={cn("h-auto w-full", className)}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={titleId}>{alt}</title>
      <rect width="480" height="360" rx="28" className="fill-line-50" />
      {/* Dotted grid, after the group's textile pattern. */}
      <defs>
        <pattern id={dotsId} width="48" height="50" patternUnits="userSpaceOnUse">
          <circle cx="24" cy="25" r="2.5" className="fill-line-600" />
        </pattern>
      </defs>
      <rect width="480" height="360" rx="28" fill={`url(#${dotsId})`} opacity="0.18" />

      {/* The lab terminal. */}
      <g>
        <rect x="36" y="58" width="262" height="190" rx="16" className="fill-ink-900" />
        <rect x="36" y="58" width="262" height="34" rx="16" className="fill-ink-800" />
        <rect x="36" y="76" width="262" height="16" className="fill-ink-800" />
        <circle cx="58" cy="75" r="5" className="fill-accent-600" />
        <circle cx="76" cy="75" r="5" className="fill-line-100" />
        <circle cx="94" cy="75" r="5" className="fill-line-100" opacity="0.6" />
        <g className="fill-line-100">
          <rect x="58" y="112" width="14" height="8" rx="4" className="fill-accent-600" />
          <rect x="80" y="112" width="120" height="8" rx="4" />
          <rect x="58" y="134" width="168" height="8" rx="4" opacity="0.55" />
          <rect x="58" y="156" width="96" height="8" rx="4" opacity="0.55" />
          <rect x="162" y="156" width="72" height="8" rx="4" opacity="0.3" />
          <rect x="58" y="178" width="14" height="8" rx="4" className="fill-accent-600" />
          <rect x="80" y="178" width="150" height="8" rx="4" />
          <rect x="58" y="200" width="120" height="8" rx="4" opacity="0.55" />
          <rect x="58" y="222" width="10" height="12" rx="2" />
        </g>
      </g>

      {/* A small network: a router and three hosts. */}
      <g className="stroke-line-600" strokeWidth="3" strokeLinecap="round">
        <line x1="370" y1="104" x2="330" y2="46" />
        <line x1="370" y1="104" x2="436" y2="74" />
        <line x1="370" y1="104" x2="420" y2="170" />
        <line x1="298" y1="150" x2="370" y2="104" strokeDasharray="2 8" />
      </g>
      <circle cx="370" cy="104" r="20" className="fill-line-600" />
      <path
        d="M360 104h20M370 94v20"
        className="stroke-white"
        strokeWidth="3.5"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="330" cy="46" r="11" className="fill-white stroke-line-600" strokeWidth="3" />
      <circle cx="436" cy="74" r="11" className="fill-white stroke-line-600" strokeWidth="3" />
      <circle cx="420" cy="170" r="11" className="fill-white stroke-line-600" strokeWidth="3" />

      {/* The shield with its check mark. */}
      <path
        d="M262 196c30-6 52-16 68-28 16 12 38 22 68 28v46c0 44-30 70-68 86-38-16-68-42-68-86z"
        className="fill-line-700"
      />
      <path
        d="M272 204c26-6 44-14 58-24 14 10 32 18 58 24v38c0 38-26 60-58 74-32-14-58-36-58-74z"
        className="fill-line-600"
      />
      <path
        d="m304 254 18 18 36-38"
        className="stroke-white"
        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />

      {/* The certification seal. */}
      <g>
        <path d="M106 276l-14 54 22-12 16 18 8-52z" className="fill-accent-600" />
        <path d="M142 276l14 54-22-12-16 18-8-52z" className="fill-accent-700" />
        <circle cx="124" cy="268" r="36" className="fill-white stroke-accent-600" strokeWidth="6" />
        <path d="m124 248 6 13 14 2-10 10 2 14-12-7-12 7 2-14-10-10 14-2z" className="fill-accent-600" />
      </g>
    </svg>
  );
}
