import { BulkItemsInput, BulkItemsResult } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { bulkEditItems } from '../../repositories/itemBulkWriteRepository.js'
import { guardedWrite } from '../shared/branchGuard.js'
import { staffRoute } from '../shared/staffRoute.js'

/**
 * Bulk edit from the dashboard's places list (docs/decisions/0018-bulk-edit-in-one-transaction.md):
 * one action on up to 500 places in one transaction that names its actor, so the history records
 * every row it changes. It needs every branch of every place (and a branch tag's own branch), as
 * the single writes do.
 */
export const itemBulkWrites: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.post(
    '/items/dashboard/bulk/',
    staffRoute(app, { body: BulkItemsInput, response: { 200: BulkItemsResult } }),
    async (request) => {
      const { itemIds, action } = request.body
      const tagIds = action.type === 'addTag' || action.type === 'removeTag' ? [action.tagId] : []
      return guardedWrite(db, request, { items: itemIds, tags: tagIds }, (tx) =>
        bulkEditItems(tx, request.body),
      )
    },
  )
}
