/**
 * Label size of map points at a zoom: 12 from zoom 17 on, hidden below so pins stay legible;
 * branch 13 never shows these labels (spec §9).
 * @example labelTextSize(17, 3) // 12
 */
export function labelTextSize(zoom: number, branchShortId: number | null): number {
  if (branchShortId === 13) return 0
  return zoom >= 17 ? 12 : 0
}
