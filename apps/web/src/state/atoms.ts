import type { MapEngine, Selection } from '@quo/map-engine'
import { atom } from './store.js'

// Client state of docs/product.md §3 that outlives a route; what a URL says (selected item, tag, list,
// search shortcut) lives in the route instead, so links and the back button work.

/** Search text typed into the search field. */
export const searchTextAtom = atom('')
/** Set once the visitor reaches for the search field: the search index starts building. */
export const searchWantedAtom = atom(false)
/** Where the visitor is, once they let "Mein Standort" find them; results show distances. */
export const visitorPositionAtom = atom<{ lon: number; lat: number } | null>(null)
/** Level shown on branches with levels (docs/product.md §4: default EG). */
export const levelAtom = atom('EG')
/** Selected basemap style id (Strasse, Topo, Satellit, 3D). */
export const styleIdAtom = atom('strasse')
/** Side drawer open flag. */
export const drawerOpenAtom = atom(false)
/** Online status, for the offline notice. */
export const onlineAtom = atom(typeof navigator === 'undefined' ? true : navigator.onLine)

/** The map engine once the map screen has mounted; cards use it to select and highlight. */
export const engineAtom = atom<MapEngine | null>(null)
/** What the current route selects on the map; the map screen applies it when data is there. */
export const selectionAtom = atom<Selection | null>(null)
/**
 * The search shortcut the visitor came through; a place opened from it takes change requests
 * when that shortcut allows them (docs/product.md §1).
 */
export const activeShortcutIdAtom = atom<number | null>(null)
/** Season the visitor picked; until then the branch's (or, on branch 21, the query's) holds. */
export const seasonIdAtom = atom<number | null>(null)

export interface ChatMessage {
  from: 'visitor' | 'quo'
  text: string
  /** Places the answer points to. */
  nanoIds?: string[]
  /** A remark after the places ("no opening hours known"). */
  note?: string
}
/** The chat card's conversation and whether the card is shown (docs/product.md §3 client state). */
export const chatHistoryAtom = atom<ChatMessage[]>([])
export const chatOpenAtom = atom(false)
