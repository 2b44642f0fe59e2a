import {
  DashboardEvent,
  DashboardEventsPage,
  DashboardEventsQuery,
  DashboardItem,
  DashboardItemsPage,
  DashboardItemsQuery,
  IdParam,
  Problem,
} from '@quo/contract'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { queryRows } from '../db/database.js'
import { HttpProblem } from '../plugins/problems.js'
import {
  findDashboardEvent,
  findDashboardItem,
  listDashboardEvents,
  listDashboardItems,
} from '../repositories/dashboardRepository.js'

const DailySessions = z.array(
  z.object({ day: z.string(), sessions: z.number().int(), events: z.number().int() }),
)

const staffErrors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem }
const IdParams = z.object({ id: IdParam })

/** Reads for signed-in staff; never cached, since editors must see their own writes. */
export const staffReads: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const staff = { tags: ['staff'], security: [{ bearer: [] }] }
  const noStore = { 'cache-control': 'no-store' }

  app.get(
    '/items/dashboard/',
    {
      schema: {
        ...staff,
        querystring: DashboardItemsQuery,
        response: { 200: DashboardItemsPage, ...staffErrors },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) => reply.headers(noStore).send(await listDashboardItems(db, request.query)),
  )

  app.get(
    '/items/dashboard/:id',
    {
      schema: { ...staff, params: IdParams, response: { 200: DashboardItem, ...staffErrors } },
      preHandler: app.requireStaff,
    },
    async (request, reply) => {
      const item = await findDashboardItem(db, request.params.id)
      if (!item) throw new HttpProblem(404, 'Unknown item')
      return reply.headers(noStore).send(item)
    },
  )

  app.get(
    '/events/dashboard/',
    {
      schema: {
        ...staff,
        querystring: DashboardEventsQuery,
        response: { 200: DashboardEventsPage, ...staffErrors },
      },
      preHandler: app.requireStaff,
    },
    async (request, reply) => reply.headers(noStore).send(await listDashboardEvents(db, request.query)),
  )

  app.get(
    '/events/dashboard/:id',
    {
      schema: { ...staff, params: IdParams, response: { 200: DashboardEvent, ...staffErrors } },
      preHandler: app.requireStaff,
    },
    async (request, reply) => {
      const event = await findDashboardEvent(db, request.params.id)
      if (!event) throw new HttpProblem(404, 'Unknown event')
      return reply.headers(noStore).send(event)
    },
  )

  app.get(
    '/metrics/sessions/daily/',
    {
      schema: { ...staff, response: { 200: DailySessions, 401: Problem, 403: Problem } },
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
