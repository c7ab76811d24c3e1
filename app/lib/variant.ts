import type { Variant } from "~/pages";
import { ORIGINS } from "./origins";

/** The variant this build was made for (scripts/build.mjs sets VITE_SITE_VARIANT per build). */
export const VARIANT: Variant = import.meta.env.VITE_SITE_VARIANT === "be" ? "be" : "fr";

/** The public origin of a variant, used for canonical and Open Graph URLs. */
export function originOf(variant: Variant): string {
  return ORIGINS[variant];
}
