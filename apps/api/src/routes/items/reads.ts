import { BasemapResponse, Item, ItemDetailKey, NanoId, Problem } from '@quo/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { basemapRead } from '../../cache/basemapRead.js'
import { PinWatchers } from '../../cache/pinWatchers.js'
import { mediaResponse } from '../../openapi/mediaResponses.js'
import { findItemByNanoId, ITEM_TABLES } from '../../repositories/itemRepository.js'
import { listDetailKeys, TAXONOMY_TABLES } from '../../repositories/taxonomyRepository.js'
import { BranchParams, requireBranch } from '../shared/branchParams.js'
import { wholeTableRead } from '../shared/wholeTableRead.js'

const errors = { 400: Problem, 404: Problem }
const pinChanges = mediaResponse(
  'Server-sent events: `event: pins` with `PinsEvent` data — `{"version"}` (the ETag of the pins) at once, and after every change of them the new version with, when the server patched them, the changed `rows` and `removed` nano ids since the version `from`',
  'text/event-stream',
  { text: true },
)

/** Public reads of places: every map's pins, one branch's, one place, and the keys of details. */
export const itemReads: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const sendBasemap = (request: FastifyRequest, reply: FastifyReply, branchId: number | null) => {
    const { key, options, compute } = basemapRead(db, branchId)
    return app.sendHot(request, reply, key, options, compute)
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
    (request, reply) => sendBasemap(request, reply, null),
  )

  app.get(
    '/items/basemap/branchshortid/:branchShortId',
    {
      schema: { tags: ['items'], params: BranchParams, response: { 200: BasemapResponse, ...errors } },
      compress: false,
    },
    async (request, reply) => {
      const branch = await requireBranch(app, request.params.branchShortId)
      return sendBasemap(request, reply, branch.id)
    },
  )

  const watchers = new PinWatchers(app)
  app.get(
    '/items/basemap/changes/',
    { schema: { tags: ['items'], response: { 200: pinChanges } }, compress: false },
    (_request, reply) => watchers.open(reply, null),
  )
  app.get(
    '/items/basemap/branchshortid/:branchShortId/changes',
    {
      schema: { tags: ['items'], params: BranchParams, response: { 200: pinChanges, ...errors } },
      compress: false,
    },
    async (request, reply) => {
      const branch = await requireBranch(app, request.params.branchShortId)
      await watchers.open(reply, branch.id)
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
