import type { VariantProps } from "class-variance-authority";
import type { buttonVariants } from "~/components/ui/button";
import type { Href } from "~/lib/href";

/** A link as data: `to` is a page of the page table, a fragment, or an external address (see Href). */
export type LinkData = { label: string; to: Href };

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>["variant"]>;

/** A call to action rendered as a button-styled link. */
export type ActionData = LinkData & { variant?: ButtonVariant };
