import type { DashboardItem } from '@quo/contract'
import type { QueryClient } from '@tanstack/react-query'
import { patchPlace, placeQuery, restorePlace } from '../placeQuery.js'

/** The sub-record lists of a place that the sections change one row at a time. */
export type RecordList = 'itemMedia' | 'mentions' | 'itemParents' | 'itemChildren' | 'featured'
/** One row of such a list. */
export type Row<K extends RecordList> = DashboardItem[K][number]

/**
 * Takes rows out of the cached place before the server has answered, and returns what puts
 * them back if it refuses. Other sections may change the place meanwhile (a second removal, a
 * create), so the whole snapshot is restored only while nothing else touched the cache;
 * otherwise just the removed rows go back to where they were.
 */
export async function removeFromPlace<K extends RecordList>(
  queryClient: QueryClient,
  itemId: number,
  list: K,
  matches: (row: Row<K>) => boolean,
): Promise<() => void> {
  const { queryKey } = placeQuery(itemId)
  // A read still under way would bring the row back before the server deleted it.
  await queryClient.cancelQueries({ queryKey })
  const removed: { index: number; row: Row<K> }[] = []
  const before = patchPlace(queryClient, itemId, (item) => {
    const rows = item[list] as Row<K>[]
    rows.forEach((row, index) => {
      if (matches(row)) removed.push({ index, row })
    })
    return { ...item, [list]: rows.filter((row) => !matches(row)) }
  })
  const after = queryClient.getQueryData(queryKey)
  return () => {
    if (queryClient.getQueryData(queryKey) === after) {
      restorePlace(queryClient, itemId, before)
      return
    }
    patchPlace(queryClient, itemId, (item) => {
      const rows = [...(item[list] as Row<K>[])]
      // A read since the removal may have brought the rows back already.
      if (rows.some(matches)) return item
      for (const { index, row } of removed) rows.splice(Math.min(index, rows.length), 0, row)
      return { ...item, [list]: rows }
    })
  }
}

/** Adds a row the server has just created; a read that already brought it is not doubled. */
export function addToPlace<K extends RecordList>(
  queryClient: QueryClient,
  itemId: number,
  list: K,
  row: Row<K>,
  same: (a: Row<K>, b: Row<K>) => boolean,
) {
  patchPlace(queryClient, itemId, (item) => {
    const rows = item[list] as Row<K>[]
    if (rows.some((r) => same(r, row))) return item
    return { ...item, [list]: [...rows, row] }
  })
}
