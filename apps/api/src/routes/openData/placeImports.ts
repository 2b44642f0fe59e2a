import { PlaceImportInput, PlaceImportResult } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { messages } from '../../messages.js'
import { UnreadableFile } from '../../openData/importTable.js'
import { HttpProblem } from '../../plugins/problems.js'
import { isBranchTopic } from '../../repositories/placeImportRepository.js'
import { applyImport, type ImportPlan, planImport } from '../../services/placeImport.js'
import { assertBranches, callerBranches, guardedWrite } from '../shared/branchGuard.js'
import { BranchParams, requireBranch } from '../shared/branchParams.js'
import { staffRoute } from '../shared/staffRoute.js'

/** JSON around the largest file (10 million characters, each escaped at worst). */
const IMPORT_BODY_LIMIT = 24 * 1024 * 1024

/**
 * Places from a CSV or GeoJSON file onto a branch's map, for staff of that branch: a dry run
 * answers row by row what a real run would create, change, leave or refuse (in German); a real
 * run writes all of it in one transaction recorded in the history, and a repeated file changes
 * the places it made before (their ids are kept per branch).
 */
export const placeImports: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  app.post(
    '/branches/:branchShortId/places/import',
    {
      ...staffRoute(app, {
        params: BranchParams,
        body: PlaceImportInput,
        response: { 200: PlaceImportResult },
      }),
      bodyLimit: IMPORT_BODY_LIMIT,
    },
    async (request) => {
      const { body } = request
      const branch = await requireBranch(app, request.params.branchShortId)
      assertBranches(callerBranches(request), [branch.shortId])
      if (!(await isBranchTopic(db, body.topicTagId, branch.id)))
        throw new HttpProblem(400, 'The topic is not one of the branch', [
          { path: 'body.topicTagId', message: messages.placeImport.topic },
        ])
      // Planned in the write's transaction, so what it compares with is what it changes; the
      // places it changes are checked against the caller's branches like any other write.
      let plan: ImportPlan | undefined
      const planned = async (tx: typeof db) => {
        try {
          plan ??= await planImport(tx, branch.id, body, callerBranches(request))
          return plan
        } catch (err) {
          if (!(err instanceof UnreadableFile)) throw err
          throw new HttpProblem(400, 'The file cannot be imported', [
            { path: 'body.content', message: err.message },
          ])
        }
      }
      return guardedWrite(
        db,
        request,
        async (tx) => {
          const { rows } = await planned(tx)
          const changed = rows.flatMap(({ report }) =>
            report.action === 'update' ? [report.itemId ?? 0] : [],
          )
          return { items: changed.filter(Boolean), tags: [body.topicTagId] }
        },
        async (tx) => {
          const ready = await planned(tx)
          return body.dryRun ? ready.result : applyImport(tx, branch.id, body.topicTagId, ready)
        },
      )
    },
  )
}
