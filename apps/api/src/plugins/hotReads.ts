import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { type CacheOptions, HotCache } from '../cache/hotCache.js'
import { sendCached } from '../cache/sendCached.js'
import type { Database } from '../db/database.js'
import { HttpProblem } from './problems.js'

declare module 'fastify' {
  interface FastifyInstance {
    database: Database
    hotCache: HotCache
    /** Answers from the hot cache, computing and compressing the body on a miss. */
    sendHot(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      options: CacheOptions,
      compute: () => Promise<unknown>,
    ): Promise<void>
    /** Like {@link sendHot}, for reads of one thing: `compute` yields null when it does not exist. */
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
export const hotReads = fp<{ database: Database }>(async (app: FastifyInstance, { database }) => {
  const cache = new HotCache()
  app.decorate('database', database)
  app.decorate('hotCache', cache)
  app.decorate('sendHot', async (request, reply, key, options, compute) => {
    sendCached(request, reply, await cache.get(key, options, compute))
  })
  // Misses are cached too (bounded by the cache size) so probing unknown ids costs no query.
  app.decorate('sendHotOrNotFound', async (request, reply, key, options, compute) => {
    const body = await cache.get(key, options, async () => (await compute()) ?? null)
    if (body.identity.equals(NULL_JSON)) throw new HttpProblem(404, options.notFound)
    sendCached(request, reply, body)
  })
  await database.onChange((table) => cache.invalidate(table))
})
