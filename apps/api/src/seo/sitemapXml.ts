import { escapeMarkup } from './markup.js'
import { placePath } from './placeUrl.js'

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_URL_LIMIT = 50_000

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>'
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

export interface SitemapPlace {
  nanoId: string
  title: string
  /** ISO 8601. */
  dateUpdated: string
}

/** A `<urlset>` of place pages, each with the spec's slug and its last change. */
export function urlSet(origin: string, places: readonly SitemapPlace[]): string {
  const urls = places.map(
    (p) =>
      `<url><loc>${escapeMarkup(origin + placePath(p.nanoId, p.title))}</loc>` +
      `<lastmod>${escapeMarkup(p.dateUpdated)}</lastmod></url>`,
  )
  return `${XML_HEAD}\n<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`
}

/** A `<sitemapindex>` naming files `/sitemap-1.xml` … `/sitemap-<files>.xml`. */
export function sitemapIndex(origin: string, files: number): string {
  const entries = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${escapeMarkup(`${origin}/sitemap-${i + 1}.xml`)}</loc></sitemap>`,
  )
  return `${XML_HEAD}\n<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`
}
