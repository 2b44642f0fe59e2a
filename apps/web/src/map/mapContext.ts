import { isInIframe, isKiosk, seasonFromQuery } from '@quo/branch-config'
import type { Branch, Season } from '@quo/contract'

export interface MapContext {
  inIframe: boolean
  kiosk: boolean
  season: Season | undefined
}

/** The flags of docs/product.md §4 that the page's location decides: iframe, kiosk and season. */
export function mapContextOf(branch: Branch | undefined, location: Location, framed: boolean): MapContext {
  const query = new URLSearchParams(location.search)
  const seasonId = seasonFromQuery(branch, query)
  return {
    inIframe: isInIframe(framed, query),
    kiosk: isKiosk(branch, query),
    season: branch?.seasons.find((s) => s.id === seasonId),
  }
}

export const isFramed = () => {
  try {
    return window.self !== window.top
  } catch {
    // A cross-origin parent denies access: that is a frame too.
    return true
  }
}
