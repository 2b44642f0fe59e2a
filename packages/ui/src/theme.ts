/** Primary colour of the product (spec §3). */
export const PRIMARY_COLOR = '#7B48FF'

/** Named colours of the theme: categories, opening-hours states, social providers. */
export const PALETTE = {
  primary: PRIMARY_COLOR,
  gold: '#F2B705',
  open: '#2E7D32',
  closingSoon: '#F57C00',
  closed: '#C62828',
  eating: '#E4572E',
  sleeping: '#3D5A80',
  sights: '#8E44AD',
  nature: '#2E8B57',
  transport: '#1E88E5',
  shopping: '#D81B60',
  service: '#546E7A',
  facebook: '#1877F2',
  instagram: '#C13584',
} as const satisfies Record<string, `#${string}`>

export type PaletteColor = keyof typeof PALETTE
