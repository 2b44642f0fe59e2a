import { DailySessions, MetricsQuery, MetricsSummary } from '@quo/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { StaffBranches } from '../../repositories/branchAccess.js'
import {
  listDailySessions,
  listNoResultSearches,
  listTopPlaces,
} from '../../repositories/metricsRepository.js'
import { assertBranches, callerBranches } from '../shared/branchGuard.js'
import { staffRoute } from '../shared/staffRoute.js'

/** Rows of each list of the summary. */
const SUMMARY_ROWS = 20

/**
 * The sessions a caller may count: those that started on one of their maps, or on the one
 * asked for (403 where it is not theirs); all-branch staff also those of the main site.
 */
function countedBranches(request: FastifyRequest, branchShortId: number | undefined): StaffBranches {
  const staff = callerBranches(request)
  if (branchShortId === undefined) return staff
  assertBranches(staff, [branchShortId])
  return [branchShortId]
}

/**
 * The figures of the dashboard's metrics view (docs/decisions/0017-usage-metrics-and-privacy.md):
 * sessions per day of a range, the places opened most and the searches that found nothing, over the
 * sessions of the caller's maps. Staff reads, never cached.
 */
export const metricsStaffReads: FastifyPluginAsyncZod<{ retentionDays: number }> = async (app, options) => {
  const db = app.database.db

  app.get(
    '/metrics/sessions/daily/',
    staffRoute(app, { querystring: MetricsQuery, response: { 200: DailySessions } }),
    async (request) =>
      listDailySessions(db, request.query, countedBranches(request, request.query.branchShortId)),
  )
  app.get(
    '/metrics/summary/',
    staffRoute(app, { querystring: MetricsQuery, response: { 200: MetricsSummary } }),
    async (request) => {
      const { query } = request
      const branches = countedBranches(request, query.branchShortId)
      const [topPlaces, noResultSearches] = await Promise.all([
        listTopPlaces(db, query, branches, SUMMARY_ROWS),
        listNoResultSearches(db, query, branches, SUMMARY_ROWS),
      ])
      return {
        from: query.from,
        to: query.to,
        retentionDays: options.retentionDays,
        topPlaces,
        noResultSearches,
      }
    },
  )
}
