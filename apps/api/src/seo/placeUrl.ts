import { slugify } from '@quo/branch-config'

/**
 * Controls have no place in a URL (`%00` is refused by the server as a path), and a lone
 * surrogate cannot be percent-encoded at all.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const UNENCODABLE = /[\u0000-\u001f\u007f\uD800-\uDFFF]/gu

/**
 * The path of a place's page with the spec's slug (docs/product.md §2), percent-encoded so it can stand
 * in a sitemap or a `<link rel="canonical">` as it is.
 * @example placePath('abcDEF123456', 'Café  Adler') // '/map/place/abcDEF123456/caf%C3%A9-adler'
 */
export function placePath(nanoId: string, title: string | null | undefined): string {
  const slug = slugify(title).replace(UNENCODABLE, '')
  return slug ? `/map/place/${nanoId}/${encodeURIComponent(slug)}` : `/map/place/${nanoId}`
}
