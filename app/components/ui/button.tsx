import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

// `forced-colors:border`: a contrast theme drops the background colour; the border it draws instead keeps the
// button's shape.
export const buttonVariants = cva(
  "forced-colors:border inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-accent-600 text-white hover:bg-accent-700",
        secondary: "bg-ink-900 text-white hover:bg-ink-800",
        outline: "border border-ink-900/20 bg-white text-ink-900 hover:border-ink-900/40 hover:bg-ink-50",
        inverse: "bg-white text-ink-900 hover:bg-ink-50",
        "outline-inverse": "border border-white/40 text-white hover:bg-white/10",
        ghost: "text-ink-900 hover:bg-ink-50",
      },
      size: {
        // Minimum heights: a caller may set a taller one (`h-10`) without two classes competing.
        sm: "min-h-9 px-4 text-sm",
        md: "min-h-11 px-5 text-[0.95rem]",
        lg: "min-h-13 px-7 text-base",
      },
      /** A long label wraps on a narrow screen instead of overflowing it. */
      wrap: {
        true: "py-3 text-center whitespace-normal",
        false: "whitespace-nowrap",
      },
    },
    defaultVariants: { variant: "primary", size: "md", wrap: false },
  },
);

type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** A button, or with `asChild` a link styled as one (`<Button asChild><Link …/></Button>`). */
export function Button({ className, variant, size, wrap, asChild = false, ...props }: ButtonProps) {
  const Component = asChild ? Slot : "button";
  return <Component className={cn(buttonVariants({ variant, size, wrap }), className)} {...props} />;
}
