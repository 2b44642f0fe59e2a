import { CARD_PREVIEW_PATH, NANO_ID_PATTERN } from '@quo/contract'

/** What the public site's router (apps/web/src/app/router.tsx) makes of a path. */
export type PublicPath =
  /** A route that always shows a page, such as `/map` or the `/map/*` catch-all. */
  | { kind: 'page' }
  /** No route, or a malformed id: the app shows its 404 page. */
  | { kind: 'missing' }
  /** A page about one record, which exists only if the record does. */
  | { kind: 'place'; nanoId: string }
  | { kind: 'street' | 'building' | 'list'; nanoId: string }
  | { kind: 'tag'; id: number }
  | { kind: 'shortcut'; id: number }

const TOP_PAGES = new Set(['landing', 'inspire', 'auth0-callback', CARD_PREVIEW_PATH.slice(1)])
const NANO_ID_KINDS = ['place', 'street', 'building', 'list'] as const
type NanoIdKind = (typeof NANO_ID_KINDS)[number]
const isNanoIdKind = (kind: string): kind is NanoIdKind => (NANO_ID_KINDS as readonly string[]).includes(kind)
const MISSING: PublicPath = { kind: 'missing' }
const PAGE: PublicPath = { kind: 'page' }

function positiveId(segment: string): number | undefined {
  const id = Number(segment)
  return /^\d+$/.test(segment) && Number.isSafeInteger(id) && id >= 1 ? id : undefined
}

/** The decoded segments of a path without its query; undefined when one is not decodable. */
function segmentsOf(path: string): string[] | undefined {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  if (trimmed === '/') return []
  try {
    return trimmed.slice(1).split('/').map(decodeURIComponent)
  } catch {
    return undefined
  }
}

/**
 * Classifies a path the way the app's router does (docs/product.md §2): the same params pass and fail,
 * so the status the server answers is the page the visitor then sees. `/map/*` paths that no
 * card route takes go to the map (the catch-all), which is a page.
 * @example classifyPublicPath('/map/place/abcDEF123456/cafe') // { kind: 'place', nanoId: 'abcDEF123456' }
 * @example classifyPublicPath('/gibt-es-nicht') // { kind: 'missing' }
 */
export function classifyPublicPath(path: string): PublicPath {
  const segments = segmentsOf(path)
  if (!segments || segments.some((s) => s === '')) return MISSING
  const [top, kind = '', id = '', ...rest] = segments
  if (top === undefined) return PAGE
  if (top !== 'map') return segments.length === 1 && TOP_PAGES.has(top) ? PAGE : MISSING
  if (segments.length === 1) return PAGE
  const optionalTitle = rest.length <= 1 && segments.length >= 3
  if (optionalTitle && isNanoIdKind(kind)) {
    if (!NANO_ID_PATTERN.test(id)) return MISSING
    // Two returns, so each narrows `kind` to its member of the union.
    if (kind === 'place') return { kind, nanoId: id }
    return { kind, nanoId: id }
  }
  if (optionalTitle && kind === 'tag') {
    const tagId = positiveId(id)
    return tagId ? { kind: 'tag', id: tagId } : MISSING
  }
  if (kind === 'search-shortcut' && (optionalTitle || (rest.length === 3 && rest[1] === 'tags'))) {
    const shortcutId = positiveId(id)
    const tagIds = rest.length === 3 ? rest[2] : undefined
    if (!shortcutId || (tagIds !== undefined && !/^\d+(,\d+)*$/.test(tagIds))) return MISSING
    return { kind: 'shortcut', id: shortcutId }
  }
  return PAGE
}
