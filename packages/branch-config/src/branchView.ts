import type { Branch, Breakpoint, MapCenter } from '@quo/contract'
import { DEFAULT_CENTER } from './constants.js'

/**
 * Narrowest viewport width of each breakpoint in CSS px. The branches' per-breakpoint views were
 * made for Vuetify's widths: phones below 600, tablets from 600, desktops from 960.
 */
export const BREAKPOINT_MIN_WIDTH = { xs: 0, smAndUp: 600, md: 960 } as const satisfies Record<
  Breakpoint,
  number
>

/**
 * The breakpoint a viewport of this width belongs to.
 * @example breakpointOf(390) // 'xs'
 * @example breakpointOf(1440) // 'md'
 */
export function breakpointOf(width: number): Breakpoint {
  if (width >= BREAKPOINT_MIN_WIDTH.md) return 'md'
  return width >= BREAKPOINT_MIN_WIDTH.smAndUp ? 'smAndUp' : 'xs'
}

/** A breakpoint's own entry first, then the nearest sizes: a phone falls back to a tablet's view before a desktop's. */
const FALLBACK: Record<Breakpoint, readonly Breakpoint[]> = {
  xs: ['xs', 'smAndUp', 'md'],
  smAndUp: ['smAndUp', 'md', 'xs'],
  md: ['md', 'smAndUp', 'xs'],
}

function entryFor<T extends { breakpoint: Breakpoint }>(
  entries: readonly T[],
  breakpoint: Breakpoint,
): T | undefined {
  for (const b of FALLBACK[breakpoint]) {
    const entry = entries.find((e) => e.breakpoint === b)
    if (entry) return entry
  }
  return undefined
}

export type BranchCenter = Omit<MapCenter, 'breakpoint'>

/**
 * Where a branch's map starts on a screen of this breakpoint (docs/product.md §3): its entry
 * for the breakpoint, else the nearest size's, else the main site's centre.
 * @example branchCenter(vaduz, 'md').zoom // 14.5, where a phone starts at 13.5
 */
export function branchCenter(
  branch: Pick<Branch, 'mapCenter'> | undefined,
  breakpoint: Breakpoint,
): BranchCenter {
  const entry = entryFor(branch?.mapCenter ?? [], breakpoint)
  if (!entry)
    return {
      lon: DEFAULT_CENTER.lon,
      lat: DEFAULT_CENTER.lat,
      zoom: DEFAULT_CENTER.zoom,
      pitch: 0,
      bearing: 0,
    }
  const { breakpoint: _, ...center } = entry
  return center
}

/**
 * The area a branch's map keeps its view within on a screen of this breakpoint, as south-west
 * and north-east corners; undefined when the branch sets none (the view is free).
 * @example branchBounds(vaduz, 'xs') // [[9.46, 47.08], [9.58, 47.2]]
 */
export function branchBounds(
  branch: Pick<Branch, 'mapBoundaries'> | undefined,
  breakpoint: Breakpoint,
): [[number, number], [number, number]] | undefined {
  const entry = entryFor(branch?.mapBoundaries ?? [], breakpoint)
  if (!entry) return undefined
  const [sw, ne] = entry.lngLatSwNeBounds
  return [
    [sw[0], sw[1]],
    [ne[0], ne[1]],
  ]
}
