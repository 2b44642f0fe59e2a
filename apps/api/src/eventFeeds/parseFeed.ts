import { looksLikeMarkup, REGION_TIME_ZONE, textIssue } from '@quo/contract'
import ICAL from 'ical.js'
import { JSDOM } from 'jsdom'
import { DateTime, IANAZone } from 'luxon'
import { messages } from '../messages.js'
import { FeedFetchError } from './fetchFeed.js'

const t = messages.eventFeeds

/** Occurrences read from a feed: those ended up to 60 days ago (as the feeds quo serves) … */
const PAST_DAYS = 60
/** … to a year ahead; a weekly event adds about 52. */
const FUTURE_DAYS = 366
/** Steps a recurrence may take to reach the window (a daily rule begun years ago). */
const MAX_RECURRENCE_STEPS = 5_000
/** Occurrences of one feed in the window; more is not a calendar one place keeps. */
const MAX_FEED_OCCURRENCES = 5_000
const TITLE_MAX = 200
const DESCRIPTION_MAX = 1_000

/** One dated occurrence: `key` tells it from the event's others across imports. */
export interface FeedOccurrence {
  key: string
  begin: string
  end: string
}

/** One event of a feed (a UID), as quo keeps it: one item with its occurrences. */
export interface FeedEvent {
  uid: string
  title: string
  description: string | null
  url: string | null
  cancelled: boolean
  occurrences: FeedOccurrence[]
}

/**
 * An ICAL.Time as an instant. Times in a zone the feed defines are converted by ical.js; a zone
 * the feed only names (RFC 5545 asks for the definition, many feeds leave it out) is taken
 * from the IANA database; a floating time, a date and an unknown zone (e.g. Outlook's
 * "W. Europe Standard Time") are the region's wall clock.
 */
function instant(time: ICAL.Time, tzid: string | undefined): DateTime {
  const zone = time.zone?.tzid
  if (!time.isDate && (zone === 'UTC' || (zone && zone !== 'floating')))
    return DateTime.fromSeconds(time.toUnixTime(), { zone: REGION_TIME_ZONE })
  const wall = {
    year: time.year,
    month: time.month,
    day: time.day,
    hour: time.isDate ? 0 : time.hour,
    minute: time.isDate ? 0 : time.minute,
    second: time.isDate ? 0 : time.second,
  }
  const named = !time.isDate && tzid && IANAZone.isValidZone(tzid) ? tzid : REGION_TIME_ZONE
  return DateTime.fromObject(wall, { zone: named })
}

const tzidOf = (component: ICAL.Component, property: string) => {
  const value = component.getFirstProperty(property)?.getParameter('tzid')
  return typeof value === 'string' ? value : undefined
}

/** Text a person wrote in another calendar, without markup and within the product's text rules. */
function plainText(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null
  // Many calendars put HTML into DESCRIPTION (Outlook's X-ALT-DESC aside): read as a person sees it.
  const text = /<[a-z!/]/i.test(value)
    ? (JSDOM.fragment(value.replace(/<(br|\/p|\/div|\/li)\b[^>]*>/gi, '\n$&')).textContent ?? '')
    : value
  // Control characters other than line breaks are refused by the text rules: they go.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point.
  const cleaned = text.replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ')
  const trimmed = cleaned
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
  if (!trimmed) return null
  const cut = trimmed.length > max ? `${trimmed.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : trimmed
  return textIssue(cut, { multiline: max > TITLE_MAX }) || looksLikeMarkup(cut) ? null : cut
}

function httpLink(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value.trim())
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.href.length <= 2000
      ? url.href
      : null
  } catch {
    return null
  }
}

const isCancelled = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED'

/**
 * A dated occurrence from ical.js's details; an all-day event ends at the end of its last day
 * (DTEND is the day after), and an event without an end lasts its day (a date) or a moment.
 */
function occurrence(
  key: string,
  start: ICAL.Time,
  end: ICAL.Time | undefined,
  component: ICAL.Component,
): FeedOccurrence {
  const begin = instant(start, tzidOf(component, 'dtstart'))
  let until = end ? instant(end, tzidOf(component, 'dtend') ?? tzidOf(component, 'dtstart')) : begin
  if (start.isDate) until = (end && until > begin ? until : begin.plus({ days: 1 })).minus({ minutes: 1 })
  if (until < begin) until = begin
  return { key, begin: begin.toUTC().toISO() as string, end: until.toUTC().toISO() as string }
}

/**
 * The events of an iCalendar document: one per UID, with its occurrences from 60 days ago to a
 * year ahead (recurrence rules expanded, EXDATEs and cancelled occurrences left out, moved
 * ones where they were moved to). An event without a UID gets one from its title and start.
 */
export function parseFeed(body: string, now = new Date()): FeedEvent[] {
  let root: ICAL.Component
  try {
    root = new ICAL.Component(ICAL.parse(body))
  } catch {
    throw new FeedFetchError(t.notCalendar)
  }
  if (root.name !== 'vcalendar') throw new FeedFetchError(t.notCalendar)
  const from = DateTime.fromJSDate(now).minus({ days: PAST_DAYS }).toUTC().toISO() as string
  const to = DateTime.fromJSDate(now).plus({ days: FUTURE_DAYS }).toUTC().toISO() as string
  const inWindow = (o: FeedOccurrence) => o.end >= from && o.begin <= to

  // Moved or cancelled occurrences (RECURRENCE-ID) are read through their master event; given
  // to it by UID here, ical.js would otherwise look through every event of the feed for each.
  const components = root.getAllSubcomponents('vevent')
  const exceptionsOf = new Map<string, ICAL.Component[]>()
  for (const component of components) {
    if (!component.hasProperty('recurrence-id')) continue
    const uid = String(component.getFirstPropertyValue('uid') ?? '')
    exceptionsOf.set(uid, [...(exceptionsOf.get(uid) ?? []), component])
  }
  const events = new Map<string, FeedEvent>()
  let total = 0
  for (const component of components) {
    if (component.hasProperty('recurrence-id')) continue
    if (!component.hasProperty('dtstart')) continue
    const exceptions = exceptionsOf.get(String(component.getFirstPropertyValue('uid') ?? '')) ?? []
    const event = new ICAL.Event(component, { exceptions })
    const title = plainText(event.summary, TITLE_MAX) ?? t.untitled
    const uid = event.uid?.trim() || `${title}|${event.startDate.toString()}`
    const occurrences: FeedOccurrence[] = []
    if (event.isRecurring()) {
      const expansion = event.iterator()
      const perDay = new Map<string, number>()
      for (let step = 0; step < MAX_RECURRENCE_STEPS; step++) {
        const next = expansion.next()
        if (!next) break
        const details = event.getOccurrenceDetails(next)
        const item = details.item.component
        // Keyed by the day it recurs on: an organiser moving the whole series to another hour
        // changes every RECURRENCE-ID, yet each date is still the same occurrence (moved).
        const date = next.toString().slice(0, 10)
        const nth = (perDay.get(date) ?? 0) + 1
        perDay.set(date, nth)
        const o = occurrence(nth === 1 ? date : `${date}#${nth}`, details.startDate, details.endDate, item)
        if (o.begin > to) break
        if (isCancelled(item) || !inWindow(o)) continue
        occurrences.push(o)
      }
    } else {
      const end =
        component.hasProperty('dtend') || component.hasProperty('duration') ? event.endDate : undefined
      const o = occurrence('single', event.startDate, end, component)
      if (inWindow(o)) occurrences.push(o)
    }
    if (!occurrences.length) continue
    total += occurrences.length
    if (total > MAX_FEED_OCCURRENCES) throw new FeedFetchError(t.tooManyEvents(MAX_FEED_OCCURRENCES))
    // A feed repeating a UID (some exporters do) adds its dates to the first one's.
    const known = events.get(uid)
    if (known) {
      const keyed = occurrences.map((o) => (o.key === 'single' ? { ...o, key: `at:${o.begin}` } : o))
      known.occurrences.push(...keyed.filter((o) => !known.occurrences.some((k) => k.key === o.key)))
      continue
    }
    events.set(uid, {
      uid,
      title,
      description: plainText(event.description, DESCRIPTION_MAX),
      url: httpLink(component.getFirstPropertyValue('url')),
      cancelled: isCancelled(component),
      occurrences,
    })
  }
  return [...events.values()]
}
