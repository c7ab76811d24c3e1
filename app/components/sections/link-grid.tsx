import type { LucideIcon } from "lucide-react";
import { useLocation } from "react-router";
import { cn } from "~/lib/cn";
import type { Href } from "~/lib/href";
import { pagePath } from "~/lib/page-path";
import { LINE } from "./line";
import { SmartLink } from "./smart-link";

export type LinkGridItem = { label: string; to: Href; description?: string; icon?: LucideIcon };

type LinkGridProps = {
  /** Names the navigation landmark (not displayed: the surrounding Section shows the heading). */
  title: string;
  links: readonly LinkGridItem[];
  /** The current page's card's mark (« Vous êtes ici »). */
  currentLabel: string;
};

// Without its border: the current card draws a thicker one, the others the usual one.
const CARD = "relative flex h-full flex-col rounded-card p-5 transition duration-150";

/** Navigation cards between sibling pages; the current page shows unlinked, marked `currentLabel`. */
export function LinkGrid({ title, links, currentLabel }: LinkGridProps) {
  const { pathname } = useLocation();

  return (
    <nav aria-label={title}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => {
          const Icon = link.icon;
          const current = pagePath(link.to) === pagePath(pathname);
          const icon = Icon && (
            <span
              className={cn("mb-4 inline-flex size-10 items-center justify-center rounded-lg", LINE.soft)}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
          );
          const description = link.description && (
            <p className="mt-1.5 text-sm text-ink-600">{link.description}</p>
          );

          if (current) {
            return (
              <li key={link.to}>
                <div aria-current="page" className={cn(CARD, "border-2 bg-white", LINE.border)}>
                  {icon}
                  <span className="font-semibold text-ink-900">{link.label}</span>
                  {description}
                  <span
                    className={cn(
                      "mt-3 self-start rounded-full px-2.5 py-0.5 text-xs font-semibold",
                      LINE.soft,
                    )}
                  >
                    {currentLabel}
                  </span>
                </div>
              </li>
            );
          }
          return (
            <li key={link.to}>
              {/* Only the label is the link (a short accessible name); its ::after stretches the click area. */}
              <div
                className={cn(
                  CARD,
                  "border border-ink-900/10 bg-white shadow-card hover:-translate-y-0.5 hover:border-ink-900/25 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-600",
                )}
              >
                {icon}
                <SmartLink
                  to={link.to}
                  className="font-semibold text-ink-900 after:absolute after:inset-0 after:rounded-card focus-visible:outline-none"
                >
                  {link.label}
                  <span aria-hidden="true" className={cn("ml-1", LINE.text)}>
                    →
                  </span>
                </SmartLink>
                {description}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
