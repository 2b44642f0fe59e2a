import type { Branch } from '@quo/contract'
import { hasQueryParam, type Query } from './query.js'

/**
 * The kiosk flag of the client state (docs/product.md §4): on only when the branch runs a kiosk
 * (`hasKiosk`) and the query holds `iskiosk`, so a visitor's browser never turns into a
 * terminal by a stray query and a terminal URL on another branch stays a normal map.
 * @example isKiosk({ hasKiosk: true }, new URLSearchParams('iskiosk')) // true
 * @example isKiosk({ hasKiosk: false }, { iskiosk: '1' }) // false
 */
export function isKiosk(branch: Pick<Branch, 'hasKiosk'> | null | undefined, query: Query): boolean {
  return Boolean(branch?.hasKiosk) && hasQueryParam(query, 'iskiosk')
}
