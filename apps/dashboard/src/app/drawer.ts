import { atom, atomWithStorage } from './store.js'

/** The desktop drawer shows icons only (96 px instead of 240 px); remembered across visits. */
export const drawerCollapsedAtom = atomWithStorage('quo:dashboard:drawer-collapsed', false)

/** The phone's drawer sheet is open. */
export const drawerSheetOpenAtom = atom(false)
