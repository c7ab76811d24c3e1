import { type ClassValue, clsx } from "clsx";

/** Joins class names, leaving out the falsy ones. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
