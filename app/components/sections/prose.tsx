import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

// Typography for long text (legal pages) without the typography plugin: child selectors style plain HTML.
const PROSE = [
  "max-w-3xl text-ink-800",
  "[&_h2]:mt-12 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-ink-900 [&_h2]:text-balance",
  "[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-h3 [&_h3]:font-semibold [&_h3]:text-ink-900",
  "[&>:first-child]:mt-0 [&_p]:my-4",
  "[&_ul]:my-4 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li::marker]:text-ink-500",
  "[&_a]:font-medium [&_a]:text-accent-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-accent-800",
  "[&_strong]:font-semibold [&_strong]:text-ink-900",
  "[&_table]:my-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-sm",
  "[&_th]:border [&_th]:border-ink-900/15 [&_th]:bg-ink-50 [&_th]:px-3 [&_th]:py-2 [&_th]:text-left [&_th]:align-top [&_th]:font-semibold",
  "[&_td]:border [&_td]:border-ink-900/15 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_td]:[overflow-wrap:anywhere]",
].join(" ");

/** A typographic wrapper for long text written as plain HTML elements (h2, h3, p, lists, links, tables). */
export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn(PROSE, className)}>{children}</div>;
}
