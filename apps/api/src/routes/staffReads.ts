import { Problem } from '@quo/contract'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { queryRows } from '../db/database.js'

const DailySessions = z.array(
  z.object({ day: z.string(), sessions: z.number().int(), events: z.number().int() }),
)

/** Reads for signed-in staff. */
export const staffReads: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/metrics/sessions/daily/',
    {
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        response: { 200: DailySessions, 401: Problem, 403: Problem },
      },
      preHandler: app.requireStaff,
    },
    async () =>
      queryRows<z.infer<typeof DailySessions>[number]>(
        app.database.db,
        sql`SELECT to_char(date_trunc('day', date_created AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS day,
                   count(DISTINCT session_id)::int AS sessions, count(*)::int AS events
            FROM metrics GROUP BY 1 ORDER BY 1 DESC LIMIT 90`,
      ),
  )
}
