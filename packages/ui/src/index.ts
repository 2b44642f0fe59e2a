export { PALETTE, PRIMARY_COLOR } from './theme.js'
