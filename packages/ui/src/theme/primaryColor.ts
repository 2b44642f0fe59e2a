import type { HexColor } from './hexColor.js'

export { GOLD_COLOR, PRIMARY_COLOR } from '@quo/map-symbols'

/**
 * The product violet darkened for text and for what white text sits on. The brand violet is
 * 4.35:1 on its own 10 % tint (an active menu entry, a badge) and white on its hover shade
 * falls under 4.5:1; this one keeps WCAG AA (≥ 4.5:1) on white, paper and the violet tints up
 * to 20 %; the embed's default accent is the same violet. Pins, borders, focus rings and
 * filled buttons keep `PRIMARY_COLOR`.
 */
export const PRIMARY_STRONG_COLOR: HexColor = '#6B3FE0'
