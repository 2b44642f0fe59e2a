import { EventFeed, EventFeedInput, EventFeedUpdateInput } from '@quo/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { messages } from '../../messages.js'
import { HttpProblem } from '../../plugins/problems.js'
import { branchesOf } from '../../repositories/branchAccess.js'
import { Conflict } from '../../repositories/domainErrors.js'
import {
  deleteEventFeed,
  eventFeedById,
  insertEventFeed,
  listEventFeeds,
  publicFeed,
  unknownFeedReferences,
  updateEventFeed,
} from '../../repositories/eventFeedRepository.js'
import { isBranchTopic } from '../../repositories/placeImportRepository.js'
import { runEventFeed } from '../../services/eventFeedImport.js'
import { assertBranches, assertReadable, callerBranches } from '../shared/branchGuard.js'
import { BranchParams, requireBranch } from '../shared/branchParams.js'
import { IdParams, staffRoute } from '../shared/staffRoute.js'

const t = messages.eventFeeds.fields

export interface EventFeedRouteOptions {
  /** Whether feeds on loopback and private addresses may be fetched (`QUO_EVENT_FEEDS_PRIVATE`). */
  allowPrivateHosts: boolean
  /** Minutes from a run to the subscription's next scheduled one. */
  intervalMinutes: number
}

/**
 * A subscription's references, checked as a write of its fields would be: the place exists and
 * the caller may see it, the categories exist, the topic is one of the branch's.
 */
async function checkReferences(
  app: FastifyInstance,
  request: FastifyRequest,
  branchId: number,
  input: {
    placeItemId?: number | undefined
    categoryIds?: number[] | undefined
    topicTagId?: number | undefined
  },
): Promise<void> {
  const db = app.database.db
  const unknown = await unknownFeedReferences(db, input.placeItemId, input.categoryIds)
  const errors = [
    ...(unknown.place ? [{ path: 'body.placeItemId', message: t.place }] : []),
    ...(unknown.categories.length ? [{ path: 'body.categoryIds', message: t.categories }] : []),
    ...(input.topicTagId !== undefined && !(await isBranchTopic(db, input.topicTagId, branchId))
      ? [{ path: 'body.topicTagId', message: t.topic }]
      : []),
  ]
  if (errors.length) throw new HttpProblem(400, 'The subscription names what does not exist', errors)
  if (input.placeItemId !== undefined)
    assertReadable(callerBranches(request), await branchesOf(db, { items: [input.placeItemId] }))
}

/** A URL the branch has subscribed to already: 409 with the field named. */
async function uniqueUrl<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (err) {
    if (err instanceof Conflict)
      throw new HttpProblem(409, 'The branch has subscribed to this URL', [
        { path: 'body.url', message: t.duplicate },
      ])
    throw err
  }
}

/**
 * A branch's subscriptions to external iCalendar feeds, for staff of that branch (docs/api.md
 * "Event feeds"): list, subscribe, change, end, and run one now. The scheduler
 * (`services/eventFeedScheduler.ts`) runs them on its own.
 */
export const eventFeedRoutes: FastifyPluginAsyncZod<EventFeedRouteOptions> = async (app, options) => {
  const db = app.database.db

  /** The subscription, if the caller may act on its branch; else 403 (404 when there is none). */
  const ownFeed = async (request: FastifyRequest, id: number) => {
    const feed = await eventFeedById(db, id)
    assertBranches(callerBranches(request), [feed.branchShortId])
    return feed
  }

  app.get(
    '/branches/:branchShortId/event-feeds',
    staffRoute(app, { params: BranchParams, response: { 200: z.array(EventFeed) } }),
    async (request) => {
      const branch = await requireBranch(app, request.params.branchShortId)
      assertBranches(callerBranches(request), [branch.shortId])
      return (await listEventFeeds(db, branch.id)).map(publicFeed)
    },
  )
  app.post(
    '/branches/:branchShortId/event-feeds',
    staffRoute(app, { params: BranchParams, body: EventFeedInput, response: { 201: EventFeed } }),
    async (request, reply) => {
      const branch = await requireBranch(app, request.params.branchShortId)
      assertBranches(callerBranches(request), [branch.shortId])
      await checkReferences(app, request, branch.id, request.body)
      const id = await uniqueUrl(() => insertEventFeed(db, branch.id, request.body))
      return reply.code(201).send(publicFeed(await eventFeedById(db, id)))
    },
  )
  app.put(
    '/event-feeds/:id',
    staffRoute(app, { params: IdParams, body: EventFeedUpdateInput, response: { 200: EventFeed } }),
    async (request) => {
      const feed = await ownFeed(request, request.params.id)
      await checkReferences(app, request, feed.branchId, request.body)
      await uniqueUrl(() => updateEventFeed(db, feed.id, request.body))
      return publicFeed(await eventFeedById(db, feed.id))
    },
  )
  app.delete(
    '/event-feeds/:id',
    staffRoute(app, { params: IdParams, response: { 200: EventFeed } }),
    async (request) => {
      // Answered as it was, as every delete answers.
      const feed = await ownFeed(request, request.params.id)
      await deleteEventFeed(db, feed.id)
      return publicFeed(feed)
    },
  )
  app.post(
    '/event-feeds/:id/run',
    staffRoute(app, { params: IdParams, response: { 200: EventFeed } }),
    async (request) => {
      const feed = await ownFeed(request, request.params.id)
      await runEventFeed(db, feed.id, options)
      return publicFeed(await eventFeedById(db, feed.id))
    },
  )
}
