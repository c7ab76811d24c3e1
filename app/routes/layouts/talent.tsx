import { Outlet } from "react-router";
import { LineRegion } from "~/components/layout/line-region";
import { LinkGrid } from "~/components/sections/link-grid";
import { Section } from "~/components/sections/section";
import { INTERFACE } from "~/content/files/interface";
import { talentExplore } from "~/content/talent/explore";

/** Layout of the LIF Talent pages: their line colour, set once, then the explorer of the five pages. */
export default function TalentLayout() {
  return (
    <LineRegion family="talent">
      <Outlet />
      <Section {...talentExplore}>
        <LinkGrid
          title={talentExplore.navLabel}
          links={talentExplore.links}
          currentLabel={INTERFACE.pageCards.current}
        />
      </Section>
    </LineRegion>
  );
}
