/**
 * Service-line colours as static class strings. Tailwind generates only classes it reads whole, so a block
 * picks a string from here; which line it shows comes from the nearest `data-line` (see app.css).
 */
export const LINE = {
  /** Text on white or a light tint (eyebrows, numerals, links): the -700 shade, AA on white. */
  text: "text-line-700",
  /** Text on a dark navy background (eyebrows on dark). */
  textOnDark: "text-line-100",
  /** Link colour with its hover state. */
  link: "text-line-700 hover:text-line-hover",
  /** Tinted square, chip or badge: light background, dark text. */
  soft: "bg-line-50 text-line-700",
  /** Solid mark with white text (timeline markers, check bullets). */
  solid: "bg-line-600 text-white",
  /** Filled bar or swatch. */
  fill: "bg-line-600",
  /** Thin decorative rule (timeline line). */
  line: "bg-line-100",
  /** Left or top border. */
  border: "border-line-600",
  /** currentColor for inline SVG patterns. */
  pattern: "text-line-600",
  /** Start of a light background wash (with bg-linear-to-*). */
  wash: "from-line-50",
  /** Segment fills for a split bar, strongest first. */
  segments: ["bg-line-700", "bg-line-600/75", "bg-line-600/45", "bg-ink-700", "bg-ink-500", "bg-ink-100"],
} as const;
