import type { HexColor } from './hexColor.js'

/**
 * Brand colours of the social providers an item can link to (the seed's social detail keys).
 *
 * @example
 * icon.style.color = SOCIAL_COLORS.instagram
 */
export const SOCIAL_COLORS = {
  facebook: '#1877F2',
  instagram: '#C13584',
  youtube: '#FF0000',
  linkedin: '#0A66C2',
  tiktok: '#000000',
  wikipedia: '#3366CC',
} as const satisfies Record<string, HexColor>

export type SocialProvider = keyof typeof SOCIAL_COLORS
