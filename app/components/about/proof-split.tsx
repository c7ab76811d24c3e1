import type { ReactNode } from "react";
import { CheckList } from "~/components/sections/check-list";

type ProofSplitProps = {
  /** What we do, concretely: one action per line. */
  points: readonly string[];
  /** The proof shown beside the actions: a figure card, a chart. */
  children: ReactNode;
};

/** Actions on the left, their proof on the right; stacked on a phone. */
export function ProofSplit({ points, children }: ProofSplitProps) {
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:items-start lg:gap-16">
      <CheckList items={points} />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
