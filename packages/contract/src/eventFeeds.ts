import { z } from 'zod'
import { Id, IsoDateTime, NanoId } from './common.js'
import { httpUrl, text } from './strings.js'

/**
 * A branch's subscription to a calendar another organisation keeps (an iCalendar feed, RFC
 * 5545): its events become the branch's, at one place and in the chosen categories, and a
 * scheduled import keeps them current (docs/api.md "Event feeds").
 */
export const EventFeedInput = z.strictObject({
  /** How staff call the calendar, e.g. "Kulturkalender Vaduz". */
  title: text(200, { min: 1 }),
  url: httpUrl(),
  /** Where the events happen: each becomes a part of this place and sits at its position. */
  placeItemId: Id,
  /** The events' categories; the first is their main one. */
  categoryIds: z.array(Id).min(1).max(10),
  /** The branch's topic the events are filed under (a tag with the branch's tag key). */
  topicTagId: Id,
  /** A paused subscription keeps its events and is not fetched. */
  isActive: z.boolean().default(true),
})
export type EventFeedInput = z.infer<typeof EventFeedInput>

export const EventFeedUpdateInput = z
  .strictObject({
    title: EventFeedInput.shape.title,
    url: EventFeedInput.shape.url,
    placeItemId: EventFeedInput.shape.placeItemId,
    categoryIds: EventFeedInput.shape.categoryIds,
    topicTagId: EventFeedInput.shape.topicTagId,
    isActive: z.boolean(),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'nothing to update')
export type EventFeedUpdateInput = z.infer<typeof EventFeedUpdateInput>

/** What one import did, event by event (an event is one UID of the feed with its dates). */
export const EventFeedCounts = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  /** Events the feed marks cancelled (their occurrences stay, shown as cancelled). */
  cancelled: z.number().int(),
  /** Events gone from the feed, deleted here too (restorable from the history). */
  removed: z.number().int(),
  unchanged: z.number().int(),
  /** Fields staff changed since the last import, left as staff wrote them. */
  keptStaffEdits: z.number().int(),
})
export type EventFeedCounts = z.infer<typeof EventFeedCounts>

/** `ok`: read and applied; `unchanged`: the server said nothing changed (304); `failed`: see `message`. */
export const EventFeedStatus = z.enum(['ok', 'unchanged', 'failed'])
export type EventFeedStatus = z.infer<typeof EventFeedStatus>

export const EventFeedRun = z.object({
  date: IsoDateTime,
  status: EventFeedStatus,
  /** Why a run failed, in German, for the staff who set the feed up. */
  message: z.string().nullable(),
  counts: EventFeedCounts,
})
export type EventFeedRun = z.infer<typeof EventFeedRun>

export const EventFeed = z.object({
  id: Id,
  branchShortId: z.number().int(),
  title: z.string(),
  url: z.string(),
  place: z.object({ id: Id, nanoId: NanoId, title: z.string() }).nullable(),
  categoryIds: z.array(Id),
  /** Null once the topic was deleted: the next run asks for a new one. */
  topicTagId: Id.nullable(),
  isActive: z.boolean(),
  /** How many events of the feed are on the map now. */
  eventItems: z.number().int(),
  lastRun: EventFeedRun.nullable(),
  nextRun: IsoDateTime.nullable(),
})
export type EventFeed = z.infer<typeof EventFeed>
