import type { HexColor } from './hexColor.js'

/** Result of evaluating an item's opening hours; a failed evaluation counts as `closed` (docs/product.md §8). */
export type OpeningHoursState = 'open' | 'closingSoon' | 'closed' | 'unknown'

/**
 * Colours of the opening-hours states.
 *
 * @example
 * dot.style.background = OPENING_HOURS_COLORS[state]
 */
export const OPENING_HOURS_COLORS = {
  open: '#2E7D32',
  closingSoon: '#F57C00',
  closed: '#C62828',
  unknown: '#757575',
} as const satisfies Record<OpeningHoursState, HexColor>
