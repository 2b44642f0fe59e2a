import {
  DashboardEvent,
  DashboardEventsPage,
  DashboardEventsQuery,
  HistoryPage,
  HistoryQuery,
} from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { eventHistory } from '../../repositories/changeHistory.js'
import { getDashboardEvent, listDashboardEvents } from '../../repositories/dashboardRepository.js'
import { callerBranches, guardRead } from '../shared/branchGuard.js'
import { IdParams, staffRoute } from '../shared/staffRoute.js'

/**
 * The dashboard's reads of events, for signed-in staff; never cached, since editors must see
 * their own writes. The list holds what is on one of the caller's branches or on none; an
 * event of only other branches answers 403, as does its change history.
 */
export const eventStaffReads: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/events/dashboard/',
    staffRoute(app, { querystring: DashboardEventsQuery, response: { 200: DashboardEventsPage } }),
    async (request) => listDashboardEvents(db, request.query, callerBranches(request)),
  )
  app.get(
    '/events/dashboard/:id',
    staffRoute(app, { params: IdParams, response: { 200: DashboardEvent } }),
    async (request) => {
      await guardRead(db, request, { events: [request.params.id] })
      return getDashboardEvent(db, request.params.id)
    },
  )
  app.get(
    '/events/dashboard/:id/history/',
    staffRoute(app, { params: IdParams, querystring: HistoryQuery, response: { 200: HistoryPage } }),
    async (request) => {
      await guardRead(db, request, { events: [request.params.id] })
      return eventHistory(db, request.params.id, request.query)
    },
  )
}
