import { BulkItemsInput, BulkItemsResult } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Db } from '../../db/database.js'
import { bulkEditItems } from '../../repositories/itemBulkWriteRepository.js'
import { assertTagsUsable, callerBranches, guardedWrite } from '../shared/branchGuard.js'
import { staffRoute } from '../shared/staffRoute.js'

/**
 * Bulk edit from the dashboard's places list (docs/decisions/0018-bulk-edit-in-one-transaction.md):
 * one action on up to 500 places in one transaction that names its actor, so the history records
 * every row it changes. It needs every branch of every place (and a branch tag's own branch), as
 * the single writes do. A tag of a map the caller may not edit is refused as that tag
 * (`errors[].path` `body.action.tagId`), so the dashboard names the tag, not the places.
 */
export const itemBulkWrites: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.post(
    '/items/dashboard/bulk/',
    staffRoute(app, { body: BulkItemsInput, response: { 200: BulkItemsResult } }),
    async (request) => {
      const { itemIds, action } = request.body
      const tagIds = action.type === 'addTag' || action.type === 'removeTag' ? [action.tagId] : []
      // Another map's tag is refused as that tag (`body.action.tagId`), before the places.
      const scope = async (tx: Db) => {
        await assertTagsUsable(tx, callerBranches(request), tagIds, 'body.action.tagId')
        return { items: itemIds, tags: tagIds }
      }
      return guardedWrite(db, request, scope, (tx) => bulkEditItems(tx, request.body))
    },
  )
}
