import type { SearchHit } from './searchClient.js'

/** What names a row across answers and index generations (a hit's objects are new each time). */
function rowKey(hit: SearchHit): string {
  switch (hit.kind) {
    case 'item':
      return `i${hit.item.nanoId}`
    case 'street':
      return `s${hit.street.nanoId}`
    case 'building':
      return `b${hit.building.nanoId}`
  }
}

/**
 * A new answer to the query the visitor already sees, without moving what they see: a finger
 * on its way to the second row, or the arrow keys on the third, would otherwise land on another
 * place when the complete index answers after the titles, or when a staff edit rebuilds the
 * index. The shown rows the new answer also finds keep their order at the top (with its data:
 * a renamed place shows its new title); the new answer's other rows follow in its order.
 * `keepMissing`: the shown rows stay even where the new answer lacks them — the titles' answer
 * found each by its title, which the same items still hold. The next letter typed ranks afresh.
 */
export function keepShownRows(
  shown: readonly SearchHit[],
  next: readonly SearchHit[],
  keepMissing: boolean,
): SearchHit[] {
  const fresh = new Map(next.map((hit) => [rowKey(hit), hit]))
  const kept = shown.flatMap((hit) => fresh.get(rowKey(hit)) ?? (keepMissing ? [hit] : []))
  const placed = new Set(kept.map(rowKey))
  return [...kept, ...next.filter((hit) => !placed.has(rowKey(hit)))]
}

/** An answer as the results card holds it. */
export interface ShownAnswer {
  /** The index that answered: one generation of the branch's items. */
  index: unknown
  /** The branch searched (its short id; null on the main site). */
  branch: number | null
  query: string
  hits: readonly SearchHit[]
  /** Matches in all; `hits` holds the best of them. */
  total: number
  /** Found by the titles while the index is built. */
  partial?: true
}

/**
 * What the card shows once `next` arrives after `prev`: `next` for another query or branch,
 * else `next` with the shown rows kept in place. A new index's titles' answer (a staff edit
 * rebuilt it) lacks what the last complete index found by typo, category or tag: the last
 * answer stands until the new index is complete.
 */
export function steadyAnswer<A extends ShownAnswer>(prev: A | null, next: A): A {
  if (!prev || prev.query !== next.query || prev.branch !== next.branch) return next
  const sameIndex = prev.index === next.index
  if (!sameIndex && next.partial && !prev.partial) return prev
  const hits = keepShownRows(prev.hits, next.hits, sameIndex)
  return { ...next, hits, total: Math.max(next.total, hits.length) }
}
