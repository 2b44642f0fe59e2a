import type { Branch } from '@quo/contract'
import { decodeBasemap } from '@quo/contract'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../api.js'
import { pinsDue } from './pinsDue.js'
import { sharePins } from './sharePins.js'

// Reference data changes rarely and the server revalidates with ETags; keep it for a while.
const reference = { staleTime: 5 * 60_000 }

export const branchesQuery = queryOptions({
  queryKey: ['branches'],
  queryFn: () => api.branches(),
  ...reference,
})
export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: () => api.categories(),
  ...reference,
})
export const iconsQuery = queryOptions({ queryKey: ['icons'], queryFn: () => api.icons(), ...reference })
export const tagsQuery = queryOptions({ queryKey: ['tags'], queryFn: () => api.tags(), ...reference })
export const detailKeysQuery = queryOptions({
  queryKey: ['detailKeys'],
  queryFn: () => api.detailKeys(),
  ...reference,
})
export const searchShortcutsQuery = queryOptions({
  queryKey: ['searchShortcuts'],
  queryFn: () => api.searchShortcuts(),
  ...reference,
})

/**
 * A map's pins. Their readers never start the first read: it starts when it is due (at once
 * for a small map, after the map has drawn for a big one; src/data/pinsPayload.ts), and
 * every reader gets the pins then. Once there, they are read again as usual.
 */
export const basemapQuery = (shortId: number | null, { fresh = false } = {}) =>
  queryOptions({
    queryKey: ['basemap', shortId],
    queryFn: async () => decodeBasemap(await api.basemap(shortId ?? undefined, { fresh })),
    structuralSharing: sharePins,
    staleTime: 60_000,
    enabled: (query) => query.state.data !== undefined || pinsDue(shortId),
  })

/** How many pins a map has, their version and kinds: whether it draws them from tiles. */
export const pinSummaryQuery = (shortId: number | null, { fresh = false } = {}) =>
  queryOptions({
    queryKey: ['pinSummary', shortId],
    queryFn: () => api.pinSummary(shortId ?? undefined, { fresh }),
    staleTime: 60_000,
  })

/** Streets and buildings load only for branches flagged with them (docs/product.md §4). */
export const streetsQuery = (branch: Branch | undefined) =>
  queryOptions({
    queryKey: ['streets', branch?.shortId],
    queryFn: () => api.streets(branch?.shortId ?? 0),
    enabled: !!branch?.hasStreets,
    ...reference,
  })
export const buildingsQuery = (branch: Branch | undefined) =>
  queryOptions({
    queryKey: ['buildings', branch?.shortId],
    queryFn: () => api.buildings(branch?.shortId ?? 0),
    enabled: !!branch?.hasBuildings,
    ...reference,
  })

export const itemQuery = (nanoId: string) =>
  queryOptions({ queryKey: ['item', nanoId], queryFn: () => api.item(nanoId), staleTime: 30_000 })

export const listsQuery = queryOptions({ queryKey: ['lists'], queryFn: () => api.lists(), ...reference })

export const contestsQuery = queryOptions({
  queryKey: ['contests'],
  queryFn: () => api.contests(),
  ...reference,
})
