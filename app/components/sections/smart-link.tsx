import type { ComponentProps } from "react";
import { Link, useLocation } from "react-router";
import type { Href } from "~/lib/href";
import { pagePath } from "~/lib/page-path";

type SmartLinkProps = Omit<ComponentProps<"a">, "href"> & { to: Href };

const EXTERNAL = /^https?:\/\//;
const PROTOCOL = /^(mailto|tel):/;

export const isExternal = (to: string): boolean => EXTERNAL.test(to);

/**
 * An internal path becomes a router <Link>; an absolute URL opens in a new tab and says so to screen readers;
 * mailto: and tel: stay plain links. Forwards className and props, so it works under <Button asChild>. A link to a
 * section of the page (`#demande`) is written against the page's path without React Router's trailing slash (031).
 */
export function SmartLink({ to, children, ...props }: SmartLinkProps) {
  const page = pagePath(useLocation().pathname);
  if (isExternal(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <span className="sr-only">{` ${__NEW_TAB__}`}</span>
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
    <Link to={to.startsWith("#") ? `${page}${to}` : to} {...props}>
      {children}
    </Link>
  );
}
