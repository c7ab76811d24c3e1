import { type ClassValue, clsx } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// Our type scale (text-display, text-h2, ...) are font sizes, not colours: without this, merging
// `text-lead` with `text-ink-600` would silently drop the size.
const twMerge = extendTailwindMerge({ extend: { theme: { text: ["display", "h2", "h3", "lead"] } } });

/** Joins class names and lets a later Tailwind class override an earlier one. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
