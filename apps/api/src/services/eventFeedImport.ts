import type { EventFeedCounts, EventFeedRun } from '@quo/contract'
import { DateTime } from 'luxon'
import type { Db } from '../db/database.js'
import type { ImportedFeedEvent } from '../db/schema/index.js'
import { FeedFetchError, fetchFeed } from '../eventFeeds/fetchFeed.js'
import { type FeedEvent, parseFeed } from '../eventFeeds/parseFeed.js'
import { changesEvent, reconcileEvent } from '../eventFeeds/reconcile.js'
import { messages } from '../messages.js'
import { recordChangesAs } from '../repositories/changeHistory.js'
import {
  closeItems,
  currentFeedItems,
  deleteEventFeedEntries,
  deleteOccurrences,
  eventFeedById,
  eventFeedEntriesOf,
  feedPlace,
  insertOccurrences,
  linkToPlace,
  lockEventFeed,
  moveOccurrences,
  putEventFeedEntries,
  recordEventFeedRun,
  type StoredEventFeed,
  setFeedDetail,
} from '../repositories/eventFeedRepository.js'
import { deleteItem, updateItem } from '../repositories/itemWriteRepository.js'
import { insertImportedPlaces } from '../repositories/placeImportRepository.js'

const t = messages.eventFeeds

/** Occurrences that ended longer ago than this are no longer read from a feed (parseFeed's window). */
const WINDOW_PAST_DAYS = 60

export interface EventFeedRunOptions {
  /** Whether feeds on loopback and private addresses may be fetched (`QUO_EVENT_FEEDS_PRIVATE`). */
  allowPrivateHosts: boolean
  /** Minutes to the subscription's next scheduled run, counted from this one. */
  intervalMinutes: number
  now?: Date
}

const noCounts = (): EventFeedCounts => ({
  created: 0,
  updated: 0,
  cancelled: 0,
  removed: 0,
  unchanged: 0,
  keptStaffEdits: 0,
})

/** The details of an imported event's item, by detail key. */
const detailsOf = (event: FeedEvent): Record<string, string> => ({
  ...(event.description ? { shortDescription: event.description } : {}),
  ...(event.url ? { url: event.url } : {}),
})

/** The record of a new event, once its occurrences have their event ids. */
function importedOf(event: FeedEvent, eventIds: readonly number[]): ImportedFeedEvent {
  return {
    title: event.title,
    description: event.description,
    url: event.url,
    cancelled: event.cancelled,
    occurrences: Object.fromEntries(
      event.occurrences.map((o, i) => [o.key, { begin: o.begin, end: o.end, eventId: eventIds[i] ?? 0 }]),
    ),
  }
}

/**
 * Applies a feed's events to the branch in one transaction, recorded in the history under the
 * subscription's name: new events become items (a part of the subscription's place, at its
 * position, in its categories and topic) with one event per occurrence on the branch; events
 * imported before follow the feed where staff left them alone (`reconcileEvent`); events gone
 * from the feed are deleted with their occurrences, unless staff changed them.
 */
async function applyFeed(
  db: Db,
  feed: StoredEventFeed,
  place: { id: number; lon: number; lat: number },
  events: readonly FeedEvent[],
  now: Date,
): Promise<EventFeedCounts> {
  const counts = noCounts()
  const windowStart = DateTime.fromJSDate(now).minus({ days: WINDOW_PAST_DAYS }).toUTC().toISO() as string
  await db.transaction(async (tx) => {
    await lockEventFeed(tx, feed.id)
    await recordChangesAs(tx, { sub: t.actor(feed.title) })
    const entries = await eventFeedEntriesOf(tx, feed.id)
    const current = await currentFeedItems(
      tx,
      [...entries.values()].flatMap((e) => (e.itemId ? [e.itemId] : [])),
    )
    const written: { uid: string; itemId: number; imported: ImportedFeedEvent }[] = []
    const forgotten: string[] = []
    const fresh: FeedEvent[] = []
    const incoming = new Map(events.map((e) => [e.uid, e]))

    for (const event of events) {
      const entry = entries.get(event.uid)
      // An event staff deleted stays deleted (its entry remembers it without an item).
      if (entry && entry.itemId === null) continue
      const stored = entry?.itemId ? current.get(entry.itemId) : undefined
      if (!entry || !stored) {
        // Made together below, a few statements per table for all of them.
        fresh.push(event)
        continue
      }
      const plan = reconcileEvent(event, entry.imported, stored, windowStart)
      await applyPlan(tx, entry.itemId as number, feed.branchId, plan, now)
      counts.keptStaffEdits += plan.keptStaffEdits
      if (plan.fields.cancelled === true) counts.cancelled++
      else if (changesEvent(plan)) counts.updated++
      else counts.unchanged++
      written.push({ uid: event.uid, itemId: entry.itemId as number, imported: plan.imported })
    }

    for (const [uid, entry] of entries) {
      if (incoming.has(uid) || entry.itemId === null) continue
      const stored = current.get(entry.itemId)
      if (!stored) continue
      const plan = reconcileEvent(undefined, entry.imported, stored, windowStart)
      counts.keptStaffEdits += plan.keptStaffEdits
      if (plan.remove.length === stored.occurrences.size && plan.keptStaffEdits === 0) {
        // Nothing of it is staff's: the item goes, restorable from the history.
        await deleteItem(tx, entry.itemId)
        forgotten.push(uid)
        counts.removed++
        continue
      }
      await deleteOccurrences(tx, plan.remove)
      if (plan.remove.length) counts.removed++
      written.push({ uid, itemId: entry.itemId, imported: plan.imported })
    }
    written.push(...(await createEvents(tx, feed, place, fresh, now)))
    counts.created += fresh.length
    await putEventFeedEntries(tx, feed.id, written)
    await deleteEventFeedEntries(tx, feed.id, forgotten)
  })
  return counts
}

/**
 * The items of a feed's new events, set-based: at the subscription's place and a part of it, in
 * its categories and topic, with their details and no review (the feed keeps them current; a
 * review due at once for each would only fill the review list), closed when cancelled, and one
 * event per occurrence on the branch. Answers their entries.
 */
async function createEvents(
  db: Db,
  feed: StoredEventFeed,
  place: { id: number; lon: number; lat: number },
  events: readonly FeedEvent[],
  now: Date,
): Promise<{ uid: string; itemId: number; imported: ImportedFeedEvent }[]> {
  if (!events.length) return []
  const itemIds = await insertImportedPlaces(
    db,
    feed.topicTagId ?? 0,
    events.map((event) => ({
      title: event.title,
      lon: place.lon,
      lat: place.lat,
      categoryIds: feed.categoryIds,
      address: undefined,
      details: detailsOf(event),
    })),
    { reviews: false },
  )
  await linkToPlace(db, place.id, itemIds)
  await closeItems(
    db,
    itemIds.filter((_, i) => events[i]?.cancelled),
    now.toISOString(),
  )
  const occurrences = events.flatMap((event, i) =>
    event.occurrences.map((o) => ({ itemId: itemIds[i] as number, begin: o.begin, end: o.end })),
  )
  const eventIds = await insertOccurrences(db, feed.branchId, occurrences)
  let at = 0
  return events.map((event, i) => {
    const ids = eventIds.slice(at, at + event.occurrences.length)
    at += event.occurrences.length
    return { uid: event.uid, itemId: itemIds[i] as number, imported: importedOf(event, ids) }
  })
}

async function applyPlan(
  db: Db,
  itemId: number,
  branchId: number,
  plan: ReturnType<typeof reconcileEvent>,
  now: Date,
): Promise<void> {
  const { title, description, url, cancelled } = plan.fields
  if (title !== undefined || cancelled !== undefined)
    await updateItem(db, itemId, {
      ...(title !== undefined ? { title } : {}),
      ...(cancelled !== undefined ? { datePermanentlyClosed: cancelled ? now.toISOString() : null } : {}),
    })
  if (description !== undefined) await setFeedDetail(db, itemId, 'shortDescription', description)
  if (url !== undefined) await setFeedDetail(db, itemId, 'url', url)
  await moveOccurrences(db, plan.move)
  await deleteOccurrences(db, plan.remove)
  const created = await insertOccurrences(
    db,
    branchId,
    plan.create.map((o) => ({ itemId, begin: o.begin, end: o.end })),
  )
  plan.create.forEach((o, i) => {
    plan.imported.occurrences[o.key] = { begin: o.begin, end: o.end, eventId: created[i] ?? 0 }
  })
}

/** A run that did not get as far as the feed's events. */
const failedRun = (message: string, date: Date): EventFeedRun => ({
  date: date.toISOString(),
  status: 'failed',
  message,
  counts: noCounts(),
})

/**
 * One run of a subscription: fetch (conditional), read, apply, and record what happened on the
 * subscription, also when it failed; the answer is that record. Nothing of a failed run is
 * written but the record: the events stay as the last good run left them.
 */
export async function runEventFeed(
  db: Db,
  feedId: number,
  options: EventFeedRunOptions,
): Promise<EventFeedRun> {
  const started = options.now ?? new Date()
  const feed = await eventFeedById(db, feedId)
  const place = feed.place ? await feedPlace(db, feed.place.id) : undefined
  let run: EventFeedRun
  let validators: { etag: string | null; lastModified: string | null } | undefined
  if (!place) run = failedRun(t.noPlace, started)
  else if (feed.topicTagId === null) run = failedRun(t.noTopic, started)
  else {
    try {
      const answer = await fetchFeed(feed.url, {
        allowPrivateHosts: options.allowPrivateHosts,
        validators: { etag: feed.etag, lastModified: feed.lastModified },
      })
      if (answer.status === 'unchanged') {
        run = { date: started.toISOString(), status: 'unchanged', message: null, counts: noCounts() }
      } else {
        const counts = await applyFeed(db, feed, place, parseFeed(answer.body, started), started)
        run = { date: started.toISOString(), status: 'ok', message: null, counts }
        validators = { etag: answer.etag, lastModified: answer.lastModified }
      }
    } catch (err) {
      if (!(err instanceof FeedFetchError)) throw err
      run = failedRun(err.message, started)
    }
  }
  await recordEventFeedRun(db, feed.id, run, options.intervalMinutes, validators)
  return run
}
