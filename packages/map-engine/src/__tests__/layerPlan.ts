import type { LayerPlan } from '../layers/engineLayers.js'

/** Branch 3's layers without levels, labels on: the plan most layer tests start from. */
export const plan: LayerPlan = {
  level: null,
  itemFilter: null,
  labels: true,
  branchShortId: 3,
  satellite: false,
  dimming: false,
  tiled: false,
}
