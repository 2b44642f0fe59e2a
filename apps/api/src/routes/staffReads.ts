import {
  ChangeRequestsQuery,
  DashboardEvent,
  DashboardEventsPage,
  DashboardEventsQuery,
  DashboardItem,
  DashboardItemsPage,
  DashboardItemsQuery,
  StaffChangeRequest,
} from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { listChangeRequests } from '../repositories/anonymousWriteRepository.js'
import {
  getDashboardEvent,
  getDashboardItem,
  listDashboardEvents,
  listDashboardItems,
} from '../repositories/dashboardRepository.js'
import { callerBranches, guardRead } from './branchGuard.js'
import { IdParams, staffRoute } from './staffRoute.js'

/**
 * Reads for signed-in staff; never cached, since editors must see their own writes. Lists
 * hold what is on one of the caller's branches or on none; a record of only other branches
 * answers 403.
 */
export const staffReads: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/items/dashboard/',
    staffRoute(app, { querystring: DashboardItemsQuery, response: { 200: DashboardItemsPage } }),
    async (request) => listDashboardItems(db, request.query, callerBranches(request)),
  )
  app.get(
    '/items/dashboard/:id',
    staffRoute(app, { params: IdParams, response: { 200: DashboardItem } }),
    async (request) => {
      await guardRead(db, request, { items: [request.params.id] })
      return getDashboardItem(db, request.params.id)
    },
  )
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
    '/items/change-requests/',
    staffRoute(app, { querystring: ChangeRequestsQuery, response: { 200: z.array(StaffChangeRequest) } }),
    async (request) => listChangeRequests(db, request.query, callerBranches(request)),
  )
}
