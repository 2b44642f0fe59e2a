import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { MediaStore } from '../media/mediaStore.js'
import type { Operations } from '../openapi/operations.js'
import type { MetricsBuffer } from '../services/metricsBuffer.js'
import { basemapOperations, basemapRoutes } from './basemap/index.js'
import { branchOperations, branchRoutes } from './branches/index.js'
import { contestOperations, contestRoutes } from './contests/index.js'
import { documentOperations, documentRoutes } from './documents/index.js'
import type { EventFeedRouteOptions } from './events/feeds.js'
import { eventOperations, eventRoutes } from './events/index.js'
import { featuredOperations, featuredRoutes } from './featured/index.js'
import { geoOperations, geoRoutes } from './geo/index.js'
import { historyOperations, historyRoutes } from './history/index.js'
import { inboxOperations, inboxRoutes } from './inbox/index.js'
import { itemOperations, itemRoutes } from './items/index.js'
import { listOperations, listRoutes } from './lists/index.js'
import { mediaOperations, mediaRoutes } from './media/index.js'
import { metricsOperations, metricsRoutes } from './metrics/index.js'
import { openDataOperations, openDataRoutes } from './openData/index.js'
import { searchOperations, searchRoutes } from './search/index.js'
import type { AnonymousWriteLimits } from './shared/anonymousWriteLimits.js'
import { systemOperations, systemRoutes } from './system/index.js'
import { taxonomyOperations, taxonomyRoutes } from './taxonomy/index.js'

export { type AnonymousWriteLimits, DEFAULT_LIMITS } from './shared/anonymousWriteLimits.js'

interface ApiRouteOptions {
  redisUrl?: string | undefined
  /** Where uploaded media are stored and level tiles read floor plans from. */
  mediaStore: MediaStore
  /** Takes the usage events visitors send. */
  metrics: MetricsBuffer
  limits: AnonymousWriteLimits
  /** Days usage events are kept, as the metrics summary reports it. */
  metricsRetentionDays: number
  /** How a run staff start fetches a subscribed calendar. */
  eventFeeds: EventFeedRouteOptions
}

/**
 * Every route of the API (under `/api`), resource by resource: each folder registers its
 * routes in its `index.ts`, where their operation ids are named too. Nothing outside this
 * folder imports from it but `app.ts` (biome.json).
 */
export const apiRoutes: FastifyPluginAsyncZod<ApiRouteOptions> = async (api, options) => {
  const { redisUrl, mediaStore, metrics, limits } = options
  await api.register(systemRoutes, { redisUrl, mediaStore })
  await api.register(branchRoutes, { mediaStore })
  await api.register(taxonomyRoutes)
  await api.register(geoRoutes)
  await api.register(basemapRoutes)
  await api.register(itemRoutes, { limits })
  await api.register(eventRoutes, { feeds: options.eventFeeds })
  await api.register(featuredRoutes)
  await api.register(contestRoutes, { limits })
  await api.register(listRoutes)
  await api.register(searchRoutes)
  await api.register(mediaRoutes, { mediaStore })
  await api.register(inboxRoutes)
  await api.register(historyRoutes)
  await api.register(metricsRoutes, { retentionDays: options.metricsRetentionDays, metrics, limits })
  await api.register(documentRoutes)
  await api.register(openDataRoutes)
}

/** Every operation's id and summary, for the API document (plugins/openapi.ts). */
export const OPERATIONS: Operations = {
  ...systemOperations,
  ...branchOperations,
  ...taxonomyOperations,
  ...geoOperations,
  ...basemapOperations,
  ...itemOperations,
  ...eventOperations,
  ...featuredOperations,
  ...contestOperations,
  ...listOperations,
  ...searchOperations,
  ...mediaOperations,
  ...inboxOperations,
  ...historyOperations,
  ...metricsOperations,
  ...documentOperations,
  ...openDataOperations,
}
