export { GOLD_COLOR, PRIMARY_COLOR } from '@quo/map-symbols'
