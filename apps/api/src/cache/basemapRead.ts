import type { BasemapResponse, BasemapRow } from '@quo/contract'
import type { Db } from '../db/database.js'
import { BASEMAP_TABLES, loadBasemap } from '../repositories/basemapRepository.js'
import type { CacheOptions, Computed, HotCache } from './hotCache.js'

/** A hot read as the cache takes it: its key, the tables it reads, and how it is computed. */
export interface HotRead {
  key: string
  options: CacheOptions
  compute: () => Promise<Computed>
}

/** The item id of each row of a computed basemap: what a patch finds its rows by. */
const rowItemIds = new WeakMap<BasemapResponse, readonly number[]>()

/**
 * The hot read of a branch's compact pins, or of the whole map's (`branchId` null): served by
 * `GET /items/basemap/…`, read by the start-pins picture and warmed at start. It ages by
 * itself, recomputed when its next shown event ends. A change that names its items (the
 * change feed's `items:12,40`) recomputes only their rows and splices them in: at 100,000
 * places milliseconds, where the whole branch takes seconds.
 * @example const { key, options, compute } = basemapRead(db, branch.id); await app.hotCache.get(key, options, compute)
 */
export function basemapRead(db: Db, branchId: number | null): HotRead {
  const compute = async (): Promise<Computed> => {
    const { body, itemIds, expiresAt } = await loadBasemap(db, branchId)
    rowItemIds.set(body, itemIds)
    return { value: body, expiresAt }
  }
  return {
    key: branchId === null ? 'basemap:all' : `basemap:${branchId}`,
    options: {
      deps: BASEMAP_TABLES,
      patch: async (value, changedItemIds, expiresAt) => {
        const before = value as BasemapResponse
        const ids = rowItemIds.get(before)
        if (!ids) return compute()
        const changed = await loadBasemap(db, branchId, changedItemIds)
        const body = patchRows(before, ids, changedItemIds, changed.body.items, changed.itemIds)
        // Most saves change no pin (a description, opening hours) or none of this branch's:
        // the same value tells the cache to keep its body, nothing is encoded again.
        const ending = Math.min(expiresAt, changed.expiresAt)
        if (!body) return { value: before, expiresAt: ending }
        rowItemIds.set(body.value, body.itemIds)
        return { value: body.value, expiresAt: ending }
      },
    },
    compute,
  }
}

/**
 * The item id of each row of a map's pins, when they were computed here (not parsed from a
 * body): ascending, what the pin tiles find a changed pin by.
 */
export function pinItemIds(pins: BasemapResponse): readonly number[] | undefined {
  return rowItemIds.get(pins)
}

/** A map's pins as they are now, and the version (ETag) they are served with. */
export interface FreshPins {
  etag: string
  value: BasemapResponse
  /** When they age by themselves (an event shown on the map ends). */
  expiresAt: number
}

/**
 * A map's pins from the cache, never a stale version, as soon as it is known: a patched map's
 * rows before its body is compressed, which a staff edit's way to the open maps (the change
 * stream, the tiles, the summary) need not wait for. The rows are the cache's own when it
 * keeps them (a patchable, slow map): readers need not parse 8 MB of JSON just written.
 * @example const { etag, value } = await freshPins(app.hotCache, basemapRead(db, branch.id))
 */
export async function freshPins(cache: HotCache, { key, options, compute }: HotRead): Promise<FreshPins> {
  const fresh = await cache.freshValue(key, options, compute)
  const value = (fresh.value ?? JSON.parse(fresh.identity.toString())) as BasemapResponse
  return { etag: fresh.etag, value, expiresAt: fresh.expiresAt }
}

/**
 * `before`'s rows with those of `changedItemIds` replaced by `rows` (of `rowIds`): a changed
 * item that has no row now (deleted, or no longer the branch's) goes. The rows stay in item
 * order, so a patched basemap is byte for byte what a full computation gives. Null when no
 * row changed. The changed rows are found by binary search and the rest copied between them:
 * at 380,000 rows a map of them all cost half a second and its garbage more.
 */
function patchRows(
  before: BasemapResponse,
  beforeIds: readonly number[],
  changedItemIds: readonly number[],
  rows: readonly BasemapRow[],
  rowIds: readonly number[],
): { value: BasemapResponse; itemIds: number[] } | null {
  const now = new Map(rowIds.map((id, i) => [id, rows[i] as BasemapRow]))
  const changed = [...new Set(changedItemIds)].sort((a, b) => a - b)
  const positions = changed.map((id) => lowerBound(beforeIds, id))
  const unchanged = changed.every((id, k) => {
    const at = positions[k] ?? 0
    const was = beforeIds[at] === id ? (before.items[at] as BasemapRow) : undefined
    const is = now.get(id)
    return was && is ? sameRow(was, is) : was === is
  })
  if (unchanged) return null
  const items: BasemapRow[] = []
  const itemIds: number[] = []
  let from = 0
  changed.forEach((id, k) => {
    const at = positions[k] ?? 0
    for (let j = from; j < at; j++) {
      items.push(before.items[j] as BasemapRow)
      itemIds.push(beforeIds[j] as number)
    }
    from = beforeIds[at] === id ? at + 1 : at
    const row = now.get(id)
    if (row) {
      items.push(row)
      itemIds.push(id)
    }
  })
  for (let j = from; j < beforeIds.length; j++) {
    items.push(before.items[j] as BasemapRow)
    itemIds.push(beforeIds[j] as number)
  }
  return { value: { columns: before.columns, items }, itemIds }
}

/** First index of the ascending `ids` whose id is at least `id`. */
function lowerBound(ids: readonly number[], id: number): number {
  let lo = 0
  let hi = ids.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((ids[mid] ?? 0) < id) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** What changed between two versions of a map's pins: the new or changed rows, and the gone ids. */
export interface PinsDelta {
  rows: BasemapRow[]
  removed: string[]
  /** The item ids of `rows` and of `removed`. */
  rowIds: number[]
  removedIds: number[]
}

/** More changed rows than this are sent as "read the pins again" instead. */
const MAX_DELTA_ROWS = 500

/** Whether two rows say the same; a patch keeps an untouched row as the very same array. */
function sameRow(a: BasemapRow, b: BasemapRow): boolean {
  if (a === b) return true
  for (let k = 0; k < 8; k++) if (a[k] !== b[k]) return false
  return a[8].length === b[8].length && a[8].every((id, k) => id === b[8][k])
}

/**
 * The rows that differ between two computed basemaps of one map, walking both in item order
 * (a patch's untouched rows compare by identity at once). Null when either was not computed
 * here, or when more than `MAX_DELTA_ROWS` differ.
 * @example pinsDelta(lastValue, value) // { rows: [[nanoId, title, …]], removed: ['abc…'] }
 */
export function pinsDelta(before: unknown, after: unknown): PinsDelta | null {
  const a = before as BasemapResponse
  const b = after as BasemapResponse
  const aIds = rowItemIds.get(a)
  const bIds = rowItemIds.get(b)
  if (!aIds || !bIds) return null
  const rows: BasemapRow[] = []
  const removed: string[] = []
  const rowIds: number[] = []
  const removedIds: number[] = []
  let i = 0
  let j = 0
  while (i < aIds.length || j < bIds.length) {
    const aId = aIds[i] ?? Number.POSITIVE_INFINITY
    const bId = bIds[j] ?? Number.POSITIVE_INFINITY
    if (aId < bId) {
      removed.push((a.items[i++] as BasemapRow)[0])
      removedIds.push(aId)
    } else if (bId < aId) {
      rows.push(b.items[j++] as BasemapRow)
      rowIds.push(bId)
    } else {
      if (!sameRow(a.items[i] as BasemapRow, b.items[j] as BasemapRow)) {
        rows.push(b.items[j] as BasemapRow)
        rowIds.push(bId)
      }
      i++
      j++
    }
    if (rows.length + removed.length > MAX_DELTA_ROWS) return null
  }
  return { rows, removed, rowIds, removedIds }
}
