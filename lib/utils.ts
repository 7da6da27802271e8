import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * Joins class names without resolving Tailwind conflicts: for the site-wide client components,
 * which never pass conflicting classes and must not carry tailwind-merge (about 9 KB gzipped)
 * into every page's first load.
 */
export { clsx as cx } from "clsx";
