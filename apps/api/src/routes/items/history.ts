import { DeletedPlacesPage, HistoryPage, HistoryQuery } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { deletedPlaces, itemHistory } from '../../repositories/changeHistory.js'
import { callerBranches, guardRead } from '../shared/branchGuard.js'
import { IdParams, staffRoute } from '../shared/staffRoute.js'

/**
 * The change history of places (docs/decisions/0011-history-and-restore-scope.md): a place's
 * entries, newest first, and the places staff deleted that are still gone. Restoring an entry is
 * `routes/history/`.
 */
export const itemHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/items/dashboard/:id/history/',
    staffRoute(app, { params: IdParams, querystring: HistoryQuery, response: { 200: HistoryPage } }),
    async (request) => {
      await guardRead(db, request, { items: [request.params.id] })
      return itemHistory(db, request.params.id, request.query)
    },
  )
  app.get(
    '/items/dashboard/deleted/',
    staffRoute(app, { querystring: HistoryQuery, response: { 200: DeletedPlacesPage } }),
    async (request) => deletedPlaces(db, request.query, callerBranches(request)),
  )
}
