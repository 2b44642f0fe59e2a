// Wall clocks of a place's time zone, wherever the code runs (a server in UTC, a visitor abroad).

/** One formatter per time zone: making one costs far more than using it, and lists ask per row. */
const wallClocks = new Map<string, Intl.DateTimeFormat>()

function wallClock(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    wallClocks.set(timeZone, format)
  }
  return format
}

/** The wall-clock fields of `instant` in `timeZone`. */
function wallFields(instant: Date, timeZone: string): number[] {
  const parts = wallClock(timeZone).formatToParts(instant)
  const field = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return [field('year'), field('month') - 1, field('day'), field('hour'), field('minute'), field('second')]
}

/**
 * The wall clock of `instant` in `timeZone`: its date (`2026-11-24`), time (`08:30`) and the
 * instant of the next midnight there, for answers that must not outlive the day they speak of.
 */
export function placeClock(
  instant: Date,
  timeZone: string,
): { date: string; time: string; nextMidnight: Date } {
  const [y = 0, mo = 0, d = 1, h = 0, mi = 0] = wallFields(instant, timeZone)
  const pad = (n: number) => String(n).padStart(2, '0')
  const midnight = fromWallClock(new Date(y, mo, d + 1), timeZone)
  return { date: `${y}-${pad(mo + 1)}-${pad(d)}`, time: `${pad(h)}:${pad(mi)}`, nextMidnight: midnight }
}

/**
 * The wall clock of `instant` in `timeZone` to the second, as a spreadsheet reads a date and
 * time: exports for people of the region show their own clock, not UTC.
 * @example wallDateTime(new Date('2026-07-01T10:15:09Z'), 'Europe/Vaduz') // '2026-07-01 12:15:09'
 */
export function wallDateTime(instant: Date, timeZone: string): string {
  const [y = 0, mo = 0, d = 1, h = 0, mi = 0, s = 0] = wallFields(instant, timeZone)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${y}-${pad(mo + 1)}-${pad(d)} ${pad(h)}:${pad(mi)}:${pad(s)}`
}

/** How far `timeZone` is ahead of UTC at `instant`, in ms. */
function zoneOffset(instant: Date, timeZone: string): number {
  const [y = 0, mo = 0, d = 1, h = 0, mi = 0, s = 0] = wallFields(instant, timeZone)
  return Date.UTC(y, mo, d, h, mi, s) - Math.floor(instant.getTime() / 1000) * 1000
}

/**
 * The library reads a Date's local fields. To evaluate for a place's time zone on a server in
 * another one, it gets a Date whose local fields are the place's wall clock, and what it answers
 * is turned back into the instant that wall clock stands for.
 */
export function toWallClock(instant: Date, timeZone: string): Date {
  const [y = 0, mo = 0, d = 1, h = 0, mi = 0, s = 0] = wallFields(instant, timeZone)
  return new Date(y, mo, d, h, mi, s, instant.getMilliseconds())
}

export function fromWallClock(wall: Date, timeZone: string): Date {
  const asUtc = Date.UTC(
    wall.getFullYear(),
    wall.getMonth(),
    wall.getDate(),
    wall.getHours(),
    wall.getMinutes(),
    wall.getSeconds(),
  )
  // The offset at the guess may differ from the one at the answer across a DST change.
  const guess = asUtc - zoneOffset(new Date(asUtc), timeZone)
  return new Date(asUtc - zoneOffset(new Date(guess), timeZone))
}

/** A wall-clock day and time at a place, as a question about "heute Abend" needs it. */
export interface WallDate {
  year: number
  /** 1 = January. */
  month: number
  day: number
  /** 0 = Sunday. */
  weekday: number
  /** Hours since midnight, with minutes as a fraction. */
  hours: number
}

/**
 * The wall clock of `instant` in `timeZone`, as numbers.
 * @example wallDate(new Date('2026-11-24T17:30:00Z'), 'Europe/Vaduz') // { year: 2026, month: 11, day: 24, weekday: 2, hours: 18.5 }
 */
export function wallDate(instant: Date, timeZone: string): WallDate {
  const [y = 0, mo = 0, d = 1, h = 0, mi = 0] = wallFields(instant, timeZone)
  return {
    year: y,
    month: mo + 1,
    day: d,
    weekday: new Date(Date.UTC(y, mo, d)).getUTCDay(),
    hours: h + mi / 60,
  }
}

/**
 * The instant `days` after `date`'s wall day, at `hours` (24 is the next midnight) on the wall
 * clock of `timeZone`, also across a change to or from summer time.
 * @example atWallClock(wallDate(now, 'Europe/Vaduz'), 0, 18, 'Europe/Vaduz') // today 18:00 there
 */
export function atWallClock(date: WallDate, days: number, hours: number, timeZone: string): Date {
  const minutes = Math.round(hours * 60)
  return fromWallClock(new Date(date.year, date.month - 1, date.day + days, 0, minutes), timeZone)
}
