import type { ItemFeature } from '../itemFeatures.js'

/** What changed between two sets of item features: new or changed features, and removed ids. */
export interface ItemDiff {
  /** New features and changed ones; a feature added under an existing id replaces it. */
  add: ItemFeature[]
  remove: string[]
}

/** Above this share of changed items a diff costs more than sending the whole set. */
const MAX_CHANGED_SHARE = 0.25

function sameFeature(a: ItemFeature, b: ItemFeature): boolean {
  // An unchanged item keeps its feature (FeatureMemo): most of 20,000 compare at once.
  if (a === b) return true
  const [ax, ay] = a.geometry.coordinates
  const [bx, by] = b.geometry.coordinates
  if (ax !== bx || ay !== by) return false
  const pa = a.properties as unknown as Record<string, unknown>
  const pb = b.properties as unknown as Record<string, unknown>
  const keys = Object.keys(pa)
  if (keys.length !== Object.keys(pb).length) return false
  return keys.every((key) => pa[key] === pb[key])
}

/**
 * The features of `next` keyed by their id, and what changed since `previous`: null when a
 * diff does not pay (most items changed) or cannot apply (an id occurs twice), so the source
 * takes the whole set instead.
 * @example diffItemFeatures(shown, memo.features(items, categories))
 */
export function diffItemFeatures(
  previous: ReadonlyMap<string, ItemFeature>,
  next: readonly ItemFeature[],
): { byId: Map<string, ItemFeature>; unique: boolean; diff: ItemDiff | null } {
  const byId = new Map<string, ItemFeature>()
  const add: ItemFeature[] = []
  let unique = true
  for (const feature of next) {
    const id = feature.properties.nanoId
    if (byId.has(id)) unique = false
    byId.set(id, feature)
    const before = previous.get(id)
    if (!before || !sameFeature(before, feature)) add.push(feature)
  }
  const remove: string[] = []
  for (const id of previous.keys()) if (!byId.has(id)) remove.push(id)
  const changed = add.length + remove.length
  const pays = changed <= Math.max(1, previous.size) * MAX_CHANGED_SHARE
  return { byId, unique, diff: unique && pays ? { add, remove } : null }
}
