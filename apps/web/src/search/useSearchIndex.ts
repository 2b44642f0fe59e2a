import type { BasemapItem, Category, Tag } from '@quo/contract'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useCurrentBranch } from '../data/currentBranch.js'
import { basemapQuery, buildingsQuery, categoriesQuery, streetsQuery, tagsQuery } from '../data/queries.js'
import type { SearchAddresses } from './searchPayload.js'

export interface SearchData {
  items: BasemapItem[]
  categories: Category[]
  tags: Tag[]
}

/**
 * Read as the map has it: a card mounting later must not refetch and re-parse 20,000 items
 * (half a second of a slow phone's main thread) because the map's copy has grown stale; the
 * map's own reads keep it fresh.
 */
const AS_THE_MAP_HAS_IT = { staleTime: Number.POSITIVE_INFINITY }

/** The current branch's pins, as the map has them. */
export function useMapItems(): BasemapItem[] | undefined {
  const branch = useCurrentBranch()?.branch
  return useQuery({ ...basemapQuery(branch?.shortId ?? null), ...AS_THE_MAP_HAS_IT }).data
}

const NO_STREETS: SearchAddresses['streets'] = []
const NO_TAGS: SearchData['tags'] = []
const NO_BUILDINGS: SearchAddresses['buildings'] = []

/**
 * The current branch's streets and buildings as the map has them, for the search field; none
 * for a branch without them, and none until they are there (the index is built again then).
 */
export function useSearchAddresses(): SearchAddresses {
  const branch = useCurrentBranch()?.branch
  const streets = useQuery({ ...streetsQuery(branch), ...AS_THE_MAP_HAS_IT }).data ?? NO_STREETS
  const buildings = useQuery({ ...buildingsQuery(branch), ...AS_THE_MAP_HAS_IT }).data ?? NO_BUILDINGS
  return useMemo(() => ({ streets, buildings }), [streets, buildings])
}

/** What the current branch's indexes are built from; null until all of it is there. */
export function useSearchData(): SearchData | null {
  const items = useMapItems()
  const categories = useQuery({ ...categoriesQuery, ...AS_THE_MAP_HAS_IT }).data
  const tagRead = useQuery({ ...tagsQuery, ...AS_THE_MAP_HAS_IT })
  // Tags only add to what the search finds: without them (the network dropped before they came)
  // it still finds places, and finds more once they are there.
  const tagsMissing = tagRead.isError || tagRead.fetchStatus === 'paused'
  const tags = tagRead.data ?? (tagsMissing ? NO_TAGS : undefined)
  return useMemo(
    () => (items && categories && tags ? { items, categories, tags } : null),
    [items, categories, tags],
  )
}
