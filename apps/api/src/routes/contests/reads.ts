import { Contest } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CONTEST_TABLES, listContests } from '../../repositories/engagementRepository.js'
import { wholeTableRead } from '../shared/wholeTableRead.js'

/** Every contest, a whole-table read of the public site (docs/product.md §4). */
export const contestReads: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  wholeTableRead(app, {
    url: '/contests/',
    schema: z.array(Contest),
    deps: CONTEST_TABLES,
    load: () => listContests(db),
    tag: 'engagement',
  })
}
