import { HistoryPage, HistoryRestoreInput } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { eventHistory, historyEntry, itemHistory } from '../../repositories/changeHistory.js'
import { restoreEntry, restoreScope } from '../../repositories/historyRestore.js'
import { guardedWrite } from '../shared/branchGuard.js'
import { IdParams, staffRoute } from '../shared/staffRoute.js'

/**
 * The restore of a history entry's former state (docs/decisions/0011-history-and-restore-scope.md)
 * — itself a staff write, branch-checked like the writes it performs (see `restoreScope`) and
 * recorded in the history. The entries themselves are read per place and per event
 * (`routes/items/`, `routes/events/`).
 */
export const historyRestore: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

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
