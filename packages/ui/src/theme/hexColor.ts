export type { HexColor } from '@quo/map-symbols'
