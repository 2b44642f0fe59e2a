import type { BranchesResponse } from '@quo/contract'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { branchListReader } from '../cache/branchList.js'
import { parseChange } from '../cache/changePayload.js'
import { type CacheOptions, type Computed, HotCache, type HotCacheOptions } from '../cache/hotCache.js'
import { sendCached } from '../cache/sendCached.js'
import type { Database } from '../db/database.js'
import { PinSummaries } from '../tiles/pinSummaries.js'
import { PinTileSets } from '../tiles/pinTileSets.js'
import { HttpProblem } from './problems.js'
import { probeSentAt } from './telemetry.js'

declare module 'fastify' {
  interface FastifyInstance {
    database: Database
    hotCache: HotCache
    /** Every map's pins as vector tiles, cut from the hot cache's pins. */
    pinTiles: PinTileSets
    /** Every map's pin summary (count, version, kinds), encoded once per version of its pins. */
    pinSummaries: PinSummaries
    /** The branch list from the hot cache: no query per request, fresh after every branch change. */
    branchList(): Promise<BranchesResponse>
    /** Answers from the hot cache, computing and compressing the body on a miss. */
    sendHot(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      options: CacheOptions,
      compute: () => Promise<Computed>,
    ): Promise<void>
    /**
     * Like {@link sendHot}, for reads of one thing: `compute` yields the value, or null when it
     * does not exist (answered 404 with `notFound`). Such reads never age by themselves.
     */
    sendHotOrNotFound(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      options: CacheOptions & { notFound: string },
      compute: () => Promise<unknown>,
    ): Promise<void>
  }
}

const NULL_JSON = Buffer.from('null')

/** Decorates the app with the database and a hot cache kept coherent by the change feed. */
export const hotReads = fp<{
  database: Database
  cache?: HotCacheOptions | undefined
  pinTilesRebuildQuietMs?: number | undefined
}>(async (app: FastifyInstance, { database, cache: timings, pinTilesRebuildQuietMs }) => {
  const cache = new HotCache({
    ...timings,
    onRead: (result) => app.telemetry.countCacheRead(result),
    onRefreshError: (key, err) => app.log.warn({ err, key }, 'a hot read could not be computed again'),
  })
  app.decorate('database', database)
  app.decorate('hotCache', cache)
  app.decorate('branchList', branchListReader(app))
  app.decorate('pinTiles', new PinTileSets(app, pinTilesRebuildQuietMs))
  app.decorate('pinSummaries', new PinSummaries(app))
  app.decorate('sendHot', async (request, reply, key, options, compute) => {
    sendCached(request, reply, await cache.get(key, options, compute))
  })
  // Misses are cached too (bounded by the cache size) so probing unknown ids costs no query.
  app.decorate('sendHotOrNotFound', async (request, reply, key, options, compute) => {
    const body = await cache.get(key, options, async () => ({ value: (await compute()) ?? null }))
    if (body.identity.equals(NULL_JSON)) throw new HttpProblem(404, options.notFound)
    sendCached(request, reply, body)
  })
  await database.onChange((payload) => {
    const sentAt = probeSentAt(payload)
    if (sentAt !== undefined) {
      app.telemetry.setChangeFeedLag(Math.max(0, Date.now() - sentAt) / 1000)
      return
    }
    const { table, itemIds } = parseChange(payload)
    cache.invalidate(table, itemIds)
  })
})
