import { CATEGORY_COLORS } from './categoryColors.js'
import type { HexColor } from './hexColor.js'
import { OPENING_HOURS_COLORS } from './openingHoursColors.js'
import { GOLD_COLOR, PRIMARY_COLOR, PRIMARY_STRONG_COLOR } from './primaryColor.js'
import { SOCIAL_COLORS } from './socialColors.js'

/**
 * Named colours of the theme in one flat object: primary, gold, opening-hours states, the
 * most used main categories and social providers. The full sets live in `CATEGORY_COLORS`,
 * `OPENING_HOURS_COLORS`, `SOCIAL_COLORS` and `BRANCH_COLORS`.
 *
 * @example
 * badge.style.background = PALETTE.closingSoon
 */
export const PALETTE = {
  primary: PRIMARY_COLOR,
  /** Violet text, and the fill white text sits on when the brand violet is too light. */
  primaryStrong: PRIMARY_STRONG_COLOR,
  gold: GOLD_COLOR,
  open: OPENING_HOURS_COLORS.open,
  closingSoon: OPENING_HOURS_COLORS.closingSoon,
  closed: OPENING_HOURS_COLORS.closed,
  eating: CATEGORY_COLORS.eating,
  sleeping: CATEGORY_COLORS.sleeping,
  sights: CATEGORY_COLORS.sights,
  nature: CATEGORY_COLORS['nature-landscape'],
  transport: CATEGORY_COLORS.transport,
  shopping: CATEGORY_COLORS.shopping,
  service: CATEGORY_COLORS.service,
  facebook: SOCIAL_COLORS.facebook,
  instagram: SOCIAL_COLORS.instagram,
} as const satisfies Record<string, HexColor>

export type PaletteColor = keyof typeof PALETTE
