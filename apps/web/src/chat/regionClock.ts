// Wall-clock dates at the region's clock (REGION_TIME_ZONE), whatever the visitor's device says.

export interface WallDate {
  year: number
  month: number
  day: number
  /** 0 = Sunday. */
  weekday: number
  /** Hours since midnight, with minutes as a fraction. */
  hours: number
}

const WEEKDAY_NUMBER: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 }
const formats = new Map<string, Intl.DateTimeFormat>()

/** The wall clock of `date` in `timeZone`. */
export function wallDate(date: Date, timeZone: string): WallDate {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
    })
    formats.set(timeZone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]))
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAY_NUMBER[parts.weekday ?? ''] ?? 0,
    hours: Number(parts.hour) + Number(parts.minute) / 60,
  }
}

/** The moment `days` after `date`'s wall day, at `hours` on the wall clock of `timeZone`. */
export function atWallClock(date: WallDate, days: number, hours: number, timeZone: string): Date {
  const wanted = Date.UTC(date.year, date.month - 1, date.day + days) + Math.round(hours * 3_600_000)
  let guess = wanted
  // The zone's offset at the guess, twice: once more settles a guess across a DST change.
  for (let i = 0; i < 2; i++) {
    const wall = wallDate(new Date(guess), timeZone)
    const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day) + Math.round(wall.hours * 3_600_000)
    guess += wanted - wallAsUtc
  }
  return new Date(guess)
}
