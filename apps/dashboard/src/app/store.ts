// The dashboard's one door to jotai, as excalidraw's editor-jotai: atoms and hooks come from here
// and lint refuses `jotai` imports anywhere else (docs/architecture.md), so which store the state
// lives in is decided in one place. App renders <StateProvider> with a store of its own.
// biome-ignore lint/style/noRestrictedImports: this is the store module the rule points to.
import { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai'
// biome-ignore lint/style/noRestrictedImports: this is the store module the rule points to.
import { atomWithStorage, createJSONStorage } from 'jotai/utils'

export {
  atom,
  atomWithStorage,
  createJSONStorage,
  createStore as createStateStore,
  Provider as StateProvider,
  useAtom,
  useAtomValue,
  useSetAtom,
}
