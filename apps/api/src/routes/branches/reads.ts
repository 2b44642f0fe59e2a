import { BranchesResponse } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { BRANCH_TABLES, listBranches } from '../../repositories/branchRepository.js'
import { wholeTableRead } from '../shared/wholeTableRead.js'

/** Every branch with its settings: the first read of every visitor (docs/product.md §4). */
export const branchReads: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  wholeTableRead(app, {
    url: '/branches/',
    schema: BranchesResponse,
    deps: BRANCH_TABLES,
    load: () => listBranches(db),
    tag: 'branches',
  })
}
