import { DashboardItem, DashboardItemsPage, DashboardItemsQuery } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { getDashboardItem, listDashboardItems } from '../../repositories/dashboardRepository.js'
import { callerBranches, guardRead } from '../shared/branchGuard.js'
import { IdParams, staffRoute } from '../shared/staffRoute.js'

/**
 * The dashboard's reads of places, for signed-in staff; never cached, since editors must see
 * their own writes. The list holds what is on one of the caller's branches or on none; a place
 * of only other branches answers 403.
 */
export const itemStaffReads: FastifyPluginAsyncZod = async (app) => {
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
}
