import { Outlet } from "react-router";
import { LineRegion } from "~/components/layout/line-region";

/** Layout of the group pages: their line colour, set once. */
export default function GroupLayout() {
  return (
    <LineRegion family="group">
      <Outlet />
    </LineRegion>
  );
}
