import { hasQueryParam, type Query } from './query.js'

/**
 * The in-iframe flag of the client state (docs/product.md §4): a framed page hides locate-me and opens
 * map points on the full site, unless the query holds `ignoreiframe`, which lets an embedding
 * page keep the full map behaviour inside its frame.
 * @example isInIframe(window.self !== window.top, new URLSearchParams(location.search))
 * @example isInIframe(true, { ignoreiframe: '' }) // false
 */
export function isInIframe(framed: boolean, query: Query): boolean {
  return framed && !hasQueryParam(query, 'ignoreiframe')
}
