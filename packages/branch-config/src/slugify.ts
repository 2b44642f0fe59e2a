/**
 * The title segment of map URLs (docs/product.md §2): trimmed, lower-cased, each run of whitespace one
 * hyphen; an absent title gives '' so the route still matches without a title.
 * @example slugify('Café  Adler') // 'café-adler'
 */
export function slugify(title?: string | null): string {
  if (!title) return ''
  return title.trim().toLowerCase().replace(/\s+/g, '-')
}
