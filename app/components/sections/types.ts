import type { VariantProps } from "class-variance-authority";
import type { buttonVariants } from "~/components/ui/button";

/** A link as data: `to` is an internal path ("/contact") or an absolute URL ("https://…"). */
export type LinkData = { label: string; to: string };

export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>["variant"]>;

/** A call to action rendered as a button-styled link. */
export type ActionData = LinkData & { variant?: ButtonVariant };
