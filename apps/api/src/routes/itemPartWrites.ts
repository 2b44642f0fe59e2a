import {
  IdParam,
  ItemAddress,
  ItemAddressInput,
  ItemAddressUpdateInput,
  ItemCategoriesInput,
  ItemCategoryInput,
  ItemCategoryLink,
  ItemDetail,
  ItemDetailCreateInput,
  ItemDetailUpdateInput,
  ItemMedium,
  ItemMediumInput,
  ItemMediumUpdateInput,
  ItemRelation,
  ItemRelationInput,
  ItemTagInput,
  ItemTagLink,
  Mention,
  MentionInput,
  MentionUpdateInput,
} from '@quo/contract'
import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  itemAddresses,
  itemCategories,
  itemDetails,
  itemMedia,
  itemRelations,
  itemTags,
  mentions,
} from '../db/schema/index.js'
import {
  addCategories,
  createAddress,
  createDetail,
  createRelation,
  updateDetail,
  writeItemPart,
} from '../repositories/itemPartWriteRepository.js'
import { deleteRow, insertRow, updateRow } from '../repositories/rowWrites.js'
import { guardedWrite } from './branchGuard.js'
import { IdParams, staffRoute } from './staffRoute.js'

const ItemCategoryParams = z.object({ itemId: IdParam, categoryId: IdParam })
const ItemTagParams = z.object({ itemId: IdParam, tagId: IdParam })
const RelationParams = z.object({ parentId: IdParam, childId: IdParam, relationshipId: IdParam })

/**
 * Staff writes of what hangs on an item: categories, address, relations, details, media,
 * tags and mentions (spec §7). Each marks its item as edited in the same transaction, and
 * needs every branch of its item (of both items for a relation, and a tag's own branch).
 */
export const itemPartWrites: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  // Categories
  app.post(
    '/items/categories/multiple/',
    staffRoute(app, { body: ItemCategoriesInput, response: { 201: z.array(ItemCategoryLink) } }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await guardedWrite(db, request, { items: [request.body.itemId] }, (tx) =>
            addCategories(tx, request.body),
          ),
        ),
  )
  app.post(
    '/items/categories/',
    staffRoute(app, { body: ItemCategoryInput, response: { 201: ItemCategoryLink } }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await guardedWrite(db, request, { items: [request.body.itemId] }, (db) =>
            writeItemPart(db, (tx) => insertRow(tx, itemCategories, request.body)),
          ),
        ),
  )
  app.delete(
    '/items/categories/:itemId/:categoryId',
    staffRoute(app, { params: ItemCategoryParams, response: { 200: ItemCategoryLink } }),
    async (request) => {
      const { params } = request
      return guardedWrite(db, request, { items: [params.itemId] }, (db) =>
        writeItemPart(db, (tx) =>
          deleteRow(
            tx,
            itemCategories,
            and(eq(itemCategories.itemId, params.itemId), eq(itemCategories.categoryId, params.categoryId)),
            'item category',
          ),
        ),
      )
    },
  )

  // Address
  app.post(
    '/items/addresses/',
    staffRoute(app, { body: ItemAddressInput, response: { 201: ItemAddress } }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await guardedWrite(db, request, { items: [request.body.itemId] }, (tx) =>
            createAddress(tx, request.body),
          ),
        ),
  )
  app.put(
    '/items/addresses/:id',
    staffRoute(app, { params: IdParams, body: ItemAddressUpdateInput, response: { 200: ItemAddress } }),
    async (request) => {
      const { params, body } = request
      return guardedWrite(db, request, { addresses: [params.id] }, (db) =>
        writeItemPart(db, (tx) =>
          updateRow(tx, itemAddresses, eq(itemAddresses.id, params.id), body, 'item address'),
        ),
      )
    },
  )

  // Parent/child relations
  app.post(
    '/items/items/',
    staffRoute(app, { body: ItemRelationInput, response: { 201: ItemRelation } }),
    async (request, reply) => {
      const { parentItemId, childItemId } = request.body
      const scope = { items: [parentItemId, childItemId] }
      return reply
        .code(201)
        .send(await guardedWrite(db, request, scope, (tx) => createRelation(tx, request.body)))
    },
  )
  app.delete(
    '/items/items/:parentId/:childId/:relationshipId',
    staffRoute(app, {
      params: RelationParams,
      response: { 200: ItemRelation.omit({ relationshipTitle: true }) },
    }),
    async (request) => {
      const { params } = request
      return guardedWrite(db, request, { items: [params.parentId, params.childId] }, (db) =>
        writeItemPart(db, async (tx) => {
          const row = await deleteRow(
            tx,
            itemRelations,
            and(
              eq(itemRelations.parentItemId, params.parentId),
              eq(itemRelations.childItemId, params.childId),
              eq(itemRelations.relationshipId, params.relationshipId),
            ),
            'item relation',
          )
          return { ...row, itemId: row.parentItemId }
        }),
      )
    },
  )

  // Details
  app.post(
    '/items/details/',
    staffRoute(app, { body: ItemDetailCreateInput, response: { 201: ItemDetail } }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await guardedWrite(db, request, { items: [request.body.itemId] }, (tx) =>
            createDetail(tx, request.body),
          ),
        ),
  )
  app.put(
    '/items/details/:id',
    staffRoute(app, { params: IdParams, body: ItemDetailUpdateInput, response: { 200: ItemDetail } }),
    async (request) => {
      const { params, body } = request
      return guardedWrite(db, request, { details: [params.id] }, (tx) => updateDetail(tx, params.id, body))
    },
  )
  app.delete(
    '/items/details/:id',
    staffRoute(app, { params: IdParams, response: { 200: ItemDetail } }),
    async (request) => {
      const { params } = request
      return guardedWrite(db, request, { details: [params.id] }, (db) =>
        writeItemPart(db, (tx) => deleteRow(tx, itemDetails, eq(itemDetails.id, params.id), 'item detail')),
      )
    },
  )

  // Media
  app.post(
    '/items/media/',
    staffRoute(app, { body: ItemMediumInput, response: { 201: ItemMedium } }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await guardedWrite(db, request, { items: [request.body.itemId] }, (db) =>
            writeItemPart(db, (tx) => insertRow(tx, itemMedia, request.body)),
          ),
        ),
  )
  app.put(
    '/items/media/:id',
    staffRoute(app, { params: IdParams, body: ItemMediumUpdateInput, response: { 200: ItemMedium } }),
    async (request) => {
      const { params, body } = request
      return guardedWrite(db, request, { media: [params.id] }, (db) =>
        writeItemPart(db, (tx) => updateRow(tx, itemMedia, eq(itemMedia.id, params.id), body, 'item medium')),
      )
    },
  )
  app.delete(
    '/items/media/:id',
    staffRoute(app, { params: IdParams, response: { 200: ItemMedium } }),
    async (request) => {
      const { params } = request
      return guardedWrite(db, request, { media: [params.id] }, (db) =>
        writeItemPart(db, (tx) => deleteRow(tx, itemMedia, eq(itemMedia.id, params.id), 'item medium')),
      )
    },
  )

  // Tags
  app.post(
    '/items/tags/',
    staffRoute(app, { body: ItemTagInput, response: { 201: ItemTagLink } }),
    async (request, reply) => {
      const scope = { items: [request.body.itemId], tags: [request.body.tagId] }
      return reply
        .code(201)
        .send(
          await guardedWrite(db, request, scope, (db) =>
            writeItemPart(db, (tx) => insertRow(tx, itemTags, request.body)),
          ),
        )
    },
  )
  app.delete(
    '/items/tags/:itemId/:tagId',
    staffRoute(app, { params: ItemTagParams, response: { 200: ItemTagLink } }),
    async (request) => {
      const { params } = request
      return guardedWrite(db, request, { items: [params.itemId], tags: [params.tagId] }, (db) =>
        writeItemPart(db, (tx) =>
          deleteRow(
            tx,
            itemTags,
            and(eq(itemTags.itemId, params.itemId), eq(itemTags.tagId, params.tagId)),
            'item tag',
          ),
        ),
      )
    },
  )

  // Mentions
  app.post(
    '/items/mentions/',
    staffRoute(app, { body: MentionInput, response: { 201: Mention } }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await guardedWrite(db, request, { items: [request.body.itemId] }, (db) =>
            writeItemPart(db, (tx) => insertRow(tx, mentions, request.body)),
          ),
        ),
  )
  app.put(
    '/items/mentions/:id',
    staffRoute(app, { params: IdParams, body: MentionUpdateInput, response: { 200: Mention } }),
    async (request) => {
      const { params, body } = request
      return guardedWrite(db, request, { mentions: [params.id] }, (db) =>
        writeItemPart(db, (tx) => updateRow(tx, mentions, eq(mentions.id, params.id), body, 'mention')),
      )
    },
  )
  app.delete(
    // One path with PUT: `{id}` in both, so the document has one path, not two names for it.
    '/items/mentions/:id',
    staffRoute(app, { params: IdParams, response: { 200: Mention } }),
    async (request) => {
      const { params } = request
      return guardedWrite(db, request, { mentions: [params.id] }, (db) =>
        writeItemPart(db, (tx) => deleteRow(tx, mentions, eq(mentions.id, params.id), 'mention')),
      )
    },
  )
}
