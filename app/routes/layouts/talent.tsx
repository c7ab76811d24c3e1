import { Outlet } from "react-router";
import { LineRegion } from "~/components/layout/line-region";

/** Layout of the talent pages: their line colour, set once. */
export default function TalentLayout() {
  return (
    <LineRegion family="talent">
      <Outlet />
    </LineRegion>
  );
}
