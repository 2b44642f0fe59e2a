import { SystemStatus } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { MediaStore } from '../../media/mediaStore.js'
import {
  databaseStatus,
  mediaStoreStatus,
  pingDatabase,
  redisStatus,
} from '../../repositories/systemRepository.js'
import { VERSION } from '../../version.js'
import { staffRoute } from '../shared/staffRoute.js'
import { callerOf } from './staffCaller.js'

export const system: FastifyPluginAsyncZod<{
  redisUrl?: string | undefined
  mediaStore: MediaStore
}> = async (app, { redisUrl, mediaStore }) => {
  // The probe has a connection of its own; the rate limiter's may be down while it is not.
  const withCounters = (redis: Awaited<ReturnType<typeof redisStatus>>) =>
    app.rateLimitCounters() === 'shared'
      ? redis
      : { ...redis, ok: false, detail: `${redis.detail} (rate limits count per process until Redis answers)` }
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ok'), version: z.string(), database: z.string() }) },
      },
    },
    async () => {
      await pingDatabase(app.database.db)
      return { status: 'ok' as const, version: VERSION, database: app.database.kind }
    },
  )
  // The dashboard's debug screen (docs/decisions/0019-system-status-for-staff.md): versions, the
  // database and Redis, the caller's token.
  app.get('/system/status/', staffRoute(app, { response: { 200: SystemStatus } }), async (request) => {
    const [database, redis, media] = await Promise.all([
      databaseStatus(app.database.db),
      redisUrl ? redisStatus(redisUrl).then(withCounters) : null,
      mediaStoreStatus(mediaStore),
    ])
    return {
      version: VERSION,
      node: process.version,
      uptimeSeconds: Math.floor(process.uptime()),
      database: { ...database, kind: app.database.kind },
      redis,
      media,
      caller: callerOf(request),
    }
  })
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
