import { branchBehaviour } from './branchBehaviour.js'

/**
 * Label size of map points at a zoom: 12 from zoom 17 on, hidden below so pins stay legible;
 * branches whose behaviour hides labels (13) never show them (docs/product.md §9).
 * @example labelTextSize(17, 3) // 12
 */
export function labelTextSize(zoom: number, branchShortId: number | null): number {
  if (branchBehaviour(branchShortId).hideLabels) return 0
  return zoom >= 17 ? 12 : 0
}
