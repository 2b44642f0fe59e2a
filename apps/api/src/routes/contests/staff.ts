import {
  ContestDraw,
  ContestInput,
  ContestParticipant,
  ContestParticipantMark,
  ContestUpdateInput,
  IdParam,
  Problem,
  StaffContest,
} from '@quo/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { mediaResponse } from '../../openapi/mediaResponses.js'
import {
  contestRow,
  createContest,
  drawWinner,
  listParticipants,
  listStaffContests,
  markParticipant,
  participantsCsv,
  updateContest,
} from '../../repositories/contestAdminRepository.js'
import {
  assertBranches,
  branchesOfShortId,
  branchesOfShortIds,
  callerBranches,
  staffName,
} from '../shared/branchGuard.js'
import { IdParams, staffRoute } from '../shared/staffRoute.js'

const ParticipantParams = z.object({ id: IdParam, participantId: IdParam })

/**
 * The contests view of the dashboard (docs/decisions/0014-recorded-contest-draws.md): list with
 * entries and draws, create and edit, the entries as JSON and as CSV, marking entries correct or
 * wrong, and a fair, recorded draw of a winner among the correct entries. A contest of a map is
 * its staff's; one on every map an all-branch administrator's. Answers with a contest carry its
 * correct answer, so none of them is public.
 */
export const contestStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  // The entries are personal data (names, e-mails): only staff of every map the contest is on
  // read them, so a contest of every map is an administrator's.
  const withEntriesReadable = async (request: FastifyRequest, id: number) => {
    const row = await contestRow(db, id)
    assertBranches(callerBranches(request), branchesOfShortId(row.branchShortId))
    return row
  }

  app.get(
    '/contests/dashboard/',
    staffRoute(app, { response: { 200: z.array(StaffContest) } }),
    async (request) => listStaffContests(db, callerBranches(request)),
  )
  app.post(
    '/contests/',
    staffRoute(app, { body: ContestInput, response: { 201: StaffContest } }),
    async (request, reply) => {
      assertBranches(callerBranches(request), branchesOfShortId(request.body.branchShortId))
      return reply.code(201).send(await createContest(db, request.body))
    },
  )
  app.put(
    '/contests/:id',
    staffRoute(app, { params: IdParams, body: ContestUpdateInput, response: { 200: StaffContest } }),
    async (request) => {
      const row = await contestRow(db, request.params.id)
      const staff = callerBranches(request)
      // Moving a contest to another map needs both.
      const { branchShortId } = request.body
      assertBranches(
        staff,
        branchesOfShortIds([row.branchShortId, ...(branchShortId === undefined ? [] : [branchShortId])]),
      )
      // One transaction: the dates are checked against the stored ones.
      return db.transaction((tx) => updateContest(tx, request.params.id, request.body))
    },
  )
  app.get(
    '/contests/:id/participants/',
    staffRoute(app, { params: IdParams, response: { 200: z.array(ContestParticipant) } }),
    async (request) => listParticipants(db, await withEntriesReadable(request, request.params.id)),
  )
  app.put(
    '/contests/:id/participants/:participantId',
    staffRoute(app, {
      params: ParticipantParams,
      body: ContestParticipantMark,
      response: { 200: ContestParticipant },
    }),
    async (request) => {
      const contest = await withEntriesReadable(request, request.params.id)
      return markParticipant(db, contest, request.params.participantId, request.body.markedCorrect)
    },
  )
  app.get(
    '/contests/:id/participants.csv',
    staffRoute(app, {
      params: IdParams,
      response: { 200: mediaResponse('The entries as CSV (semicolons, UTF-8)', 'text/csv', { text: true }) },
    }),
    async (request, reply) => {
      const contest = await withEntriesReadable(request, request.params.id)
      const csv = participantsCsv(await listParticipants(db, contest))
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="wettbewerb-${request.params.id}-teilnahmen.csv"`,
        )
        .send(csv)
    },
  )
  app.post(
    '/contests/:id/draws/',
    // No body, yet it can clash with the contest's state: not ended, or nobody left to draw.
    staffRoute(app, { params: IdParams, response: { 201: ContestDraw, 409: Problem } }),
    async (request, reply) => {
      const row = await contestRow(db, request.params.id)
      assertBranches(callerBranches(request), branchesOfShortId(row.branchShortId))
      return reply
        .code(201)
        .send(await db.transaction((tx) => drawWinner(tx, request.params.id, staffName(request))))
    },
  )
}
