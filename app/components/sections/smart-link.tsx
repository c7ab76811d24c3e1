import type { ComponentProps } from "react";
import { Link } from "react-router";
import type { Href } from "~/lib/href";

type SmartLinkProps = Omit<ComponentProps<"a">, "href"> & { to: Href };

const EXTERNAL = /^https?:\/\//;
const PROTOCOL = /^(mailto|tel):/;

export const isExternal = (to: string): boolean => EXTERNAL.test(to);

/**
 * An internal path becomes a router <Link>; an absolute URL opens in a new tab and says so to screen readers;
 * mailto: and tel: stay plain links. Forwards className and props, so it works under <Button asChild>.
 */
export function SmartLink({ to, children, ...props }: SmartLinkProps) {
  if (isExternal(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <span className="sr-only"> (nouvel onglet)</span>
      </a>
    );
  }
  if (PROTOCOL.test(to)) {
    return (
      <a href={to} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} {...props}>
      {children}
    </Link>
  );
}
