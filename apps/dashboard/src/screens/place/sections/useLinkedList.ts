import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { fieldIssues, type SaveFailure, saveFailure } from '../../../forms/saveError.js'
import { messages } from '../../../messages.js'
import { addToPlace, type RecordList, type Row } from './placeCache.js'
import { type RemoveOptions, useRemoveFromPlace } from './useRemoveFromPlace.js'

/** How a section adds a row: the call, and where its answer goes in the cached place. */
export interface LinkedAdd<I, A, K extends RecordList> {
  send: (input: I) => Promise<A>
  /** The list the new row joins, or how to tell it from what was sent (a relation's side). */
  list: K | ((input: I) => K)
  row: (answer: A, input: I) => Row<K>
  same: (a: Row<K>, b: Row<K>) => boolean
  /** After the row was added: the form empties for the next one. */
  onAdded?: (answer: A, input: I) => void
  /** German message per field of the request, for a 400 (and a failed check) that names it. */
  fieldMessages?: Record<string, string>
  /** The form's field marks of a refused add, when its fields are not the request's. */
  fields?: (failure: SaveFailure) => Record<string, string>
}

type Checked<I> =
  | { success: true; data: I }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } }

/**
 * What the linked-list sections share beside their look: the error line, the add form's field
 * marks, the add (saved at once, shown in the cached place) and the removal (which leaves the
 * list before the answer and comes back when refused).
 */
export function useLinkedList<I, A, V, K extends RecordList>({
  itemId,
  add,
  remove,
}: {
  itemId: number
  add: LinkedAdd<I, A, K>
  remove: Omit<RemoveOptions<V, K>, 'itemId' | 'setError'>
}) {
  const queryClient = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const [fields, setFields] = useState<Record<string, string>>({})

  const create = useMutation({
    mutationFn: add.send,
    onSuccess: (answer, input) => {
      const list = typeof add.list === 'function' ? add.list(input) : add.list
      addToPlace(queryClient, itemId, list, add.row(answer, input), add.same)
      add.onAdded?.(answer, input)
    },
    onError: (failed) => {
      const failure = saveFailure(failed, add.fieldMessages)
      setError(failure.summary)
      setFields(add.fields ? add.fields(failure) : failure.fields)
    },
  })
  const removeRow = useRemoveFromPlace<V, K>({ itemId, ...remove, setError })

  /** Sends a new row; the error line goes, the field marks stay until the answer. */
  const send = (input: I) => {
    setError(null)
    create.mutate(input)
  }
  /** Marks the fields the section's own check refused (none: all fine); the error line goes. */
  const mark = (next: Record<string, string>) => {
    setError(null)
    setFields(next)
  }

  return {
    error,
    setError,
    fields,
    adding: create.isPending,
    add: send,
    mark,
    /**
     * Sends an input checked as the server checks it, or marks the fields the check refused,
     * so a typo is named before anything is sent.
     */
    addChecked: (checked: Checked<I>) => {
      if (!checked.success) {
        mark(fieldIssues(checked.error.issues, add.fieldMessages ?? {}, messages.forms.invalidField))
        return
      }
      mark({})
      send(checked.data)
    },
    remove: removeRow,
  }
}
