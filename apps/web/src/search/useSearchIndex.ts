import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useCurrentBranch } from '../data/currentBranch.js'
import { basemapQuery, categoriesQuery, tagsQuery } from '../data/queries.js'
import { buildSearchIndex, type SearchIndexEntry } from './searchItems.js'

/**
 * The current branch's search index, built only once `enabled`: folding 20,000 titles costs
 * the main thread while the map draws its first pins. Empty until the data is there.
 */
export function useSearchIndex(enabled: boolean): SearchIndexEntry[] {
  const branch = useCurrentBranch()?.branch
  const items = useQuery(basemapQuery(branch?.shortId ?? null))
  const categories = useQuery(categoriesQuery)
  const tags = useQuery(tagsQuery)
  return useMemo(
    () =>
      enabled && items.data && categories.data && tags.data
        ? buildSearchIndex(items.data, categories.data, tags.data)
        : [],
    [enabled, items.data, categories.data, tags.data],
  )
}
