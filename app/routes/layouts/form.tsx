import { Outlet } from "react-router";
import { LineRegion } from "~/components/layout/line-region";

/** Layout of the form pages: their line colour, set once. */
export default function FormLayout() {
  return (
    <LineRegion family="form">
      <Outlet />
    </LineRegion>
  );
}
