import type { FastifyInstance } from 'fastify'
import type { z } from 'zod'
import type { CacheDeps } from '../../cache/hotCache.js'

interface WholeTableRead {
  /** The route's path, also its hot-cache key. */
  url: string
  schema: z.ZodType
  /** Tables the answer is computed from; a change to any of them recomputes it. */
  deps: CacheDeps
  load: () => Promise<unknown>
  /** The operation's tag in the API document. */
  tag: string
}

/**
 * A whole-table reference read every visitor makes at start (docs/product.md §4): a hot read, serialised
 * and compressed once and kept until one of its tables changes.
 */
export function wholeTableRead(app: FastifyInstance, route: WholeTableRead): void {
  app.get(
    route.url,
    { schema: { tags: [route.tag], response: { 200: route.schema } }, compress: false },
    (request, reply) =>
      app.sendHot(request, reply, route.url, { deps: route.deps }, async () => ({
        value: await route.load(),
      })),
  )
}
