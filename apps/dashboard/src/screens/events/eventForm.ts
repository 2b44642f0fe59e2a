import type { DashboardEvent, EventCreateInput, EventUpdateInput } from '@quo/contract'
import { eventMessages } from './messages.js'

// The event editor's logic without React: what the form holds, what it checks, what it sends.

/** The item an event belongs to, as the editor shows it. */
interface ChosenItem {
  id: number
  title: string
}

/**
 * What the editor holds. Times are the `<input type="datetime-local">` text in the browser's
 * local time (`2025-06-01T18:30`); they become ISO 8601 only when sent.
 */
export interface EventFormValues {
  item: ChosenItem | null
  begin: string
  end: string
  /** `branches.id`, sorted, so two forms compare by value. */
  branchIds: number[]
}

export type EventFormField = 'itemId' | 'dateBegin' | 'dateEnd' | 'branchIds'
/** German message per field, keyed by the field's name in the request body (as saveFailure names them). */
export type EventFormErrors = Partial<Record<EventFormField, string>>

export const EMPTY_EVENT_FORM: EventFormValues = { item: null, begin: '', end: '', branchIds: [] }

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/
const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** An ISO instant as `datetime-local` text in the browser's zone, to the minute. */
export function isoToLocal(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/**
 * `datetime-local` text (local time of the browser) as an ISO instant in UTC; undefined when it
 * is empty or no real time (`2025-02-30T10:00`).
 */
export function localToIso(local: string): string | undefined {
  const match = LOCAL.exec(local.trim())
  if (!match) return undefined
  const [, y, mo, d] = match.map(Number) as [number, number, number, number]
  // Without an offset the text is read as local time (ECMAScript date-time string format).
  const date = new Date(local.trim())
  if (Number.isNaN(date.getTime())) return undefined
  // Date rolls 30 February over into March; such a text is no time. (An hour skipped by the
  // change to summer time is kept: the browser moves it on by an hour, as a clock would.)
  if (date.getFullYear() !== y || date.getMonth() + 1 !== mo || date.getDate() !== d) return undefined
  return date.toISOString()
}

const sortedIds = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b)

/** The saved event as the editor shows it. */
export function formFromEvent(event: DashboardEvent): EventFormValues {
  return {
    item: { id: event.itemId, title: event.title },
    begin: isoToLocal(event.dateBegin),
    end: isoToLocal(event.dateEnd),
    branchIds: sortedIds(event.branches.map((b) => b.branchId)),
  }
}

/** Whether two forms hold the same event (the item by id; its title is only shown). */
export function sameForm(a: EventFormValues, b: EventFormValues): boolean {
  return (
    a.item?.id === b.item?.id &&
    a.begin === b.begin &&
    a.end === b.end &&
    a.branchIds.length === b.branchIds.length &&
    a.branchIds.every((id, i) => id === b.branchIds[i])
  )
}

/** A branch ticked or unticked; the list stays sorted. */
export function toggleBranch(values: EventFormValues, branchId: number, on: boolean): EventFormValues {
  const rest = values.branchIds.filter((id) => id !== branchId)
  return { ...values, branchIds: on ? sortedIds([...rest, branchId]) : rest }
}

/**
 * The live check: the end must not be before the begin (as the API's `dateEnd` rule). Shown as
 * soon as both times are there, before anything is sent.
 */
export function endBeforeBegin(values: Pick<EventFormValues, 'begin' | 'end'>): boolean {
  const begin = localToIso(values.begin)
  const end = localToIso(values.end)
  return begin !== undefined && end !== undefined && Date.parse(end) < Date.parse(begin)
}

/** Every problem of the form, in German; empty when it may be sent. */
export function validateEventForm(values: EventFormValues): EventFormErrors {
  const v = eventMessages.validation
  const errors: EventFormErrors = {}
  if (!values.item) errors.itemId = v.item
  if (localToIso(values.begin) === undefined) errors.dateBegin = v.begin
  if (localToIso(values.end) === undefined) errors.dateEnd = v.end
  else if (endBeforeBegin(values)) errors.dateEnd = v.endBeforeBegin
  // An event on no map is shown nowhere; deleting it says so more plainly.
  if (values.branchIds.length === 0) errors.branchIds = v.branches
  return errors
}

/** The German text per request field, for the fields a refused save names (saveFailure). */
export const EVENT_FIELD_MESSAGES: Record<EventFormField, string> = {
  itemId: eventMessages.validation.item,
  dateBegin: eventMessages.validation.begin,
  dateEnd: eventMessages.validation.endBeforeBegin,
  branchIds: eventMessages.validation.branches,
}

/** The body of the atomic create (`POST /events` with its branches); undefined while invalid. */
export function createInput(values: EventFormValues): EventCreateInput | undefined {
  const dateBegin = localToIso(values.begin)
  const dateEnd = localToIso(values.end)
  if (!values.item || !dateBegin || !dateEnd || Object.keys(validateEventForm(values)).length)
    return undefined
  return { itemId: values.item.id, dateBegin, dateEnd, branchIds: [...values.branchIds] }
}

/** Branch links to add and to remove to get from the saved branches to the chosen ones. */
export function branchChanges(
  saved: readonly number[],
  chosen: readonly number[],
): { add: number[]; remove: number[] } {
  const before = new Set(saved)
  const after = new Set(chosen)
  return {
    add: sortedIds(chosen.filter((id) => !before.has(id))),
    remove: sortedIds(saved.filter((id) => !after.has(id))),
  }
}

/** What an update sends: only the changed fields (`PUT /events/{id}`) and the branch links. */
export interface EventUpdatePlan {
  /** Undefined when neither the item nor a time changed. */
  patch: EventUpdateInput | undefined
  add: number[]
  remove: number[]
}

/** The calls that turn the saved event into the form's; undefined while the form is invalid. */
export function updatePlan(saved: EventFormValues, values: EventFormValues): EventUpdatePlan | undefined {
  if (Object.keys(validateEventForm(values)).length) return undefined
  const patch: EventUpdateInput = {}
  if (values.item && values.item.id !== saved.item?.id) patch.itemId = values.item.id
  // Compared as shown (to the minute), so an unchanged time with seconds is not sent again.
  if (values.begin !== saved.begin) patch.dateBegin = localToIso(values.begin)
  if (values.end !== saved.end) patch.dateEnd = localToIso(values.end)
  return {
    patch: Object.keys(patch).length ? patch : undefined,
    ...branchChanges(saved.branchIds, values.branchIds),
  }
}
