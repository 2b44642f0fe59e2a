import type { ImportedFeedEvent, ImportedOccurrence } from '../db/schema/index.js'
import type { CurrentFeedItem } from '../repositories/eventFeedRepository.js'
import type { FeedEvent, FeedOccurrence } from './parseFeed.js'

/** The fields of an imported event a feed keeps current, as far as staff left them alone. */
const FIELDS = ['title', 'description', 'url', 'cancelled'] as const
type Field = (typeof FIELDS)[number]
type FieldChanges = Partial<Pick<ImportedFeedEvent, Field>>

/** What a run does to one event the feed brought before. */
export interface EventPlan {
  fields: FieldChanges
  create: FeedOccurrence[]
  move: { eventId: number; begin: string; end: string }[]
  remove: number[]
  keptStaffEdits: number
  /** The record for the next run, without the occurrences still to be created. */
  imported: ImportedFeedEvent
}

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b)
const sameDates = (a: { begin: string; end: string }, b: { begin: string; end: string }) =>
  sameInstant(a.begin, b.begin) && sameInstant(a.end, b.end)

/**
 * A three-way merge of one event, as the OpenStreetMap re-import does for places: what the
 * feed changed since the last import is written where the item still holds what that import
 * wrote; a field or date staff changed keeps staff's value (counted in `keptStaffEdits`); an
 * occurrence staff deleted stays deleted. An occurrence the feed dropped goes, unless staff
 * changed it, or it ended before `windowStart` (it left the window the feed is read in, not
 * the feed). `incoming` undefined: the whole event left the feed.
 */
export function reconcileEvent(
  incoming: FeedEvent | undefined,
  last: ImportedFeedEvent,
  now: CurrentFeedItem,
  windowStart: string,
): EventPlan {
  const plan: EventPlan = {
    fields: {},
    create: [],
    move: [],
    remove: [],
    keptStaffEdits: 0,
    imported: { ...last, occurrences: {} },
  }
  if (incoming) {
    for (const field of FIELDS) {
      if (incoming[field] === last[field]) continue
      if (now[field] === last[field]) Object.assign(plan.fields, { [field]: incoming[field] })
      else plan.keptStaffEdits++
      Object.assign(plan.imported, { [field]: incoming[field] })
    }
  }
  const seen = new Set<string>()
  for (const next of incoming?.occurrences ?? []) {
    seen.add(next.key)
    const before: ImportedOccurrence | undefined = last.occurrences[next.key]
    if (!before) {
      plan.create.push(next)
      continue
    }
    plan.imported.occurrences[next.key] = { begin: next.begin, end: next.end, eventId: before.eventId }
    const current = now.occurrences.get(before.eventId)
    if (!current || sameDates(next, before)) continue
    if (sameDates(current, before))
      plan.move.push({ eventId: before.eventId, begin: next.begin, end: next.end })
    else plan.keptStaffEdits++
  }
  for (const [key, before] of Object.entries(last.occurrences)) {
    if (seen.has(key) || Date.parse(before.end) < Date.parse(windowStart)) continue
    const current = now.occurrences.get(before.eventId)
    if (!current) continue
    if (sameDates(current, before)) plan.remove.push(before.eventId)
    else plan.keptStaffEdits++
  }
  return plan
}

/** Whether a plan changes the item or its dates (a cancellation counts on its own). */
export function changesEvent(plan: EventPlan): boolean {
  const { cancelled: _cancelled, ...fields } = plan.fields
  return (
    Object.keys(fields).length > 0 ||
    plan.fields.cancelled === false ||
    plan.create.length + plan.move.length + plan.remove.length > 0
  )
}
