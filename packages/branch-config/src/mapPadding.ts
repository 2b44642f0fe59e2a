import type { Breakpoint } from '@quo/contract'

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
 * Camera padding in px: 12, or 36 on a kiosk where people stand further away. Branch 21's kiosk
 * desktop keeps 300 px at the bottom free for the panel over the map (spec §9).
 * @example mapPadding({ kiosk: true, branchShortId: 21, breakpoint: 'md' }).bottom // 300
 */
export function mapPadding(options: MapPaddingOptions): MapPadding {
  const p = options.kiosk ? 36 : 12
  const bottom = options.kiosk && options.branchShortId === 21 && options.breakpoint === 'md' ? 300 : p
  return { top: p, right: p, bottom, left: p }
}
