import { anonymousWrites } from './calls/anonymousWrites.js'
import { multiStep } from './calls/multiStep.js'
import { publicReads } from './calls/publicReads.js'
import { staffReads } from './calls/staffReads.js'
import { staffWrites } from './calls/staffWrites.js'
import { createTransport, type TransportOptions } from './transport.js'

export type ApiClientOptions = TransportOptions

/**
 * One typed function per call of docs/product.md §7. Every response is parsed with its contract
 * schema, so a server that drifts from the contract fails at the call, not deep in the UI;
 * any status other than the call's success code (201 create, 202 metrics, 200 otherwise)
 * rejects with an `ApiError` carrying the problem document.
 * @example const api = createApiClient({ baseUrl: '/api' }); const { branches } = await api.branches()
 */
export function createApiClient(options: ApiClientOptions) {
  const request = createTransport(options)
  const reads = staffReads(request)
  const writes = staffWrites(request)
  return {
    ...publicReads(request),
    ...reads,
    ...writes,
    ...anonymousWrites(request),
    ...multiStep(reads, writes),
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

/**
 * Only the calls anybody may make — public reads and anonymous writes — for apps that never
 * sign in (the public site, the embed): the staff calls stay out of their bundles.
 * @example const api = createPublicApiClient({ baseUrl: '/api' }); const tags = await api.tags()
 */
export function createPublicApiClient(options: ApiClientOptions) {
  const request = createTransport(options)
  return { ...publicReads(request), ...anonymousWrites(request) }
}

export type PublicApiClient = ReturnType<typeof createPublicApiClient>
