import type { DashboardItem } from '@quo/contract'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { api } from '../../session.js'

/** One place as its editor reads it: the full item with its open and past reviews. */
export const placeQuery = (itemId: number) =>
  queryOptions({
    queryKey: ['dashboard', 'item', itemId] as const,
    queryFn: () => api.dashboardItem(itemId),
  })

/**
 * Applies a sub-record's change (a medium, mention, relation, review …) to the cached place at
 * once, so the editor shows it without reading the whole item again (docs/product.md §4, local copies).
 * Returns the place as it was, for rolling an optimistic change back.
 */
export function patchPlace(
  queryClient: QueryClient,
  itemId: number,
  patch: (item: DashboardItem) => DashboardItem,
): DashboardItem | undefined {
  const { queryKey } = placeQuery(itemId)
  const before = queryClient.getQueryData(queryKey)
  if (before) queryClient.setQueryData(queryKey, patch(before))
  return before
}

/** Puts a place back as it was before an optimistic change that the server refused. */
export function restorePlace(queryClient: QueryClient, itemId: number, before: DashboardItem | undefined) {
  if (before) queryClient.setQueryData(placeQuery(itemId).queryKey, before)
}

/** Lists and the overview show places too: they are read again after a place changed. */
export function invalidatePlaceLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === 'dashboard' && query.queryKey[1] !== 'item',
  })
}
