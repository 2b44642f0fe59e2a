// The app's one door to jotai, as excalidraw's editor-jotai: atoms and hooks come from here and
// lint refuses `jotai` imports anywhere else (docs/architecture.md), so which store the state
// lives in is decided in one place. The root renders <StateProvider store={createStateStore()}>:
// each mounted app (and each test render) has its own store rather than jotai's global default.
// biome-ignore lint/style/noRestrictedImports: this is the store module the rule points to.
import { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai'

export { atom, createStore as createStateStore, Provider as StateProvider, useAtom, useAtomValue, useSetAtom }
