import type { BasemapItem } from '@quo/contract'

const samePin = (a: BasemapItem, b: BasemapItem) =>
  a.title === b.title &&
  a.lon === b.lon &&
  a.lat === b.lat &&
  a.type === b.type &&
  a.categoryId === b.categoryId &&
  a.level === b.level &&
  a.flags === b.flags &&
  a.tagIds.length === b.tagIds.length &&
  a.tagIds.every((id, i) => id === b.tagIds[i])

/**
 * The basemap query's structural sharing: every pin equal to one the page had stays that very
 * object, matched by nano id (TanStack Query's own sharing goes by position, so one pin taken
 * out renewed every pin after it). The map engine keeps the features of unchanged objects and
 * redraws only what changed; the whole list stays the same when nothing did.
 * @example queryOptions({ queryKey, queryFn, structuralSharing: sharePins })
 */
export function sharePins(previous: unknown, next: unknown): unknown {
  if (!Array.isArray(previous) || !Array.isArray(next)) return next
  const before = previous as BasemapItem[]
  const byId = new Map(before.map((pin) => [pin.nanoId, pin]))
  let unchanged = before.length === next.length
  const shared = (next as BasemapItem[]).map((pin, i) => {
    const old = byId.get(pin.nanoId)
    const kept = old && (old === pin || samePin(old, pin)) ? old : pin
    if (kept !== before[i]) unchanged = false
    return kept
  })
  return unchanged ? before : shared
}
