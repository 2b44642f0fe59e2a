import { type Branch, BranchShortIdParam } from '@quo/contract'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { HttpProblem } from '../../plugins/problems.js'

export const BranchParams = z.object({ branchShortId: BranchShortIdParam })

/**
 * The branch behind a validated short id, from the cached branch list (the change feed drops
 * it when a branch changes); an unknown one answers 404.
 */
export async function requireBranch(app: FastifyInstance, shortId: number): Promise<Branch> {
  const { branches } = await app.branchList()
  const branch = branches.find((b) => b.shortId === shortId)
  if (!branch) throw new HttpProblem(404, 'Unknown branch')
  return branch
}
