/**
 * What a partner can set in the embed's URL (all optional, documented in the README):
 *
 * - `view=list|map|both` — the list (default), the map alone, or the list with a map above it.
 * - `height=auto|fill` — `auto` (default) grows with the content (the loader sizes the iframe
 *   to it); `fill` keeps to the iframe's height and scrolls inside.
 * - `wheel=1` — the mouse wheel zooms the map (off by default: it would capture the page's scroll).
 * - `accent=<name>` — one of {@link ACCENTS}; the product's violet by default.
 * - `header=0` — no title bar (the partner's page has its own heading).
 */
export interface EmbedOptions {
  view: 'list' | 'map' | 'both'
  height: 'auto' | 'fill'
  wheelZoom: boolean
  accent: AccentName
  header: boolean
}

/** A fixed palette, so that every accent keeps white text readable (WCAG AA). */
export const ACCENTS = {
  violett: '#6B3FE0',
  blau: '#1565C0',
  gruen: '#2E7D32',
  rot: '#C62828',
  petrol: '#00695C',
  braun: '#4E342E',
  anthrazit: '#37474F',
} as const
export type AccentName = keyof typeof ACCENTS

const VIEWS = ['list', 'map', 'both'] as const

/** The options of a query string; anything unknown or malformed keeps its default. */
export function parseOptions(search: string): EmbedOptions {
  const q = new URLSearchParams(search)
  const view = q.get('view')
  const accent = q.get('accent')
  return {
    view: VIEWS.find((v) => v === view) ?? 'list',
    height: q.get('height') === 'fill' ? 'fill' : 'auto',
    wheelZoom: q.get('wheel') === '1',
    accent: accent && Object.hasOwn(ACCENTS, accent) ? (accent as AccentName) : 'violett',
    header: q.get('header') !== '0',
  }
}

/** The query string of `options`, leaving out defaults so that snippets stay short. */
export function optionsQuery(options: EmbedOptions): string {
  const q = new URLSearchParams()
  if (options.view !== 'list') q.set('view', options.view)
  if (options.height !== 'auto') q.set('height', options.height)
  if (options.wheelZoom) q.set('wheel', '1')
  if (options.accent !== 'violett') q.set('accent', options.accent)
  if (!options.header) q.set('header', '0')
  const text = q.toString()
  return text ? `?${text}` : ''
}
