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
  ItemRelationOrderInput,
  ItemTagInput,
  ItemTagLink,
  Mention,
  MentionInput,
  MentionUpdateInput,
} from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  addCategories,
  addCategory,
  addMedium,
  addMention,
  addTag,
  createAddress,
  createDetail,
  createRelation,
  deleteDetail,
  deleteMedium,
  deleteMention,
  deleteRelation,
  moveRelation,
  removeCategory,
  removeTag,
  updateAddress,
  updateDetail,
  updateMedium,
  updateMention,
} from '../../repositories/itemPartWriteRepository.js'
import { fullUrl, toVariant } from '../../repositories/mediaRepository.js'
import { guardedWrite, readableAsset } from '../shared/branchGuard.js'
import { IdParams, staffRoute } from '../shared/staffRoute.js'

const ItemCategoryParams = z.object({ itemId: IdParam, categoryId: IdParam })
const ItemTagParams = z.object({ itemId: IdParam, tagId: IdParam })
const RelationParams = z.object({ parentId: IdParam, childId: IdParam, relationshipId: IdParam })

/**
 * Staff writes of what hangs on an item: categories, address, relations, details, media,
 * tags and mentions (docs/product.md §7). Each marks its item as edited in the same transaction, and
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
          await guardedWrite(db, request, { items: [request.body.itemId] }, (tx) =>
            addCategory(tx, request.body),
          ),
        ),
  )
  app.delete(
    '/items/categories/:itemId/:categoryId',
    staffRoute(app, { params: ItemCategoryParams, response: { 200: ItemCategoryLink } }),
    async (request) => {
      const { params } = request
      return guardedWrite(db, request, { items: [params.itemId] }, (tx) =>
        removeCategory(tx, params.itemId, params.categoryId),
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
      return guardedWrite(db, request, { addresses: [params.id] }, (tx) => updateAddress(tx, params.id, body))
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
  app.put(
    '/items/items/:parentId/:childId/:relationshipId',
    staffRoute(app, {
      params: RelationParams,
      body: ItemRelationOrderInput,
      response: { 200: ItemRelation },
    }),
    async (request) => {
      const { params, body } = request
      return guardedWrite(db, request, { items: [params.parentId, params.childId] }, (tx) =>
        moveRelation(tx, params.parentId, params.childId, params.relationshipId, body.sortOrder),
      )
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
      return guardedWrite(db, request, { items: [params.parentId, params.childId] }, (tx) =>
        deleteRelation(tx, params.parentId, params.childId, params.relationshipId),
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
      return guardedWrite(db, request, { details: [params.id] }, (tx) => deleteDetail(tx, params.id))
    },
  )

  // Media
  app.post(
    '/items/media/',
    staffRoute(app, { body: ItemMediumInput, response: { 201: ItemMedium } }),
    async (request, reply) =>
      reply.code(201).send(
        await guardedWrite(db, request, { items: [request.body.itemId] }, async (tx) => {
          const { assetId, url, ...medium } = request.body
          if (assetId === undefined) return addMedium(tx, { ...medium, url: url ?? '' })
          // Held until commit, so the image cannot be deleted while it is being linked.
          const asset = await readableAsset(tx, request, assetId, 'share')
          const added = await addMedium(tx, { ...medium, assetId, url: fullUrl(asset.variants) })
          return { ...added, variants: asset.variants.map(toVariant) }
        }),
      ),
  )
  app.put(
    '/items/media/:id',
    staffRoute(app, { params: IdParams, body: ItemMediumUpdateInput, response: { 200: ItemMedium } }),
    async (request) => {
      const { params, body } = request
      return guardedWrite(db, request, { media: [params.id] }, (tx) => updateMedium(tx, params.id, body))
    },
  )
  app.delete(
    '/items/media/:id',
    staffRoute(app, { params: IdParams, response: { 200: ItemMedium } }),
    async (request) => {
      const { params } = request
      return guardedWrite(db, request, { media: [params.id] }, (tx) => deleteMedium(tx, params.id))
    },
  )

  // Tags
  app.post(
    '/items/tags/',
    staffRoute(app, { body: ItemTagInput, response: { 201: ItemTagLink } }),
    async (request, reply) => {
      const scope = { items: [request.body.itemId], tags: [request.body.tagId] }
      return reply.code(201).send(await guardedWrite(db, request, scope, (tx) => addTag(tx, request.body)))
    },
  )
  app.delete(
    '/items/tags/:itemId/:tagId',
    staffRoute(app, { params: ItemTagParams, response: { 200: ItemTagLink } }),
    async (request) => {
      const { params } = request
      return guardedWrite(db, request, { items: [params.itemId], tags: [params.tagId] }, (tx) =>
        removeTag(tx, params.itemId, params.tagId),
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
          await guardedWrite(db, request, { items: [request.body.itemId] }, (tx) =>
            addMention(tx, request.body),
          ),
        ),
  )
  app.put(
    '/items/mentions/:id',
    staffRoute(app, { params: IdParams, body: MentionUpdateInput, response: { 200: Mention } }),
    async (request) => {
      const { params, body } = request
      return guardedWrite(db, request, { mentions: [params.id] }, (tx) => updateMention(tx, params.id, body))
    },
  )
  app.delete(
    // One path with PUT: `{id}` in both, so the document has one path, not two names for it.
    '/items/mentions/:id',
    staffRoute(app, { params: IdParams, response: { 200: Mention } }),
    async (request) => {
      const { params } = request
      return guardedWrite(db, request, { mentions: [params.id] }, (tx) => deleteMention(tx, params.id))
    },
  )
}
