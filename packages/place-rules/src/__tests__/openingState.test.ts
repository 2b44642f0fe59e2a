import { describe, expect, it } from 'vitest'
import { evaluateOpeningHours } from '../openingState.js'
import { atWallClock, placeClock, wallDate, wallDateTime } from '../wallClock.js'

const VADUZ = 'Europe/Vaduz'

describe('evaluateOpeningHours', () => {
  it("answers the state at the place's clock, wherever it runs", async () => {
    // 07:30 UTC on a Wednesday in winter is 08:30 in Vaduz.
    const now = new Date('2026-01-14T07:30:00Z')
    const hours = await evaluateOpeningHours('Mo-Fr 08:00-12:00', undefined, now, VADUZ)
    expect(hours.state).toBe('open')
    expect(hours.nextChange?.toISOString()).toBe('2026-01-14T11:00:00.000Z')
  })

  it('finds the next opening across a change to summer time', async () => {
    // Saturday 28 March 2026, 20:00 in Vaduz; clocks go forward that night.
    const now = new Date('2026-03-28T19:00:00Z')
    const hours = await evaluateOpeningHours('Su 09:00-17:00', undefined, now, VADUZ)
    expect(hours.state).toBe('closed')
    // Sunday 09:00 is summer time (UTC+2).
    expect(hours.nextChange?.toISOString()).toBe('2026-03-29T07:00:00.000Z')
  })

  it('says closing soon within the last 30 minutes', async () => {
    const now = new Date('2026-07-15T09:40:00Z') // 11:40 in Vaduz
    const hours = await evaluateOpeningHours('Mo-Su 08:00-12:00', undefined, now, VADUZ)
    expect(hours.state).toBe('closingSoon')
    expect(hours.nextChange?.toISOString()).toBe('2026-07-15T10:00:00.000Z')
  })

  it("sets sunset by the place's coordinates, not at a fixed 18:00", async () => {
    // Late November the sun sets in Vaduz before 17:00 (local clock of the device).
    const place = { lat: 47.141, lon: 9.521 }
    const evening = await evaluateOpeningHours('sunrise-sunset', place, new Date(2026, 10, 24, 17, 30))
    expect(evening.state).toBe('closed')
    const noon = await evaluateOpeningHours('sunrise-sunset', place, new Date(2026, 10, 24, 12, 0))
    expect(noon.state).toBe('open')
  })

  it('counts an unreadable value as closed', async () => {
    expect(await evaluateOpeningHours('whenever', undefined, new Date(), VADUZ)).toEqual({
      state: 'closed',
      nextChange: undefined,
    })
  })
})

describe('placeClock', () => {
  it("gives the place's date and time and its next midnight", () => {
    const clock = placeClock(new Date('2026-11-24T23:30:00Z'), VADUZ)
    expect(clock).toEqual({
      date: '2026-11-25',
      time: '00:30',
      nextMidnight: new Date('2026-11-25T23:00:00Z'),
    })
    expect(placeClock(new Date('2026-07-01T10:15:00Z'), VADUZ).time).toBe('12:15')
  })
})

describe('wallDate and atWallClock', () => {
  it("read a place's wall day and turn a wall time back into the instant, also across summer time", () => {
    // Saturday 28 March 2026, 20:00 in Vaduz; the clocks go forward that night.
    const saturday = wallDate(new Date('2026-03-28T19:00:00Z'), VADUZ)
    expect(saturday).toEqual({ year: 2026, month: 3, day: 28, weekday: 6, hours: 20 })
    expect(atWallClock(saturday, 0, 18.5, VADUZ).toISOString()).toBe('2026-03-28T17:30:00.000Z')
    // Sunday 10:00 is summer time (UTC+2), and 24 is the next midnight.
    expect(atWallClock(saturday, 1, 10, VADUZ).toISOString()).toBe('2026-03-29T08:00:00.000Z')
    expect(atWallClock(saturday, 0, 24, VADUZ).toISOString()).toBe('2026-03-28T23:00:00.000Z')
  })
})

describe('wallDateTime', () => {
  it("writes the place's date and time to the second, in winter and in summer time", () => {
    expect(wallDateTime(new Date('2026-11-24T23:30:05Z'), VADUZ)).toBe('2026-11-25 00:30:05')
    expect(wallDateTime(new Date('2026-07-01T10:15:09.900Z'), VADUZ)).toBe('2026-07-01 12:15:09')
  })
})
