import { Outlet, useMatches } from "react-router";
import { LineRegion } from "~/components/layout/line-region";
import { ShoreExplore, type ShoreExploreProps } from "~/components/shore/shore-explore";
import { INTERFACE } from "~/content/files/interface";
import { explore as shoreExplore } from "~/content/shore/explore";

/** What a LIF Shore page says of the explorer block below it: how it looks there, or `false` for none. */
export type ShoreHandle = { explore: Partial<Pick<ShoreExploreProps, "tone" | "title" | "intro">> | false };

/** Layout of the LIF Shore pages: their line colour, then the explorer of the six sub-pages they share. */
export default function ShoreLayout() {
  const leaf = useMatches().at(-1);
  const explore = (leaf?.handle as ShoreHandle | undefined)?.explore ?? false;
  return (
    <LineRegion family="shore">
      <Outlet />
      {explore && <ShoreExplore {...shoreExplore} {...explore} currentLabel={INTERFACE.pageCards.current} />}
    </LineRegion>
  );
}
