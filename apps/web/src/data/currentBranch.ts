import { type HostResolution, resolveHost } from '@quo/branch-config'
import type { Branch, BranchesResponse } from '@quo/contract'
import { useQuery } from '@tanstack/react-query'
import { branchesQuery } from './queries.js'

export interface CurrentBranch {
  resolution: HostResolution
  branch: Branch | undefined
  branches: Branch[]
}

/** Which branch this host shows (docs/product.md §2); `branch` is undefined on the main site. */
export function currentBranchOf(data: BranchesResponse, host: string, path: string): CurrentBranch {
  const resolution = resolveHost(host, path, data)
  const branch =
    resolution.kind === 'branch' ? data.branches.find((b) => b.shortId === resolution.shortId) : undefined
  return { resolution, branch, branches: data.branches }
}

export function useCurrentBranch(): CurrentBranch | undefined {
  const { data } = useQuery(branchesQuery)
  return data ? currentBranchOf(data, window.location.host, window.location.pathname) : undefined
}
