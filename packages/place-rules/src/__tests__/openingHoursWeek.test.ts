import { describe, expect, it } from 'vitest'
import {
  emptyWeek,
  openingHoursError,
  openingHoursPreview,
  openingHoursToWeek,
  openingHoursWarnings,
  type WeekHours,
  weekToOpeningHours,
} from '../index.js'

const office: WeekHours = {
  ...emptyWeek(),
  days: {
    ...emptyWeek().days,
    Mo: [
      { from: '08:00', to: '12:00' },
      { from: '13:30', to: '18:00' },
    ],
    Tu: [
      { from: '08:00', to: '12:00' },
      { from: '13:30', to: '18:00' },
    ],
    We: [{ from: '08:00', to: '12:00' }],
    Th: [
      { from: '08:00', to: '12:00' },
      { from: '13:30', to: '18:00' },
    ],
    Fr: [
      { from: '08:00', to: '12:00' },
      { from: '13:30', to: '18:00' },
    ],
    Sa: [{ from: '09:00', to: '12:00' }],
  },
  publicHolidays: [],
}

describe('week editor syntax', () => {
  it('writes valid opening_hours syntax, joining days with the same hours', async () => {
    const value = weekToOpeningHours(office)
    expect(value).toBe(
      'Mo-Tu 08:00-12:00,13:30-18:00; We 08:00-12:00; Th-Fr 08:00-12:00,13:30-18:00; Sa 09:00-12:00; PH off',
    )
    expect(await openingHoursError(value)).toBeUndefined()
  })

  it('reads what it writes back (round trip)', () => {
    expect(openingHoursToWeek(weekToOpeningHours(office))).toEqual(office)
    const holidaysOpen = { ...office, publicHolidays: [{ from: '10:00', to: '14:00' }] }
    expect(openingHoursToWeek(weekToOpeningHours(holidaysOpen))).toEqual(holidaysOpen)
    const noRule = { ...office, publicHolidays: null }
    expect(openingHoursToWeek(weekToOpeningHours(noRule))).toEqual(noRule)
  })

  it('writes an empty week as the empty value and reads it back', () => {
    expect(weekToOpeningHours(emptyWeek())).toBe('')
    expect(openingHoursToWeek('')).toEqual(emptyWeek())
  })

  it('reads day lists, wrapping ranges and later rules replacing earlier ones', () => {
    const week = openingHoursToWeek('Mo-Su 10:00-22:00; Sa,Su closed; Fr-Mo 09:00-23:00')
    expect(week?.days.Fr).toEqual([{ from: '09:00', to: '23:00' }])
    expect(week?.days.Sa).toEqual([{ from: '09:00', to: '23:00' }])
    expect(week?.days.Tu).toEqual([{ from: '10:00', to: '22:00' }])
  })

  it('leaves values outside its subset to the text field', () => {
    for (const value of [
      'Mo-Fr sunrise-sunset',
      'Jan-Mar Mo 10:00-12:00',
      'Mo 10:00-12:00 "nach Vereinbarung"',
      '24/7',
    ]) {
      expect(openingHoursToWeek(value), value).toBeUndefined()
    }
  })
})

describe('openingHoursPreview', () => {
  it('lists the next seven days in German', async () => {
    // Monday, 23 November 2026, 10:00 local time.
    const lines = await openingHoursPreview(
      'Mo-Fr 08:00-12:00,13:30-18:00; Sa 09:00-12:00; PH off',
      new Date(2026, 10, 23, 10),
    )
    expect(lines).toEqual([
      'heute 08:00–12:00, 13:30–18:00',
      'morgen 08:00–12:00, 13:30–18:00',
      'Mittwoch 08:00–12:00, 13:30–18:00',
      'Donnerstag 08:00–12:00, 13:30–18:00',
      'Freitag 08:00–12:00, 13:30–18:00',
      'Samstag 09:00–12:00',
      'Sonntag geschlossen',
    ])
  })

  it('ends hours past midnight at 24:00 and names public holidays closed', async () => {
    // Friday, 25 December 2026: Christmas in Switzerland's holiday table.
    const lines = await openingHoursPreview('Mo-Su 18:00-02:00; PH off', new Date(2026, 11, 24, 12))
    expect(lines[0]).toBe('heute 00:00–02:00, 18:00–24:00')
    // The library's reading: `PH off` closes the whole holiday, the night's spill-over too.
    expect(lines[1]).toBe('morgen (Weihnachten) geschlossen')
    expect(lines[3]).toMatch(/^Sonntag .*18:00–24:00$/)
  })

  it("speaks the caller's language when given its words", async () => {
    const english = {
      weekdays: {
        Mo: 'Monday',
        Tu: 'Tuesday',
        We: 'Wednesday',
        Th: 'Thursday',
        Fr: 'Friday',
        Sa: 'Saturday',
        Su: 'Sunday',
      },
      today: 'today',
      tomorrow: 'tomorrow',
      closed: 'closed',
      holiday: (label: string, name: string) => `${label}, ${name},`,
    }
    const lines = await openingHoursPreview(
      'Mo-Fr 08:00-12:00',
      new Date(2026, 10, 23, 10),
      undefined,
      english,
    )
    expect(lines).toEqual([
      'today 08:00–12:00',
      'tomorrow 08:00–12:00',
      'Wednesday 08:00–12:00',
      'Thursday 08:00–12:00',
      'Friday 08:00–12:00',
      'Saturday closed',
      'Sunday closed',
    ])
  })

  it("names the region's public holidays, closed by PH off", async () => {
    // Monday 7 December 2026: Tuesday is Mariä Empfängnis in Liechtenstein, a working day in St. Gallen.
    const monday = new Date(2026, 11, 7, 10)
    const value = 'Mo-Fr 08:00-12:00; PH off'
    expect((await openingHoursPreview(value, monday)).slice(0, 3)).toEqual([
      'heute 08:00–12:00',
      'morgen (Mariä Empfängnis) geschlossen',
      'Mittwoch 08:00–12:00',
    ])
    const buchs = { lat: 47.1674, lon: 9.4779, holidayRegion: { countryCode: 'ch', state: 'St. Gallen' } }
    expect((await openingHoursPreview(value, monday, buchs))[1]).toBe('morgen 08:00–12:00')
  })
})

describe('openingHoursWarnings', () => {
  it('reports the library warnings, none for an empty value', async () => {
    expect((await openingHoursWarnings('Mo-Fr 8-18')).length).toBeGreaterThan(0)
    expect(await openingHoursWarnings('')).toEqual([])
    expect(await openingHoursWarnings('Mo-Fr 08:00-24:60')).toEqual([])
  })
})
