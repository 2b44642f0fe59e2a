import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Operations } from '../../openapi/operations.js'
import { calendarFeeds } from './calendar.js'
import { type EventFeedRouteOptions, eventFeedRoutes } from './feeds.js'
import { eventReads } from './reads.js'
import { eventStaffReads } from './staffReads.js'
import { eventWrites } from './writes.js'

/** Events: a branch's upcoming ones, the dashboard's reads with the change history, and the staff writes. */
export const eventRoutes: FastifyPluginAsyncZod<{ feeds: EventFeedRouteOptions }> = async (app, options) => {
  await app.register(eventReads)
  await app.register(calendarFeeds)
  await app.register(eventStaffReads)
  await app.register(eventWrites)
  await app.register(eventFeedRoutes, options.feeds)
}

/** The operations above by method and documented path: their ids and summaries in the API document. */
export const eventOperations: Operations = {
  // reads.ts: public
  'GET /events/branchshortid/{branchShortId}': ['listBranchEvents', "A branch's upcoming events"],
  // calendar.ts: public iCalendar feeds
  'GET /events/calendar.ics': ['branchCalendar', "The host's branch's events as an iCalendar feed"],
  'GET /items/nanoid/{nanoId}/calendar.ics': ['placeCalendar', "A place's events as an iCalendar feed"],
  'GET /search/shortcuts/{id}/calendar.ics': [
    'shortcutCalendar',
    "A search shortcut's events as an iCalendar feed",
  ],
  // staffReads.ts
  'GET /events/dashboard/': ['listDashboardEvents', 'Events for the dashboard, filtered and paged'],
  'GET /events/dashboard/{id}': ['getDashboardEvent', 'One event for editing'],
  'GET /events/dashboard/{id}/history/': ['eventHistory', "An event's change history, newest first"],
  // writes.ts
  'POST /events': ['createEvent', 'Create an event'],
  'PUT /events/{id}': ['updateEvent', 'Change an event'],
  'DELETE /events/{id}': ['deleteEvent', 'Delete an event'],
  'POST /events/branches/multiple/': ['addEventBranches', 'Show an event on several branches'],
  'POST /events/branches/': ['addEventBranch', 'Show an event on a branch'],
  'DELETE /events/branches/{eventId}/{branchId}': ['removeEventBranch', 'Stop showing an event on a branch'],
  // feeds.ts: subscriptions to external iCalendar feeds
  'GET /branches/{branchShortId}/event-feeds': ['listEventFeeds', "A branch's subscribed calendars"],
  'POST /branches/{branchShortId}/event-feeds': ['createEventFeed', 'Subscribe a branch to a calendar'],
  'PUT /event-feeds/{id}': ['updateEventFeed', 'Change a calendar subscription'],
  'DELETE /event-feeds/{id}': ['deleteEventFeed', 'End a calendar subscription (its events stay)'],
  'POST /event-feeds/{id}/run': ['runEventFeed', "Import a subscribed calendar's events now"],
}
