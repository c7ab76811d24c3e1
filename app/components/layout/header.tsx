import { ChevronDown, Menu, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { LinkedinIcon } from "~/components/ui/linkedin-icon";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";
import { NavItemLink } from "./nav-item-link";
import {
  type HeaderContent,
  type NavEntry,
  type NavLinkItem,
  type NavMenu,
  SKIP_LINK_ID,
} from "./shell-types";

const isMenu = (entry: NavEntry): entry is NavMenu => "items" in entry;

/**
 * The site header. Its dropdowns and the mobile menu are native <details>, so they open and close without any
 * script; `name` keeps one dropdown open at a time. The page's script adds Escape (closes the innermost menu and
 * gives the focus back to its summary) and a click outside (closes them all): `enhanceHeaderMenus`.
 */
export function Header({
  nav,
  skipLink,
  openMenu,
  closeMenu,
  mainNav,
  mobileNav,
  social,
  contact,
  logo,
  newTab,
}: HeaderContent) {
  return (
    <header
      data-enhance="header-menus"
      className="sticky top-0 z-40 border-b border-ink-900/10 bg-white/95 backdrop-blur print:hidden"
    >
      {/* Shown on keyboard focus only: the cookie choice of a mouse click sends the focus here unseen. */}
      <a
        id={SKIP_LINK_ID}
        href="#contenu"
        className="sr-only focus-visible:not-sr-only focus-visible:absolute focus-visible:left-4 focus-visible:top-3 focus-visible:z-50 focus-visible:rounded-md focus-visible:bg-ink-900 focus-visible:px-4 focus-visible:py-2 focus-visible:text-white"
      >
        {skipLink}
      </a>
      {/* Its height is the page's scroll padding (app.css): a focused element never ends up under the header. */}
      <div className="mx-auto flex h-(--header-bar-height) max-w-7xl items-center justify-between gap-6 px-(--spacing-gutter)">
        <Logo label={logo} />
        <nav aria-label={mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {nav.map((entry) => (
              <li key={entry.label} className="relative">
                {isMenu(entry) ? (
                  <DesktopMenu menu={entry} />
                ) : (
                  <NavItemLink
                    to={entry.to}
                    className={cn(TOP_LINK, "text-ink-800")}
                    currentClassName={cn(TOP_LINK, "text-accent-700")}
                  >
                    {entry.label}
                  </NavItemLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-2 lg:flex">
          <HeaderButtons social={social} contact={contact} newTab={newTab} />
        </div>
        {/* The panel is placed against the header (sticky, so positioned): it overlays the page, never pushes it. */}
        <details id="mobile-menu" className="group/mobile lg:hidden">
          <summary
            className={cn(
              SUMMARY,
              "flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-ink-50",
            )}
          >
            <Menu aria-hidden="true" className="group-open/mobile:hidden" />
            <X aria-hidden="true" className="hidden group-open/mobile:block" />
            <span className="sr-only group-open/mobile:hidden">{openMenu}</span>
            <span className="sr-only hidden group-open/mobile:inline">{closeMenu}</span>
          </summary>
          <nav
            aria-label={mobileNav}
            className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-b border-ink-900/10 bg-white px-(--spacing-gutter) pb-6 shadow-card"
          >
            <ul className="divide-y divide-ink-900/10">
              {nav.map((entry) => (
                <li key={entry.label} className="py-1">
                  {isMenu(entry) ? (
                    <MobileMenu menu={entry} />
                  ) : (
                    <NavItemLink
                      to={entry.to}
                      className={cn(MOBILE_LINK, "text-ink-900")}
                      currentClassName={cn(MOBILE_LINK, "text-accent-700")}
                    >
                      {entry.label}
                    </NavItemLink>
                  )}
                </li>
              ))}
            </ul>
            <div className="mt-4 flex flex-col gap-3">
              <HeaderButtons social={social} contact={contact} newTab={newTab} />
            </div>
          </nav>
        </details>
      </div>
    </header>
  );
}

/** A summary drawn as a button: no disclosure triangle, a pointer, a visible focus ring from the base styles. */
const SUMMARY = "cursor-pointer list-none [&::-webkit-details-marker]:hidden";
// Colours apart from layout: a current link swaps the colour instead of adding a second one.
const TOP_LINK =
  "inline-flex h-10 items-center gap-1 rounded-full px-4 text-[0.95rem] font-medium hover:bg-ink-50 hover:text-ink-950";
const MOBILE_LINK = "flex w-full items-center justify-between py-3 text-base font-semibold";
const SUB_LINK = "block rounded-md py-1.5 text-sm text-ink-700 hover:text-accent-700";
const SUB_CURRENT = "block py-1.5 text-sm font-semibold text-accent-700";

function HeaderButtons({ social, contact, newTab }: Pick<HeaderContent, "social" | "contact" | "newTab">) {
  return (
    <>
      <Button asChild variant="outline" size="sm" className="h-10">
        <a href={social.href} target="_blank" rel="noopener noreferrer">
          <LinkedinIcon />
          {social.label}
          {/* One text node, as the markup had it: a space then the words. */}
          <span className="sr-only">{` ${newTab}`}</span>
        </a>
      </Button>
      <Button asChild size="sm" className="h-10">
        <Link to={contact.to}>{contact.label}</Link>
      </Button>
    </>
  );
}

function Chevron({ group }: { group: "desktop" | "mobile-item" }) {
  return (
    <ChevronDown
      aria-hidden="true"
      className={cn(
        "size-4 transition-transform",
        group === "desktop" ? "group-open/menu:rotate-180" : "group-open/item:rotate-180",
      )}
    />
  );
}

function DesktopMenu({ menu }: { menu: NavMenu }) {
  const wide = menu.items.length > 2 && menu.items.some((item) => item.children);
  return (
    <details name="header-menu" className="group/menu">
      <summary
        className={cn(
          SUMMARY,
          TOP_LINK,
          "text-ink-800 group-open/menu:bg-ink-50 group-open/menu:text-ink-950",
        )}
      >
        {menu.label}
        <Chevron group="desktop" />
      </summary>
      <div
        id={`menu-${menu.id}`}
        className={cn(
          "absolute top-full mt-2 rounded-2xl border border-ink-900/10 bg-white p-5 shadow-card",
          wide ? "-left-40 w-[46rem]" : "left-0 w-80",
        )}
      >
        <ul className={cn("grid gap-5", wide && "grid-cols-3")}>
          {menu.items.map((item) => (
            <li key={item.to}>
              <MenuItem item={item} />
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

function MobileMenu({ menu }: { menu: NavMenu }) {
  return (
    <details name="mobile-menu-section" className="group/item">
      <summary className={cn(SUMMARY, MOBILE_LINK, "text-ink-900")}>
        {menu.label}
        <Chevron group="mobile-item" />
      </summary>
      <ul id={`mobile-menu-${menu.id}`} className="space-y-4 pb-3 pl-3">
        {menu.items.map((item) => (
          <li key={item.to}>
            <MenuItem item={item} />
          </li>
        ))}
      </ul>
    </details>
  );
}

function MenuItem({ item }: { item: NavLinkItem }) {
  return (
    <>
      <NavItemLink
        to={item.to}
        className="block rounded-md font-semibold text-ink-900 hover:text-accent-700"
        currentClassName="block font-semibold text-accent-700"
      >
        {item.label}
      </NavItemLink>
      {item.description && <p className="mt-0.5 text-sm leading-snug text-ink-600">{item.description}</p>}
      {item.children && (
        <ul className="mt-2 border-l border-ink-900/10 pl-3">
          {item.children.map((child) => (
            <li key={child.to}>
              <NavItemLink to={child.to} className={SUB_LINK} currentClassName={SUB_CURRENT}>
                {child.label}
              </NavItemLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
