import { Outlet } from "react-router";
import { LineRegion } from "~/components/layout/line-region";

/** Layout of the legal pages: their line colour, set once. */
export default function LegalLayout() {
  return (
    <LineRegion family="legal">
      <Outlet />
    </LineRegion>
  );
}
