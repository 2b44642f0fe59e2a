import { searchShortcutsForBranch } from '@quo/branch-config'
import { IdParam, Problem, ShortcutResultsPage, ShortcutResultsQuery } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { encodeJsonOnce } from '../../cache/hotCache.js'
import { sendCached } from '../../cache/sendCached.js'
import { branchOfHost } from '../../http/hostHeader.js'
import { HttpProblem } from '../../plugins/problems.js'
import { listSearchShortcuts } from '../../repositories/engagementRepository.js'
import { listShortcutResults, SHORTCUT_RESULT_TABLES } from '../../repositories/shortcutResultsRepository.js'

const errors = { 400: Problem, 404: Problem }

/**
 * `GET /api/search/shortcuts/{id}/results/`: a search shortcut's places for the branch of the
 * host a page was opened under — what the embed on a partner's page lists. Without the
 * visitor's position the page is a hot read, kept until a place's opening state changes;
 * with it the nearest come first and the answer is computed for that position alone.
 */
export const shortcutResults: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db

  app.get(
    '/search/shortcuts/:id/results/',
    {
      schema: {
        tags: ['engagement'],
        params: z.object({ id: IdParam }),
        querystring: ShortcutResultsQuery,
        response: { 200: ShortcutResultsPage, ...errors },
      },
      compress: false,
    },
    async (request, reply) => {
      const { id } = request.params
      const { host, page, pageSize, lat, lon } = request.query
      const branch = branchOfHost(host, '/embed', await app.branchList())
      // A shortcut of another branch is not this host's, as on the map site.
      const findShortcut = async () =>
        searchShortcutsForBranch(await listSearchShortcuts(db), branch?.shortId ?? null).find(
          (s) => s.id === id,
        )
      const input = { branchId: branch?.id ?? null, page, pageSize }
      const notFound = 'Unknown search shortcut for this host'
      if (lat !== undefined && lon !== undefined) {
        const shortcut = await findShortcut()
        if (!shortcut) throw new HttpProblem(404, notFound)
        const { value } = await listShortcutResults(db, { ...input, shortcut, near: { lat, lon } })
        return sendCached(request, reply, await encodeJsonOnce(value), 'private, no-store')
      }
      const key = `shortcut-results:${id}:${branch?.shortId ?? 'main'}:${page}:${pageSize}`
      return app.sendHot(request, reply, key, { deps: SHORTCUT_RESULT_TABLES }, async () => {
        const shortcut = await findShortcut()
        if (!shortcut) throw new HttpProblem(404, notFound)
        return listShortcutResults(db, { ...input, shortcut })
      })
    },
  )
}
