import type { PlaceSummary } from '../repositories/pageRecordRepository.js'
import { escapeMarkup } from './markup.js'
import { placePath } from './placeUrl.js'
import { jsonLdMarkup, structuredData } from './structuredData.js'

/** Search engines show about this much of a description; longer ones are cut at a word. */
const DESCRIPTION_LENGTH = 160

/** The site a page is served under: its origin and the name it goes by. */
export interface Site {
  origin: string
  /** The branch's title, or the product's name on the main site. */
  title: string
}

/** The head of a page: its `<title>`, description, and further `<meta>`/`<link>` tags. */
export interface PageHead {
  title: string
  description: string
  /** Markup, escaped already. */
  tags: string
}

function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= DESCRIPTION_LENGTH) return flat
  const cut = flat.slice(0, DESCRIPTION_LENGTH - 1)
  const space = cut.lastIndexOf(' ')
  return `${space > DESCRIPTION_LENGTH / 2 ? cut.slice(0, space) : cut}…`
}

/**
 * What a link preview says of a place: its short description, else its category and
 * address ("Schwimmbad · Wiesengasse 83, 9490 Vaduz").
 */
export function placeDescription(place: PlaceSummary): string {
  if (place.shortDescription?.trim()) return shorten(place.shortDescription)
  const street = [place.street, place.housenumber].filter(Boolean).join(' ')
  const town = [place.postcode, place.city].filter(Boolean).join(' ')
  const address = [street, town].filter(Boolean).join(', ')
  return shorten([place.category, address].filter(Boolean).join(' · '))
}

/** An absolute http(s) URL for an image stored as a path on this server or as a URL. */
function absoluteImage(url: string | null, origin: string): string | undefined {
  if (!url) return undefined
  try {
    const absolute = new URL(url, origin)
    return absolute.protocol === 'http:' || absolute.protocol === 'https:' ? absolute.href : undefined
  } catch {
    return undefined
  }
}

const meta = (property: string, content: string) =>
  `<meta property="${property}" content="${escapeMarkup(content)}" />`

/**
 * A place page's head for search engines and link previews (Open Graph): title
 * "<place> – <site>", the description, the canonical URL with the spec's slug, the main
 * image and the schema.org data (structuredData.ts). Every value is escaped, whatever a
 * title holds.
 */
export async function placeHead(place: PlaceSummary, site: Site, now = new Date()): Promise<PageHead> {
  const url = `${site.origin}${placePath(place.nanoId, place.title)}`
  const description = placeDescription(place)
  const image = absoluteImage(place.image, site.origin)
  const tags = [
    `<link rel="canonical" href="${escapeMarkup(url)}" />`,
    meta('og:type', 'place'),
    meta('og:site_name', site.title),
    meta('og:locale', 'de_CH'),
    meta('og:title', place.title),
    meta('og:description', description),
    meta('og:url', url),
    ...(image ? [meta('og:image', image)] : []),
    meta('place:location:latitude', String(place.lat)),
    meta('place:location:longitude', String(place.lon)),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    jsonLdMarkup(await structuredData(place, { url, description, image }, now)),
  ]
  return { title: `${place.title} – ${site.title}`, description, tags: tags.join('\n    ') }
}
