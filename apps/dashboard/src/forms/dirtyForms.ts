import { useEffect, useId } from 'react'
import { atom, useAtomValue, useSetAtom } from '../app/store.js'

/**
 * The side forms of a screen that hold typed, unsent input (a mention, a medium by URL, a
 * linked place, a review note): the screen's leave guard asks before any of it is dropped,
 * not only before its main form's changes are.
 */
const dirtyFormsAtom = atom<ReadonlySet<string>>(new Set<string>())

/** Marks this form as holding unsent input while `dirty` is true. */
export function useDirtyForm(dirty: boolean) {
  const id = useId()
  const set = useSetAtom(dirtyFormsAtom)
  useEffect(() => {
    if (!dirty) return
    set((forms) => new Set([...forms, id]))
    return () =>
      set((forms) => {
        const rest = new Set(forms)
        rest.delete(id)
        return rest
      })
  }, [dirty, id, set])
}

/** Whether any side form on the screen holds unsent input. */
export function useAnyDirtyForm(): boolean {
  return useAtomValue(dirtyFormsAtom).size > 0
}
