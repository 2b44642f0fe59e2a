import { searchShortcutsForBranch } from '@quo/branch-config'
import { CalendarQuery, IdParam, NanoId, Problem } from '@quo/contract'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { compressibleBinaryEncoder } from '../../cache/hotCache.js'
import { icsFeed } from '../../calendar/icsFeed.js'
import { messages } from '../../messages.js'
import { mediaResponse } from '../../openapi/mediaResponses.js'
import { HttpProblem } from '../../plugins/problems.js'
import {
  CALENDAR_TABLES,
  type CalendarScope,
  listCalendarEvents,
  placeOf,
} from '../../repositories/calendarRepository.js'
import { listSearchShortcuts } from '../../repositories/engagementRepository.js'
import { type RequestSite, siteOf } from '../../seo/site.js'

const responses = {
  200: mediaResponse(
    'The events as an iCalendar document (RFC 5545), times in Europe/Vaduz',
    'text/calendar',
    {
      text: true,
    },
  ),
  400: Problem,
  404: Problem,
}
const encodeCalendar = compressibleBinaryEncoder('text/calendar; charset=utf-8')
/** A feed is made again at least this often: ended events leave it by themselves. */
const FEED_AGE_MS = 60 * 60_000

/** What a feed holds and is called, for the site it is asked of. */
type FeedOf = (site: RequestSite) => Promise<{ scope: CalendarScope; name: string }>

/**
 * iCalendar feeds (RFC 5545) for calendars to subscribe to: the events of the host's branch
 * (every branch's on the main site), of a place and its parts, and of a search shortcut, each
 * narrowed by `tag` and `category`. Hot reads, kept until an event or its place changes.
 */
export const calendarFeeds: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  // One domain for every feed's UIDs, so a calendar subscribed to two feeds shows an event once.
  const uidDomain = new URL(app.publicUrl).hostname

  async function sendFeed(request: FastifyRequest, reply: FastifyReply, key: string, feedOf: FeedOf) {
    const site = await siteOf(app, request, reply)
    const { tag, category } = request.query as CalendarQuery
    const cacheKey = `calendar:${site.origin}:${key}:${tag ?? ''}:${category ?? ''}`
    const options = { deps: CALENDAR_TABLES, encode: encodeCalendar }
    return app.sendHot(request, reply, cacheKey, options, async () => {
      const { scope, name } = await feedOf(site)
      const events = await listCalendarEvents(db, {
        ...scope,
        categorySets: [...(scope.categorySets ?? []), ...(category ? [category] : [])],
        tagSets: [...(scope.tagSets ?? []), ...(tag ? [tag] : [])],
      })
      const feed = icsFeed({ name, origin: site.origin, uidDomain, events })
      return { value: Buffer.from(feed), expiresAt: Date.now() + FEED_AGE_MS }
    })
  }

  const schema = { tags: ['events'], querystring: CalendarQuery, response: responses }

  app.get('/events/calendar.ics', { schema, compress: false }, (request, reply) =>
    sendFeed(request, reply, 'branch', async (site) => ({
      scope: { branchId: site.branch?.id ?? null },
      name: messages.calendar.branch(site.title),
    })),
  )

  app.get(
    '/items/nanoid/:nanoId/calendar.ics',
    { schema: { ...schema, params: z.object({ nanoId: NanoId }) }, compress: false },
    (request, reply) =>
      sendFeed(request, reply, `place:${request.params.nanoId}`, async () => {
        const place = await placeOf(db, request.params.nanoId)
        if (!place) throw new HttpProblem(404, 'Unknown item')
        // A place's events on every branch: the place says where they are.
        return {
          scope: { branchId: null, placeItemId: place.id },
          name: messages.calendar.place(place.title),
        }
      }),
  )

  app.get(
    '/search/shortcuts/:id/calendar.ics',
    { schema: { ...schema, params: z.object({ id: IdParam }) }, compress: false },
    (request, reply) =>
      sendFeed(request, reply, `shortcut:${request.params.id}`, async (site) => {
        // A shortcut of another branch is not this host's, as on the map site.
        const shortcut = searchShortcutsForBranch(
          await listSearchShortcuts(db),
          site.branch?.shortId ?? null,
        ).find((s) => s.id === request.params.id)
        if (!shortcut) throw new HttpProblem(404, 'Unknown search shortcut for this host')
        return {
          scope: {
            branchId: site.branch?.id ?? null,
            categorySets: [shortcut.categoryIds],
            tagSets: [shortcut.tagIds],
          },
          name: messages.calendar.shortcut(shortcut.title, site.title),
        }
      }),
  )
}
