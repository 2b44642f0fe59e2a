import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { VERSION } from '../version.js'

export const system: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ok'), version: z.string(), database: z.string() }) },
      },
    },
    async () => {
      await app.database.db.execute(sql`SELECT 1`)
      return { status: 'ok' as const, version: VERSION, database: app.database.kind }
    },
  )
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
