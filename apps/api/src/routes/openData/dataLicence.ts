import { DataLicenceInput } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { setBranchDataLicence } from '../../repositories/branchRepository.js'
import { assertBranches, callerBranches } from '../shared/branchGuard.js'
import { BranchParams, requireBranch } from '../shared/branchParams.js'
import { staffRoute } from '../shared/staffRoute.js'

/**
 * The licence a branch's own data is open under, for staff of that branch: the open-data API,
 * its catalogue and each feature state it (what came from OpenStreetMap stays ODbL). The
 * branch list shows it once the change feed has dropped the cached list.
 */
export const dataLicenceRoute: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/branches/:branchShortId/data-licence',
    staffRoute(app, { params: BranchParams, body: DataLicenceInput, response: { 200: DataLicenceInput } }),
    async (request) => {
      const branch = await requireBranch(app, request.params.branchShortId)
      assertBranches(callerBranches(request), [branch.shortId])
      await setBranchDataLicence(app.database.db, branch.id, request.body.dataLicence)
      return request.body
    },
  )
}
