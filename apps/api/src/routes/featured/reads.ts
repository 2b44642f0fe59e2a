import { Featured } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { FEATURED_TABLES, listFeatured } from '../../repositories/engagementRepository.js'
import { wholeTableRead } from '../shared/wholeTableRead.js'

/** Every featured entry, a whole-table read of the public site (docs/product.md §4). */
export const featuredReads: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  wholeTableRead(app, {
    url: '/featured/',
    schema: z.array(Featured),
    deps: FEATURED_TABLES,
    load: () => listFeatured(db),
    tag: 'engagement',
  })
}
