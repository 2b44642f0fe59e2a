import { BranchShortIdParam } from '@quo/contract'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { HttpProblem } from '../plugins/problems.js'
import { findBranch } from '../repositories/branchRepository.js'

export const BranchParams = z.object({ branchShortId: BranchShortIdParam })

/** The branch behind a validated short id; an unknown one answers 404. */
export async function requireBranch(app: FastifyInstance, shortId: number) {
  const branch = await findBranch(app.database.db, shortId)
  if (!branch) throw new HttpProblem(404, 'Unknown branch')
  return branch
}
