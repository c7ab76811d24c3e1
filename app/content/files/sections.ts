import type { FeatureItem } from "~/components/sections/feature-grid";
import type { LinkGridItem } from "~/components/sections/link-grid";
import { ICONS } from "./icons";
import type { IconName } from "./schema-parts";

/**
 * A page's copy file, read (./read-copy.ts), turned into the props of the site's section blocks: the shapes of
 * ./section-parts.ts become the components' types. No zod here: the pages' scripts never carry a schema. The
 * file writes an untouched optional field as null (./schema-parts.ts, `optional`); a block wants it absent.
 */

/** `T` with its null-valued fields made optional and without null, all the way down. */
export type Present<T> = T extends readonly (infer U)[]
  ? Present<U>[]
  : T extends object
    ? { [K in keyof T as null extends T[K] ? never : K]: Present<T[K]> } & {
        [K in keyof T as null extends T[K] ? K : never]?: Present<Exclude<T[K], null>>;
      }
    : T;

/** The value with every null field left out, in objects and lists at any depth. */
export function present<T>(value: T): Present<T> {
  if (Array.isArray(value)) return value.map(present) as Present<T>;
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== null)
        .map(([key, inner]) => [key, present(inner)]),
    ) as Present<T>;
  return value as Present<T>;
}

type Named<T> = Omit<T, "icon"> & { icon: IconName };

/** Feature cards with their icon drawn (./icons.ts) and no empty link or badge. */
export function featureItems(items: readonly Present<Named<FeatureItem>>[]): FeatureItem[] {
  return items.map((item) => ({ ...item, icon: ICONS[item.icon] }));
}

/** Link cards with their icon drawn. */
export function linkItems(items: readonly Present<Named<LinkGridItem>>[]): LinkGridItem[] {
  return items.map((item) => ({ ...item, icon: ICONS[item.icon] }));
}
