/** A page's `searchParams` value: absent, given once, or repeated (`?id=1&id=2`). */
export type SearchParamValue = string | string[] | undefined;

/**
 * The first value of a query parameter, trimmed; undefined when it is absent or blank, so a page
 * treats `?token=` and `?token=%20` like no token at all.
 */
export function first(value: SearchParamValue): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}
