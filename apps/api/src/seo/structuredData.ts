import { REGION_TIME_ZONE } from '@quo/contract'
import { openingHoursToWeek, publicHolidaysFrom, WEEKDAYS, type Weekday } from '@quo/place-rules'
import { DateTime } from 'luxon'
import type {
  DayOfWeek,
  Event,
  LocalBusiness,
  OpeningHoursSpecification,
  Place,
  PostalAddress,
  WithContext,
} from 'schema-dts'
import type { PlaceSummary } from '../repositories/pageRecordRepository.js'

const DAY_OF_WEEK: Record<Weekday, DayOfWeek> = {
  Mo: 'https://schema.org/Monday',
  Tu: 'https://schema.org/Tuesday',
  We: 'https://schema.org/Wednesday',
  Th: 'https://schema.org/Thursday',
  Fr: 'https://schema.org/Friday',
  Sa: 'https://schema.org/Saturday',
  Su: 'https://schema.org/Sunday',
}

/** Holidays a place closed on them is marked closed for, ahead. */
const HOLIDAY_DAYS_AHEAD = 365

/** The page's facts about the place, as the head's builders share them. */
export interface StructuredPage {
  url: string
  description: string
  image: string | undefined
}

/** An instant with the region's offset, as search engines read it: `2026-12-08T18:00:00+01:00`. */
const regionTime = (iso: string) =>
  DateTime.fromISO(iso, { setZone: true }).setZone(REGION_TIME_ZONE).toISO({ suppressMilliseconds: true }) ??
  iso

/** `HH:MM` as schema.org writes a time; 24:00 is the day's last minute, later times the next day's. */
function schemaTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  if (hours === 24 && minutes === 0) return '23:59:00'
  return `${String(hours % 24).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:00`
}

function postalAddress(place: PlaceSummary): PostalAddress | undefined {
  const street = [place.street, place.housenumber].filter(Boolean).join(' ')
  if (!street && !place.city) return undefined
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    ...(place.postcode ? { postalCode: place.postcode } : {}),
    ...(place.city ? { addressLocality: place.city } : {}),
    ...(place.country ? { addressCountry: place.country } : {}),
  }
}

/**
 * The weekly hours as schema.org states them, one entry per set of days with the same times;
 * none for a value the week editor cannot read (months, sunrise …), which no weekly table
 * would state truly.
 */
function weeklyHours(hours: string | null): OpeningHoursSpecification[] {
  const week = hours ? openingHoursToWeek(hours) : undefined
  if (!week) return []
  const byTimes = new Map<string, { days: Weekday[]; opens: string; closes: string }>()
  for (const day of WEEKDAYS)
    for (const range of week.days[day]) {
      const key = `${range.from}-${range.to}`
      const entry = byTimes.get(key) ?? { days: [], opens: range.from, closes: range.to }
      entry.days.push(day)
      byTimes.set(key, entry)
    }
  return [...byTimes.values()].map((entry) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: entry.days.map((day) => DAY_OF_WEEK[day]),
    opens: schemaTime(entry.opens),
    closes: schemaTime(entry.closes),
  }))
}

/** A place closed on public holidays (`PH off`) is closed on its region's coming ones. */
async function holidayClosures(place: PlaceSummary, now: Date): Promise<OpeningHoursSpecification[]> {
  const week = place.hours ? openingHoursToWeek(place.hours) : undefined
  if (!week?.publicHolidays || week.publicHolidays.length > 0) return []
  const holidays = await publicHolidaysFrom(place, now, HOLIDAY_DAYS_AHEAD)
  return holidays.map(({ date }) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: date,
    validThrough: date,
    opens: '00:00:00',
    closes: '00:00:00',
  }))
}

/**
 * schema.org JSON-LD for a place's page: an `Event` per coming occurrence of an event, else a
 * `LocalBusiness` (a place with opening hours or a telephone) or a `Place`, with address,
 * coordinates, hours (holidays it closes on as special hours), telephone, website and image —
 * the properties Google reads for rich results.
 */
export async function structuredData(
  place: PlaceSummary,
  page: StructuredPage,
  now = new Date(),
): Promise<WithContext<Event | LocalBusiness | Place>[]> {
  const address = postalAddress(place)
  const geo = { '@type': 'GeoCoordinates', latitude: place.lat, longitude: place.lon } as const
  const common = {
    name: place.title,
    url: page.url,
    ...(page.description ? { description: page.description } : {}),
    ...(page.image ? { image: page.image } : {}),
  }
  if (place.events.length) {
    const location: Place = {
      '@type': 'Place',
      name: place.city ?? place.title,
      geo,
      ...(address ? { address } : {}),
    }
    return place.events.map((event) => ({
      '@context': 'https://schema.org',
      '@type': 'Event',
      ...common,
      startDate: regionTime(event.dateBegin),
      endDate: regionTime(event.dateEnd),
      eventStatus: place.closed ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location,
    }))
  }
  const hours = [...weeklyHours(place.hours)]
  const special = await holidayClosures(place, now)
  const business = Boolean(place.hours || place.phone)
  return [
    {
      '@context': 'https://schema.org',
      '@type': business ? 'LocalBusiness' : 'Place',
      ...common,
      geo,
      ...(address ? { address } : {}),
      ...(place.phone ? { telephone: place.phone } : {}),
      ...(place.website ? { sameAs: place.website } : {}),
      ...(hours.length ? { openingHoursSpecification: hours } : {}),
      ...(special.length ? { specialOpeningHoursSpecification: special } : {}),
    } as WithContext<LocalBusiness | Place>,
  ]
}

/**
 * The data as `<script type="application/ld+json">` blocks: `<`, `>` and `&` are written as
 * JSON escapes, so no title can close the element or read as markup.
 */
export function jsonLdMarkup(data: readonly object[]): string {
  return data
    .map(
      (entry) =>
        `<script type="application/ld+json">${JSON.stringify(entry).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}</script>`,
    )
    .join('\n    ')
}
