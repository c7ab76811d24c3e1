import type { NavEntry, NavLinkItem } from "~/components/layout/shell-types";
import navigationFile from "../../../content/navigation.json" with { type: "json" };
import type { NavigationFile } from "./navigation-schema";
import { readCopy } from "./read-copy";

/**
 * The labels of the header's menus and of the footer's columns (content/navigation.json, « Navigation » at
 * /admin/), typeset. Each link names a page of the page table (app/pages.ts): the build refuses one that does not
 * exist (./navigation-schema.ts). What the shell adds from the settings (phone, e-mail, addresses, LinkedIn) and
 * the shared call to action stay in ../navigation.ts.
 */
const file = readCopy("content/navigation.json", navigationFile as NavigationFile);

/** A menu's page: its sub-pages only when it has some (the header draws a wide panel for those). */
const menuItem = ({ children, ...item }: NavigationFile["header"]["menus"][number]["items"][number]) =>
  (children && children.length > 0 ? { ...item, children } : item) satisfies NavLinkItem;

/** The header's menus, then its direct links, in the file's order. */
export const NAV: readonly NavEntry[] = [
  ...file.header.menus.map((menu) => ({ ...menu, items: menu.items.map(menuItem) })),
  ...file.header.links,
];

export const NAVIGATION_LABELS = { header: file.header, footer: file.footer };
