import type { HexColor } from './hexColor.js'
import { PRIMARY_COLOR } from './primaryColor.js'

/**
 * Accent colour per branch shortId (docs/product.md §9: active branches). Branches without an entry use
 * the primary colour, so a new branch needs no change here to look right.
 *
 * @example
 * header.style.borderColor = BRANCH_COLORS[21] ?? PRIMARY_COLOR
 */
export const BRANCH_COLORS: Readonly<Partial<Record<number, HexColor>>> = {
  1: PRIMARY_COLOR,
  3: '#C62828',
  4: '#1565C0',
  7: '#2E7D32',
  8: '#AD1457',
  12: '#00838F',
  13: '#558B2F',
  15: '#EF6C00',
  21: '#0277BD',
  25: '#F2B705',
  26: '#6A1B9A',
  27: '#4E342E',
  28: '#00695C',
  29: '#283593',
  30: '#D84315',
}

/**
 * Accent colour of a branch; the primary colour when no branch is active or it has none.
 *
 * @example
 * branchColor(branch?.shortId) // '#0277BD' for 21
 */
export function branchColor(shortId: number | null | undefined): HexColor {
  return (shortId == null ? undefined : BRANCH_COLORS[shortId]) ?? PRIMARY_COLOR
}
