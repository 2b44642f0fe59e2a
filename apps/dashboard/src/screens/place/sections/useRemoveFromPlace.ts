import { useMutation, useQueryClient } from '@tanstack/react-query'
import { saveFailure } from '../../../forms/saveError.js'
import { type RecordList, type Row, removeFromPlace } from './placeCache.js'

/** What a section's removal needs: the row's list, how to find the row, and the call. */
export interface RemoveOptions<V, K extends RecordList> {
  itemId: number
  /** The list the row is in, or how to tell it from what is removed (a relation's side). */
  list: K | ((removed: V) => K)
  matches: (row: Row<K>, removed: V) => boolean
  send: (removed: V) => Promise<unknown>
  onRemoved?: (removed: V) => void
  setError: (message: string | null) => void
}

/**
 * Removes a row of a place's sub-record lists at once: it leaves the list before the server has
 * answered and comes back if the server refuses, whose German reason goes to the section's error
 * line. Returns what a remove button calls; it clears the previous error first.
 */
export function useRemoveFromPlace<V, K extends RecordList>({
  itemId,
  list,
  matches,
  send,
  onRemoved,
  setError,
}: RemoveOptions<V, K>): (removed: V) => void {
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: send,
    onMutate: (removed) =>
      removeFromPlace(queryClient, itemId, typeof list === 'function' ? list(removed) : list, (row) =>
        matches(row, removed),
      ),
    onSuccess: (_answer, removed) => onRemoved?.(removed),
    onError: (failed, _removed, rollback) => {
      rollback?.()
      setError(saveFailure(failed).summary)
    },
  })
  return (removed) => {
    setError(null)
    remove.mutate(removed)
  }
}
