import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { pagePath } from "~/lib/page-path";

type NavItemLinkProps = { to: string; className?: string; currentClassName?: string; children: ReactNode };

/** A navigation link that shows the current page unlinked, marked aria-current="page". */
export function NavItemLink({ to, className, currentClassName, children }: NavItemLinkProps) {
  if (pagePath(useLocation().pathname) === to) {
    return (
      <span aria-current="page" className={currentClassName ?? className}>
        {children}
      </span>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
