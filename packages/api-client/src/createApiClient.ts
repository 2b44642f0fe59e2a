import { BasemapResponse, BranchesResponse } from '@quo/contract'
import ky, { type KyInstance } from 'ky'

export interface ApiClientOptions {
  /** API base, e.g. `https://vaduz.quo.li/api`. */
  baseUrl: string
  fetch?: typeof fetch
}

/**
 * Typed access to the quo API; every response is parsed with its contract schema, so a
 * server that drifts from the contract fails loudly here, not deep in the UI.
 * @example const api = createApiClient({ baseUrl: '/api' }); const { branches } = await api.branches()
 */
export function createApiClient(options: ApiClientOptions) {
  const http: KyInstance = ky.create({
    prefixUrl: options.baseUrl,
    headers: { accept: 'application/json' },
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  return {
    async branches() {
      return BranchesResponse.parse(await http.get('branches/').json())
    },
    async basemap(branchShortId?: number) {
      const path =
        branchShortId === undefined ? 'items/basemap/' : `items/basemap/branchshortid/${branchShortId}`
      return BasemapResponse.parse(await http.get(path).json())
    },
  }
}

export type ApiClient = ReturnType<typeof createApiClient>
