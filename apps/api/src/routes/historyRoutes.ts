import { DeletedPlacesPage, HistoryPage, HistoryQuery, HistoryRestoreInput } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { deletedPlaces, eventHistory, historyEntry, itemHistory } from '../repositories/changeHistory.js'
import { restoreEntry, restoreScope } from '../repositories/historyRestore.js'
import { callerBranches, guardedWrite, guardRead } from './branchGuard.js'
import { IdParams, staffRoute } from './staffRoute.js'

/**
 * The change history of staff writes (issue 17): a place's and an event's entries, the places
 * deleted and still gone, and the restore of an entry's former state — itself a staff write,
 * branch-checked like the writes it performs (see `restoreScope`) and recorded in the history.
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
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
    '/events/dashboard/:id/history/',
    staffRoute(app, { params: IdParams, querystring: HistoryQuery, response: { 200: HistoryPage } }),
    async (request) => {
      await guardRead(db, request, { events: [request.params.id] })
      return eventHistory(db, request.params.id, request.query)
    },
  )
  app.get(
    '/items/dashboard/deleted/',
    staffRoute(app, { querystring: HistoryQuery, response: { 200: DeletedPlacesPage } }),
    async (request) => deletedPlaces(db, request.query, callerBranches(request)),
  )
  app.post(
    '/history/:id/restore/',
    staffRoute(app, {
      params: IdParams,
      body: HistoryRestoreInput,
      response: { 200: HistoryPage },
    }),
    async (request) => {
      const entry = await historyEntry(db, request.params.id)
      await guardedWrite(
        db,
        request,
        (tx) => restoreScope(tx, entry),
        (tx) => restoreEntry(tx, entry, request.body.field),
      )
      // The history the restore is now part of, first page.
      const firstPage = { page: 1, pageSize: 50 }
      return entry.itemId === null && entry.eventId !== null
        ? eventHistory(db, entry.eventId, firstPage)
        : itemHistory(db, entry.itemId ?? 0, firstPage)
    },
  )
}
