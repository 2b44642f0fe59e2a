import type { BasemapItem } from '@quo/contract'
import { useAtomValue } from 'jotai'
import { useDeferredValue, useMemo } from 'react'
import { searchTextAtom } from '../state/atoms.js'
import { searchItems } from './searchItems.js'
import { useSearchIndex } from './useSearchIndex.js'

/** Items of the current branch matching the search text; typing stays responsive while it scans. */
export function useSearchResults(): { query: string; results: BasemapItem[] } {
  const text = useDeferredValue(useAtomValue(searchTextAtom))
  // The index waits for the first search.
  const index = useSearchIndex(text.trim() !== '')
  const results = useMemo(() => searchItems(index, text), [index, text])
  return { query: text, results }
}
