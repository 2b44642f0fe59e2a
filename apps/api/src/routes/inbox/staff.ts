import { InboxDecision, InboxEntry, InboxPage, InboxQuery } from '@quo/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  decideOsmDifferences,
  decideVisitorRequest,
  listInbox,
  osmRequest,
  visitorRequest,
} from '../../repositories/inboxRepository.js'
import { assertBranches, callerBranches, guardedWrite, guardRead, staffName } from '../shared/branchGuard.js'
import { IdParams, staffRoute } from '../shared/staffRoute.js'

/**
 * A visitor's request of another branch's shortcut is not the caller's to read or decide. One
 * sent from no branch's map is every branch's to handle; its decision is still checked
 * against the place it writes to.
 */
const assertRequestBranch = (request: FastifyRequest, branchShortId: number | null) =>
  assertBranches(callerBranches(request), branchShortId === null ? [] : [branchShortId])

/**
 * The inbox (docs/decisions/0013-inbox-decided-field-by-field.md): visitors' change requests and
 * proposed places and the differences an OpenStreetMap re-import kept for staff, oldest first,
 * decided field by field through the editor's own writes (same checks, same change feed, recorded
 * in the history).
 */
export const inboxStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/inbox/',
    staffRoute(app, { querystring: InboxQuery, response: { 200: InboxPage } }),
    async (request) => listInbox(db, request.query, callerBranches(request)),
  )
  app.get(
    '/inbox/visitor/:id',
    staffRoute(app, { params: IdParams, response: { 200: InboxEntry } }),
    async (request) => {
      const { row, entry } = await visitorRequest(db, request.params.id)
      assertRequestBranch(request, row.branchShortId)
      return entry
    },
  )
  app.get(
    '/inbox/osm/:id',
    staffRoute(app, { params: IdParams, response: { 200: InboxEntry } }),
    async (request) => {
      await guardRead(db, request, { items: [request.params.id] })
      return osmRequest(db, request.params.id)
    },
  )
  app.post(
    '/inbox/visitor/:id/decision/',
    staffRoute(app, { params: IdParams, body: InboxDecision, response: { 200: InboxEntry } }),
    async (request) => {
      const { id } = request.params
      const { row } = await visitorRequest(db, id)
      assertRequestBranch(request, row.branchShortId)
      // A correction writes to its place; a proposed place to the maps its tags put it on.
      const scope = row.itemId === null ? { tags: request.body.tagIds ?? [] } : { items: [row.itemId] }
      await guardedWrite(db, request, scope, (tx) =>
        decideVisitorRequest(tx, id, request.body, staffName(request)),
      )
      return (await visitorRequest(db, id)).entry
    },
  )
  app.post(
    '/inbox/osm/:id/decision/',
    staffRoute(app, { params: IdParams, body: InboxDecision, response: { 200: InboxEntry } }),
    async (request) => {
      const { id } = request.params
      await guardedWrite(db, request, { items: [id] }, (tx) =>
        decideOsmDifferences(tx, id, request.body, staffName(request)),
      )
      return osmRequest(db, id)
    },
  )
}
