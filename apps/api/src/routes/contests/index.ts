import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Operations } from '../../openapi/operations.js'
import type { AnonymousWriteLimits } from '../shared/anonymousWriteLimits.js'
import { contestParticipation } from './participation.js'
import { contestReads } from './reads.js'
import { contestStaffRoutes } from './staff.js'

/** Contests: the public list, taking part without signing in, and the dashboard's contests view. */
export const contestRoutes: FastifyPluginAsyncZod<{ limits: AnonymousWriteLimits }> = async (
  app,
  { limits },
) => {
  await app.register(contestReads)
  await app.register(contestStaffRoutes)
  await app.register(contestParticipation, { limits })
}

/** The operations above by method and documented path: their ids and summaries in the API document. */
export const contestOperations: Operations = {
  // reads.ts: public
  'GET /contests/': ['listContests', 'All contests'],
  // staff.ts
  'GET /contests/dashboard/': ['listStaffContests', "Contests of the caller's maps with entries and draws"],
  'POST /contests/': ['createContest', 'Create a contest'],
  'PUT /contests/{id}': ['updateContest', 'Change a contest'],
  'GET /contests/{id}/participants/': ['listContestParticipants', "A contest's entries, oldest first"],
  'GET /contests/{id}/participants.csv': ['exportContestParticipants', "A contest's entries as CSV"],
  'PUT /contests/{id}/participants/{participantId}': [
    'markContestParticipant',
    'Mark an entry correct or wrong, or let the correct answer decide',
  ],
  'POST /contests/{id}/draws/': [
    'drawContestWinner',
    'Draw a winner among the correct entries not drawn before, recorded',
  ],
  // participation.ts: without signing in
  'POST /contest/participant/': ['participate', 'Take part in a contest'],
}
