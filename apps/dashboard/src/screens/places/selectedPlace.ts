import { atomWithStorage, createJSONStorage } from '../../app/store.js'

/** A place as the list remembers it: enough to name and find it. */
export interface SelectedPlace {
  id: number
  title: string
}

/**
 * The place last opened in the editor: the list marks it and scrolls to it, and offers to go
 * back to it ("go to selected item", docs/product.md §2). Kept for the tab's session.
 */
export const selectedPlaceAtom = atomWithStorage<SelectedPlace | null>(
  'quo:dashboard:selected-place',
  null,
  createJSONStorage(() => sessionStorage),
  { getOnInit: true },
)
