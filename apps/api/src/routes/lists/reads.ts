import { List } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { LIST_TABLES, listLists } from '../../repositories/engagementRepository.js'
import { wholeTableRead } from '../shared/wholeTableRead.js'

/** Every curated list, a whole-table read of the public site (docs/product.md §4). */
export const listReads: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  wholeTableRead(app, {
    url: '/lists/',
    schema: z.array(List),
    deps: LIST_TABLES,
    load: () => listLists(db),
    tag: 'engagement',
  })
}
