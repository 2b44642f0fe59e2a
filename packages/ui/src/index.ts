export type { PaletteColor } from './theme.js'
export { PALETTE, PRIMARY_COLOR } from './theme.js'
