import type { DashboardItem } from '@quo/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { saveFailure } from '../../forms/saveError.js'
import { api } from '../../session.js'
import { invalidatePlaceLists, placeQuery } from './placeQuery.js'

/** Deleting the place: asked first in a dialog, which closes whether the delete went through or not. */
export function usePlaceDelete({
  item,
  onDeleted,
}: {
  item: DashboardItem | undefined
  onDeleted: () => void
}) {
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const remove = useMutation({
    mutationFn: (id: number) => api.deleteItem(id),
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: placeQuery(id).queryKey })
      void invalidatePlaceLists(queryClient)
      setConfirming(false)
      onDeleted()
    },
    onError: () => setConfirming(false),
  })
  return {
    confirming,
    ask: () => setConfirming(true),
    cancel: () => setConfirming(false),
    confirm: () => item && remove.mutate(item.id),
    deleting: remove.isPending,
    /** Why the last delete failed, until the next save or reset. */
    failure: remove.error ? saveFailure(remove.error) : null,
    clearFailure: remove.reset,
  }
}
