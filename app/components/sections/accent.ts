/**
 * Service-line colours as complete, static class strings: Tailwind only generates classes it can read whole
 * in the source, so a block never builds `text-${accent}-700` at run time; it picks a string from here.
 */
export type Accent = "shore" | "form" | "talent" | "brand";

export type AccentClasses = {
  /** Text on white or a light tint (eyebrows, numerals, links): the -700 shade, AA on white. */
  text: string;
  /** Text on a dark navy background (eyebrows on dark). */
  textOnDark: string;
  /** Link colour with its hover state. */
  link: string;
  /** Tinted square, chip or badge: light background, dark text. */
  soft: string;
  /** Solid mark with white text (timeline markers, check bullets). */
  solid: string;
  /** Filled bar or swatch. */
  fill: string;
  /** Thin decorative rule (timeline line). */
  line: string;
  /** Left or top border. */
  border: string;
  /** currentColor for inline SVG patterns. */
  pattern: string;
  /** Start of a light background wash (with bg-linear-to-*). */
  wash: string;
  /** Segment fills for a split bar, strongest first. */
  segments: readonly string[];
};

export const ACCENT: Record<Accent, AccentClasses> = {
  shore: {
    text: "text-shore-700",
    textOnDark: "text-shore-100",
    link: "text-shore-700 hover:text-shore-600",
    soft: "bg-shore-50 text-shore-700",
    solid: "bg-shore-600 text-white",
    fill: "bg-shore-600",
    line: "bg-shore-100",
    border: "border-shore-600",
    pattern: "text-shore-600",
    wash: "from-shore-50",
    segments: [
      "bg-shore-700",
      "bg-shore-600/75",
      "bg-shore-600/45",
      "bg-ink-700",
      "bg-ink-500",
      "bg-ink-100",
    ],
  },
  form: {
    text: "text-form-700",
    textOnDark: "text-form-100",
    link: "text-form-700 hover:text-form-600",
    soft: "bg-form-50 text-form-700",
    solid: "bg-form-600 text-white",
    fill: "bg-form-600",
    line: "bg-form-100",
    border: "border-form-600",
    pattern: "text-form-600",
    wash: "from-form-50",
    segments: ["bg-form-700", "bg-form-600/75", "bg-form-600/45", "bg-ink-700", "bg-ink-500", "bg-ink-100"],
  },
  talent: {
    text: "text-talent-700",
    textOnDark: "text-talent-100",
    link: "text-talent-700 hover:text-talent-600",
    soft: "bg-talent-50 text-talent-700",
    solid: "bg-talent-600 text-white",
    fill: "bg-talent-600",
    line: "bg-talent-100",
    border: "border-talent-600",
    pattern: "text-talent-600",
    wash: "from-talent-50",
    segments: [
      "bg-talent-700",
      "bg-talent-600/75",
      "bg-talent-600/45",
      "bg-ink-700",
      "bg-ink-500",
      "bg-ink-100",
    ],
  },
  brand: {
    text: "text-accent-700",
    textOnDark: "text-accent-100",
    link: "text-accent-700 hover:text-accent-800",
    soft: "bg-accent-50 text-accent-700",
    solid: "bg-accent-600 text-white",
    fill: "bg-accent-600",
    line: "bg-accent-100",
    border: "border-accent-600",
    pattern: "text-accent-600",
    wash: "from-accent-50",
    segments: [
      "bg-accent-700",
      "bg-accent-600/75",
      "bg-accent-600/45",
      "bg-ink-700",
      "bg-ink-500",
      "bg-ink-100",
    ],
  },
};
