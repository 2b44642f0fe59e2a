import type { BasemapItem } from '@quo/contract'
import { useQuery } from '@tanstack/react-query'
import { useCurrentBranch } from '../data/currentBranch.js'
import { basemapQuery } from '../data/queries.js'

/** The current branch's pins (shared with the map through the query cache). */
export function useBranchItems(): BasemapItem[] | undefined {
  const branch = useCurrentBranch()?.branch
  return useQuery(basemapQuery(branch?.shortId ?? null)).data
}
