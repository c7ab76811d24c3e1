import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useReducer, useRef } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { LinkedinIcon } from "~/components/ui/linkedin-icon";
import { cn } from "~/lib/cn";
import { Logo } from "./logo";
import { INITIAL_MENU_STATE, menuReducer } from "./menu-state";
import { NavItemLink } from "./nav-item-link";
import type { HeaderContent, NavEntry, NavLinkItem, NavMenu } from "./shell-types";

const isMenu = (entry: NavEntry): entry is NavMenu => "items" in entry;

export function Header({ nav, skipLink, openMenu, closeMenu, social, contact }: HeaderContent) {
  const [state, dispatch] = useReducer(menuReducer, INITIAL_MENU_STATE);
  const headerRef = useRef<HTMLElement>(null);
  const location = useLocation();

  // A new page closes every menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger, not a value read
  useEffect(() => dispatch({ type: "close-all" }), [location.key]);

  // Escape closes the open menu and gives focus back to its button; a click outside closes everything.
  useEffect(() => {
    if (state.open === null && !state.mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // The innermost open disclosure is the last visible expanded button.
      const expanded = [
        ...(headerRef.current?.querySelectorAll<HTMLElement>('[aria-expanded="true"]') ?? []),
      ];
      const trigger = expanded.filter((button) => button.offsetParent !== null).at(-1);
      dispatch({ type: state.open ? "close" : "close-all" });
      trigger?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) dispatch({ type: "close-all" });
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
    };
  }, [state.open, state.mobileOpen]);

  const toggle = (id: string) => dispatch({ type: "toggle", id });

  return (
    <header
      ref={headerRef}
      className="sticky top-0 z-40 border-b border-ink-900/10 bg-white/95 backdrop-blur"
    >
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:z-50 focus:rounded-md focus:bg-ink-900 focus:px-4 focus:py-2 focus:text-white"
      >
        {skipLink}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-(--spacing-gutter) lg:h-18">
        <Logo />
        <nav aria-label="Navigation principale" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {nav.map((entry) => (
              <li key={entry.label} className="relative">
                {isMenu(entry) ? (
                  <DesktopMenu
                    menu={entry}
                    open={state.open === entry.id}
                    onToggle={() => toggle(entry.id)}
                  />
                ) : (
                  <NavItemLink
                    to={entry.to}
                    className={TOP_LINK}
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
          <HeaderButtons social={social} contact={contact} />
        </div>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-ink-50 lg:hidden"
          aria-expanded={state.mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => dispatch({ type: "toggle-mobile" })}
        >
          {state.mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{state.mobileOpen ? closeMenu : openMenu}</span>
        </button>
      </div>
      <nav
        id="mobile-menu"
        aria-label="Navigation mobile"
        hidden={!state.mobileOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-ink-900/10 bg-white px-(--spacing-gutter) pb-6 lg:hidden"
      >
        <ul className="divide-y divide-ink-900/10">
          {nav.map((entry) => (
            <li key={entry.label} className="py-1">
              {isMenu(entry) ? (
                <MobileMenu menu={entry} open={state.open === entry.id} onToggle={() => toggle(entry.id)} />
              ) : (
                <NavItemLink
                  to={entry.to}
                  className={MOBILE_LINK}
                  currentClassName={cn(MOBILE_LINK, "text-accent-700")}
                >
                  {entry.label}
                </NavItemLink>
              )}
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-col gap-3">
          <HeaderButtons social={social} contact={contact} />
        </div>
      </nav>
    </header>
  );
}

const TOP_LINK =
  "inline-flex h-10 items-center gap-1 rounded-full px-4 text-[0.95rem] font-medium text-ink-800 hover:bg-ink-50 hover:text-ink-950";
const MOBILE_LINK = "flex w-full items-center justify-between py-3 text-base font-semibold text-ink-900";
const SUB_LINK = "block rounded-md py-1.5 text-sm text-ink-700 hover:text-accent-700";
const SUB_CURRENT = "block py-1.5 text-sm font-semibold text-accent-700";

function HeaderButtons({ social, contact }: Pick<HeaderContent, "social" | "contact">) {
  return (
    <>
      <Button asChild variant="outline" size="sm" className="h-10">
        <a href={social.href} target="_blank" rel="noopener noreferrer">
          <LinkedinIcon />
          {social.label}
          <span className="sr-only"> (nouvel onglet)</span>
        </a>
      </Button>
      <Button asChild size="sm" className="h-10">
        <Link to={contact.to}>{contact.label}</Link>
      </Button>
    </>
  );
}

type MenuProps = { menu: NavMenu; open: boolean; onToggle: () => void };

function MenuButton({
  menu,
  open,
  onToggle,
  className,
  panelId,
}: MenuProps & { className: string; panelId: string }) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
    >
      {menu.label}
      <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", open && "rotate-180")} />
    </button>
  );
}

function DesktopMenu(props: MenuProps) {
  const { menu, open } = props;
  const wide = menu.items.length > 2 && menu.items.some((item) => item.children);
  return (
    <>
      <MenuButton
        {...props}
        panelId={`menu-${menu.id}`}
        className={cn(TOP_LINK, open && "bg-ink-50 text-ink-950")}
      />
      <div
        id={`menu-${menu.id}`}
        hidden={!open}
        className={cn(
          "absolute top-full left-0 mt-2 rounded-2xl border border-ink-900/10 bg-white p-5 shadow-card",
          wide ? "-left-40 w-[46rem]" : "w-80",
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
    </>
  );
}

function MobileMenu(props: MenuProps) {
  const { menu, open } = props;
  return (
    <>
      <MenuButton {...props} panelId={`mobile-menu-${menu.id}`} className={MOBILE_LINK} />
      <ul id={`mobile-menu-${menu.id}`} hidden={!open} className="space-y-4 pb-3 pl-3">
        {menu.items.map((item) => (
          <li key={item.to}>
            <MenuItem item={item} />
          </li>
        ))}
      </ul>
    </>
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
