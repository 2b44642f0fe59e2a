import type { Breakpoint } from '@quo/contract'
import { branchBehaviour } from './branchBehaviour.js'

export interface MapPaddingOptions {
  kiosk: boolean
  branchShortId: number | null
  breakpoint: Breakpoint
}

export interface MapPadding {
  top: number
  right: number
  bottom: number
  left: number
}

/**
 * Camera padding in px: 12, or 36 on a kiosk where people stand further away. A desktop kiosk
 * whose branch behaviour sets a bottom padding (21: 300) keeps that much free at the bottom
 * for the panel over the map (docs/product.md §9).
 * @example mapPadding({ kiosk: true, branchShortId: 21, breakpoint: 'md' }).bottom // 300
 */
export function mapPadding(options: MapPaddingOptions): MapPadding {
  const p = options.kiosk ? 36 : 12
  const desktopKiosk = options.kiosk && options.breakpoint === 'md'
  const bottom = (desktopKiosk ? branchBehaviour(options.branchShortId).kioskDesktopBottomPadding : null) ?? p
  return { top: p, right: p, bottom, left: p }
}
