/**
 * The title segment of map URLs: lower-cased, runs of whitespace as one hyphen (spec §2).
 * @example slugify('Café  Adler') // 'café-adler'
 */
export function slugify(title?: string | null): string {
  if (!title) return ''
  return title.trim().toLowerCase().replace(/\s+/g, '-')
}
