import type { FastifyInstance } from 'fastify'
import { basemapRead } from '../cache/basemapRead.js'
import type { BackgroundJob } from './backgroundJob.js'

/**
 * Computes the pins of every branch and of the whole map once after the start, one after
 * another beside the requests, and the pin tiles of those big enough to be drawn from tiles:
 * a 100,000-place branch's first computation (~5 s) is then the start's cost, not its first
 * visitor's. Later changes recompute them in the background too
 * (the hot cache's slow values), so no visitor ever waits for them.
 */
export function warmBranchPins(app: FastifyInstance): BackgroundJob {
  let stopped = false
  const run = async () => {
    // After the start's own work: the first requests go before the warm-up.
    await new Promise((resolve) => setImmediate(resolve))
    const { branches } = await app.branchList()
    for (const branchId of [...branches.map((b) => b.id), null]) {
      if (stopped) return
      const { key, options, compute } = basemapRead(app.database.db, branchId)
      await app.hotCache.get(key, options, compute)
      if (!stopped) await app.pinTiles.warm(branchId)
    }
  }
  const done = run().catch((err: unknown) => {
    if (!stopped) app.log.warn({ err }, 'the pins could not be computed ahead')
  })
  return {
    async stop() {
      stopped = true
      await done
    },
  }
}
