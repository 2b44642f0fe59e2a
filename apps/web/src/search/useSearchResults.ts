import type { BasemapItem } from '@quo/contract'
import { useQuery } from '@tanstack/react-query'
import { useAtomValue } from 'jotai'
import { useDeferredValue, useMemo } from 'react'
import { useCurrentBranch } from '../data/currentBranch.js'
import { basemapQuery, categoriesQuery, tagsQuery } from '../data/queries.js'
import { searchTextAtom } from '../state/atoms.js'
import { buildSearchIndex, searchItems } from './searchItems.js'

/** Items of the current branch matching the search text; typing stays responsive while it scans. */
export function useSearchResults(): { query: string; results: BasemapItem[] } {
  const branch = useCurrentBranch()?.branch
  const text = useDeferredValue(useAtomValue(searchTextAtom))
  const items = useQuery(basemapQuery(branch?.shortId ?? null))
  const categories = useQuery(categoriesQuery)
  const tags = useQuery(tagsQuery)
  // Folding 20,000 titles costs the main thread while the map draws its first pins: the index
  // waits for the first search.
  const searching = text.trim() !== ''
  const index = useMemo(
    () =>
      searching && items.data && categories.data && tags.data
        ? buildSearchIndex(items.data, categories.data, tags.data)
        : [],
    [searching, items.data, categories.data, tags.data],
  )
  const results = useMemo(() => searchItems(index, text), [index, text])
  return { query: text, results }
}
