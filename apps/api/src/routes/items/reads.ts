import { BasemapResponse, Item, ItemDetailKey, NanoId, Problem } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BASEMAP_TABLES, loadBasemap } from '../../repositories/basemapRepository.js'
import { findItemByNanoId, ITEM_TABLES } from '../../repositories/itemRepository.js'
import { listDetailKeys, TAXONOMY_TABLES } from '../../repositories/taxonomyRepository.js'
import { BranchParams, requireBranch } from '../shared/branchParams.js'
import { wholeTableRead } from '../shared/wholeTableRead.js'

const errors = { 400: Problem, 404: Problem }

/** Public reads of places: every map's pins, one branch's, one place, and the keys of details. */
export const itemReads: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  // The basemap ages by itself: it is recomputed when its next shown event ends.
  const basemapOf = async (branchId: number | null) => {
    const { body, expiresAt } = await loadBasemap(db, branchId)
    return { value: body, expiresAt }
  }

  wholeTableRead(app, {
    url: '/items/details/keys/',
    schema: z.array(ItemDetailKey),
    deps: TAXONOMY_TABLES.detailKeys,
    load: () => listDetailKeys(db),
    tag: 'taxonomy',
  })

  app.get(
    '/items/basemap/',
    { schema: { tags: ['items'], response: { 200: BasemapResponse } }, compress: false },
    (request, reply) =>
      app.sendHot(request, reply, 'basemap:all', { deps: BASEMAP_TABLES }, () => basemapOf(null)),
  )

  app.get(
    '/items/basemap/branchshortid/:branchShortId',
    {
      schema: { tags: ['items'], params: BranchParams, response: { 200: BasemapResponse, ...errors } },
      compress: false,
    },
    async (request, reply) => {
      const branch = await requireBranch(app, request.params.branchShortId)
      return app.sendHot(request, reply, `basemap:${branch.id}`, { deps: BASEMAP_TABLES }, () =>
        basemapOf(branch.id),
      )
    },
  )

  app.get(
    '/items/nanoid/:nanoId',
    {
      schema: { tags: ['items'], params: z.object({ nanoId: NanoId }), response: { 200: Item, ...errors } },
      compress: false,
    },
    (request, reply) => {
      const { nanoId } = request.params
      return app.sendHotOrNotFound(
        request,
        reply,
        `item:${nanoId}`,
        { deps: ITEM_TABLES, notFound: 'Unknown item' },
        () => findItemByNanoId(db, nanoId),
      )
    },
  )
}
