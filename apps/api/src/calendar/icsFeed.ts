import { REGION_TIME_ZONE } from '@quo/contract'
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical, { ICalEventStatus } from 'ical-generator'
import { DateTime } from 'luxon'
import type { CalendarEvent } from '../repositories/calendarRepository.js'
import { placePath } from '../seo/placeUrl.js'

/** How often a subscribed calendar should fetch the feed again. */
const REFRESH_SECONDS = 6 * 3600

export interface CalendarFeed {
  /** "Vaduz – Veranstaltungen" */
  name: string
  /** The site the events' pages are on, e.g. `https://vaduz.quo.li`. */
  origin: string
  /** The domain of the events' UIDs: one per installation, so every feed names an event alike. */
  uidDomain: string
  events: readonly CalendarEvent[]
}

/** An instant as the wall clock of the region, which the feed's VTIMEZONE defines. */
const regionTime = (iso: string) => DateTime.fromISO(iso, { zone: REGION_TIME_ZONE })

/**
 * An iCalendar (RFC 5545) document of events: times in `Europe/Vaduz` with its VTIMEZONE, UTC
 * stamps, a UID per occurrence that stays the same in every feed and across changes, and the
 * event's page, place and categories. A place closed for good has its occurrences cancelled.
 */
export function icsFeed({ name, origin, uidDomain, events }: CalendarFeed): string {
  // The calendar itself has no zone (its stamps stay UTC, as RFC 5545 requires); each event
  // names the region's, which brings its VTIMEZONE into the document.
  const calendar = ical({
    name,
    prodId: { company: 'quo', product: 'quo', language: 'DE' },
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: REFRESH_SECONDS,
    x: [{ key: 'X-WR-TIMEZONE', value: REGION_TIME_ZONE }],
  })
  for (const event of events) {
    calendar.createEvent({
      id: `quo-event-${event.id}@${uidDomain}`,
      start: regionTime(event.dateBegin),
      end: regionTime(event.dateEnd),
      timezone: REGION_TIME_ZONE,
      stamp: new Date(event.dateUpdated),
      lastModified: new Date(event.dateUpdated),
      summary: event.title,
      description: event.description,
      location: {
        title: event.venue ?? event.address ?? event.title,
        ...(event.venue && event.address ? { address: event.address } : {}),
        geo: { lat: event.lat, lon: event.lon },
      },
      url: origin + placePath(event.nanoId, event.title),
      categories: event.categories.map((category) => ({ name: category })),
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    })
  }
  return calendar.toString()
}
