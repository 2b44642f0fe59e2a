import type { BranchesResponse } from '@quo/contract'
import type { FastifyInstance } from 'fastify'
import { BRANCH_TABLES, listBranches } from '../repositories/branchRepository.js'

/**
 * Reads the branch list from the hot cache the `/api/branches/` read fills, parsed once per
 * version: host resolution on every page request and the start-pins picture share one copy
 * that follows the change feed.
 */
export function branchListReader(app: FastifyInstance): () => Promise<BranchesResponse> {
  const db = app.database.db
  let parsed: { etag: string; branches: BranchesResponse } | null = null
  return async () => {
    const body = await app.hotCache.get('/branches/', { deps: BRANCH_TABLES }, async () => ({
      value: await listBranches(db),
    }))
    if (parsed?.etag !== body.etag) {
      parsed = { etag: body.etag, branches: JSON.parse(body.identity.toString('utf8')) as BranchesResponse }
    }
    return parsed.branches
  }
}
