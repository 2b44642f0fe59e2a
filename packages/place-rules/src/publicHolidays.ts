import type OpeningHours from 'opening_hours'
import {
  DEFAULT_HOLIDAY_REGION,
  DEFAULT_HOURS_PLACE,
  type HoursPlace,
  nominatimPlace,
} from './openingHours.js'

/** A public holiday: its day at the place (`YYYY-MM-DD`) and German name. */
export interface PublicHoliday {
  date: string
  name: string
}

// The library answers holidays only through a value: `PH` alone is open exactly on them, and
// the comment of its interval is the holiday's name. One parsed probe per region.
const probes = new Map<string, Promise<OpeningHours>>()

function holidayProbe(place: HoursPlace): Promise<OpeningHours> {
  const region = place.holidayRegion ?? DEFAULT_HOLIDAY_REGION
  const key = `${region.countryCode}/${region.state ?? ''}`
  let probe = probes.get(key)
  if (!probe) {
    probe = import('opening_hours').then(
      ({ default: OpeningHoursClass }) => new OpeningHoursClass('PH', nominatimPlace(place)),
    )
    // A region the library has no table for is retried, never cached as a failure.
    probe.catch(() => probes.delete(key))
    probes.set(key, probe)
  }
  return probe
}

/**
 * The name as the library keeps it (`Weihnachtstag/Noël/Natale di Gesù` for Switzerland's
 * languages) shortened to its German one.
 */
const germanName = (name: string) => name.split('/')[0]?.trim() ?? name

/**
 * The library's name of the public holiday at the place at `at` (local fields are the place's
 * wall clock, as the library reads them), or undefined on a working day or where no table is.
 */
async function libraryHolidayAt(place: HoursPlace, at: Date): Promise<string | undefined> {
  try {
    const probe = await holidayProbe(place)
    if (!probe.getState(at)) return undefined
    const name = probe.getIterator(at).getComment()
    return typeof name === 'string' ? name : undefined
  } catch {
    return undefined
  }
}

/** The German name of the public holiday at the place on `at`'s day, if it is one. */
export async function publicHolidayOn(place: HoursPlace, at: Date): Promise<string | undefined> {
  const noon = new Date(at.getFullYear(), at.getMonth(), at.getDate(), 12)
  const name = await libraryHolidayAt(place, noon)
  return name && germanName(name)
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * The public holidays at the place from `from`'s day for `days` days, in order: what `PH`
 * means there, for the staff's week editor.
 */
export async function publicHolidaysFrom(
  place: HoursPlace,
  from: Date,
  days: number,
): Promise<PublicHoliday[]> {
  const start = new Date(from.getFullYear(), from.getMonth(), from.getDate())
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + days)
  try {
    const probe = await holidayProbe(place)
    return probe.getOpenIntervals(start, end).map(([begin, , , comment]) => ({
      date: `${begin.getFullYear()}-${pad(begin.getMonth() + 1)}-${pad(begin.getDate())}`,
      name: germanName(typeof comment === 'string' ? comment : ''),
    }))
  } catch {
    return []
  }
}

/**
 * The holiday whose rule decides the state at `at`: the library marks an interval of a `PH`
 * rule with the holiday's name, as it marks `PH` alone.
 */
export async function holidayInForce(
  value: string,
  hours: OpeningHours,
  place: HoursPlace | undefined,
  at: Date,
): Promise<string | undefined> {
  if (!/\bPH\b/.test(value)) return undefined
  const name = await libraryHolidayAt(place ?? DEFAULT_HOURS_PLACE, at)
  if (!name || hours.getIterator(at).getComment() !== name) return undefined
  return germanName(name)
}
