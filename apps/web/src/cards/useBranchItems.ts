import type { BasemapItem } from '@quo/contract'
import { useQuery } from '@tanstack/react-query'
import { useCurrentBranch } from '../data/currentBranch.js'
import { basemapQuery } from '../data/queries.js'

/**
 * The current branch's pins, shared with the map through the query cache. A card that opens
 * reads them as the map has them: its mounting never fetches the whole branch again (half a
 * megabyte at 20,000 items) just because the map's copy is older than the query's stale time.
 */
export function useBranchItems(): BasemapItem[] | undefined {
  const branch = useCurrentBranch()?.branch
  return useQuery({ ...basemapQuery(branch?.shortId ?? null), refetchOnMount: false }).data
}
