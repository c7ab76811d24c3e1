import type { ReactNode } from "react";
import type { Family } from "~/pages";

/** The pages of one family: their blocks take the family's line colour from `data-line` (see app.css). */
export function LineRegion({ family, children }: { family: Family; children: ReactNode }) {
  return <div data-line={family}>{children}</div>;
}
