import type { HolidayRegion } from '@quo/contract'
import type OpeningHours from 'opening_hours'
import { PAST_MIDNIGHT_WARNING } from './messages.js'

/**
 * Where hours are evaluated: coordinates for sunrise and sunset, the holiday region for `PH`
 * (Liechtenstein's own table without one: the library's, added by patches/opening_hours@*.patch).
 */
export interface HoursPlace {
  lat: number
  lon: number
  holidayRegion?: HolidayRegion | undefined
}

/** Liechtenstein, where quo's maps are and whose holidays hold where nothing else is known. */
export const DEFAULT_HOLIDAY_REGION: HolidayRegion = { countryCode: 'li', state: null }

/** The library's own German messages ("Bitte verwende "-" anstelle von "bis"."), for staff and visitors. */
const GERMAN = {
  mode: undefined,
  tag_key: undefined,
  map_value: undefined,
  warnings_severity: undefined,
  locale: 'de',
}

/**
 * The few errors the library throws in English whatever its locale (its German locale covers
 * the rest), in German: the same sentences, so staff never read a mix of both.
 */
const UNTRANSLATED: readonly (readonly [string, string])[] = [
  ['Minutes are greater than 59.', 'Die Minuten sind grösser als 59.'],
  ['Missing minutes in time range after: "', 'Nach der Stunde fehlen die Minuten: "'],
  ['Missing time separator in time range after: "', 'Zwischen Stunden und Minuten fehlt der Doppelpunkt: "'],
  ['Missing variable time (e.g. sunrise) after: "', 'Es fehlt eine variable Zeit (z. B. sunrise) nach: "'],
  ['Unexpected token in monthday range: "', 'Unerwartetes Zeichen im Monatstag-Bereich: "'],
  ['Unexpected token in number range: ', 'Unerwartetes Zeichen im Zahlenbereich: '],
]

const inGerman = (message: string) =>
  UNTRANSLATED.reduce((text, [english, german]) => text.replace(english, german), message)

/** A time typed past midnight ("25:00"): hours and minutes beyond 24:00. */
const PAST_MIDNIGHT = /\b(\d{1,2}):(\d{2})\b/g

/**
 * Times written past midnight ("08:00-25:00", which the library reads as 01:00 the next day)
 * with what they mean, so a slip of the keys is seen rather than silently stored.
 */
function pastMidnightWarnings(value: string): string[] {
  const warnings: string[] = []
  for (const [time, hours, minutes] of value.matchAll(PAST_MIDNIGHT)) {
    const total = Number(hours) * 60 + Number(minutes)
    if (total <= 24 * 60) continue
    const next = `${String(Math.floor(total / 60) - 24).padStart(2, '0')}:${minutes}`
    warnings.push(PAST_MIDNIGHT_WARNING(time, next))
  }
  return warnings
}

/** Vaduz, for a value checked without a place (the staff's syntax check). */
export const DEFAULT_HOURS_PLACE: HoursPlace = { lat: 47.141, lon: 9.521 }

/** What the library reads a place from: Nominatim's reverse-geocoding answer. */
export function nominatimPlace(place: HoursPlace) {
  const region = place.holidayRegion ?? DEFAULT_HOLIDAY_REGION
  return {
    // The library reads coordinates only as strings, as Nominatim gives them, though its types
    // say numbers: numbers leave sunrise and sunset at its fixed 06:00 and 18:00.
    lat: String(place.lat) as unknown as number,
    lon: String(place.lon) as unknown as number,
    address: { country_code: region.countryCode, state: region.state ?? '' },
  }
}

/**
 * Parses an `opening_hours` value as the item card evaluates it; throws the library's message
 * when it cannot. The library is large (holiday tables of many countries), so it loads on
 * first use and stays out of the bundles that import this package.
 */
export async function parseOpeningHours(
  value: string,
  place: HoursPlace = DEFAULT_HOURS_PLACE,
): Promise<OpeningHours> {
  const { default: OpeningHoursClass } = await import('opening_hours')
  return new OpeningHoursClass(value, nominatimPlace(place), GERMAN)
}

/**
 * Why an opening-hours detail cannot be saved, in the library's words, or undefined when it
 * can. Warnings (e.g. no rule for public holidays) do not stop a value; the editor shows them.
 */
export async function openingHoursError(value: string): Promise<string | undefined> {
  try {
    const hours = await parseOpeningHours(value)
    hours.getState(new Date())
    return undefined
  } catch (error) {
    // The library throws plain strings; anything else is its bug, reported the same way.
    return inGerman(
      typeof error === 'string' ? error : error instanceof Error ? error.message : String(error),
    ).trim()
  }
}

/**
 * The library's warnings about a readable opening-hours value (e.g. no rule for public
 * holidays, hours without minutes), and times typed past midnight, shown beside the field;
 * none for an empty or unreadable one.
 */
export async function openingHoursWarnings(value: string): Promise<string[]> {
  if (!value.trim()) return []
  try {
    const warnings = (await parseOpeningHours(value)).getWarnings().map((warning) => warning.trim())
    return [...warnings, ...pastMidnightWarnings(value)]
  } catch {
    return []
  }
}

/**
 * How the library writes a value it reads only with warnings ("Mo-Fr 8-22 Uhr" is read as
 * "Mo-Fr 08:00-22:00"), to offer instead; undefined when the value is unreadable or already
 * written that way.
 * @example await openingHoursSuggestion('Mo-Fr 8-22 Uhr') // 'Mo-Fr 08:00-22:00'
 */
export async function openingHoursSuggestion(value: string): Promise<string | undefined> {
  if (!value.trim()) return undefined
  try {
    const hours = await parseOpeningHours(value)
    if (!hours.getWarnings().length) return undefined
    const pretty = hours.prettifyValue()
    return pretty && pretty !== value.trim() ? pretty : undefined
  } catch {
    return undefined
  }
}
