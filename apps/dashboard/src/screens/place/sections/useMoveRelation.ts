import type { DashboardItem, ItemRelative } from '@quo/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { saveFailure } from '../../../forms/saveError.js'
import { api } from '../../../session.js'
import { placeQuery } from '../placeQuery.js'

/**
 * Moves a child of the place one step up or down among its siblings of the same relationship
 * (a route's waypoints). The place is read again afterwards, whether the move went through or not.
 */
export function useMoveRelation(item: DashboardItem, setError: (message: string) => void) {
  const queryClient = useQueryClient()

  /** The place's children of the same relationship, in their order. */
  const siblingsOf = (relative: ItemRelative) =>
    item.itemChildren.filter((c) => c.relationshipId === relative.relationshipId)

  // Moving renumbers the list 0, 1, 2 … in the new order, so places linked before an order
  // existed (all 0) get one too; only links whose number changes are sent.
  const move = useMutation({
    mutationFn: async ({ relative, by }: { relative: ItemRelative; by: -1 | 1 }) => {
      const siblings = siblingsOf(relative)
      const from = siblings.indexOf(relative)
      const to = from + by
      if (from < 0 || to < 0 || to >= siblings.length) return
      const reordered = [...siblings]
      reordered.splice(from, 1)
      reordered.splice(to, 0, relative)
      for (const [index, child] of reordered.entries())
        if (child.sortOrder !== index)
          await api.moveItemRelation(item.id, child.id, child.relationshipId, index)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: placeQuery(item.id).queryKey }),
    onError: (e) => setError(saveFailure(e).summary),
  })

  return { siblingsOf, move: move.mutate, moving: move.isPending }
}
