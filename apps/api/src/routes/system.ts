import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pingDatabase } from '../repositories/systemRepository.js'
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
      await pingDatabase(app.database.db)
      return { status: 'ok' as const, version: VERSION, database: app.database.kind }
    },
  )
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
