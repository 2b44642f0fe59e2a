import type { HolidayRegion } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { evaluateOpeningHours } from '../openingState.js'
import { publicHolidayOn, publicHolidaysFrom } from '../publicHolidays.js'

const VADUZ_CLOCK = 'Europe/Vaduz'
const vaduz = { lat: 47.1394, lon: 9.5215 }
const buchs = { lat: 47.1674, lon: 9.4779, holidayRegion: { countryCode: 'ch', state: 'St. Gallen' } }
const feldkirch = { lat: 47.2378, lon: 9.5983, holidayRegion: { countryCode: 'at', state: 'Vorarlberg' } }

/**
 * Liechtenstein's public holidays as the government lists them (Arbeitsgesetz Art. 18 Abs. 2,
 * LR 822.10; the Staatsfeiertag; Lichtmess and Josefstag, days off of the Landesverwaltung),
 * with Easter and Whit Sunday; Easter falls on 5 April 2026 and 28 March 2027.
 */
const LIECHTENSTEIN: Record<number, [string, string][]> = {
  2026: [
    ['2026-01-01', 'Neujahr'],
    ['2026-01-06', 'Heilige Drei Könige'],
    ['2026-02-02', 'Mariä Lichtmess'],
    ['2026-03-19', 'Josefstag'],
    ['2026-04-05', 'Ostersonntag'],
    ['2026-04-06', 'Ostermontag'],
    ['2026-05-01', 'Tag der Arbeit'],
    ['2026-05-14', 'Auffahrt'],
    ['2026-05-24', 'Pfingstsonntag'],
    ['2026-05-25', 'Pfingstmontag'],
    ['2026-06-04', 'Fronleichnam'],
    ['2026-08-15', 'Staatsfeiertag'],
    ['2026-09-08', 'Mariä Geburt'],
    ['2026-11-01', 'Allerheiligen'],
    ['2026-12-08', 'Mariä Empfängnis'],
    ['2026-12-25', 'Weihnachten'],
    ['2026-12-26', 'Stephanstag'],
  ],
  2027: [
    ['2027-01-01', 'Neujahr'],
    ['2027-01-06', 'Heilige Drei Könige'],
    ['2027-02-02', 'Mariä Lichtmess'],
    ['2027-03-19', 'Josefstag'],
    ['2027-03-28', 'Ostersonntag'],
    ['2027-03-29', 'Ostermontag'],
    ['2027-05-01', 'Tag der Arbeit'],
    ['2027-05-06', 'Auffahrt'],
    ['2027-05-16', 'Pfingstsonntag'],
    ['2027-05-17', 'Pfingstmontag'],
    ['2027-05-27', 'Fronleichnam'],
    ['2027-08-15', 'Staatsfeiertag'],
    ['2027-09-08', 'Mariä Geburt'],
    ['2027-11-01', 'Allerheiligen'],
    ['2027-12-08', 'Mariä Empfängnis'],
    ['2027-12-25', 'Weihnachten'],
    ['2027-12-26', 'Stephanstag'],
  ],
}

/** 10:00 at the place on a day (`YYYY-MM-DD`), summer or winter time. */
function tenOClock(day: string): Date {
  const guess = new Date(`${day}T10:00:00Z`)
  const local = new Intl.DateTimeFormat('en-GB', { timeZone: VADUZ_CLOCK, hour: '2-digit', hour12: false })
  const offsetHours = Number(local.format(guess)) - 10
  return new Date(guess.getTime() - offsetHours * 3_600_000)
}

const EVERY_DAY = 'Mo-Su 08:00-18:00; PH off'

const stateOn = (place: { lat: number; lon: number; holidayRegion?: HolidayRegion }, day: string) =>
  evaluateOpeningHours(EVERY_DAY, place, tenOClock(day), VADUZ_CLOCK)

describe("Liechtenstein's public holidays", () => {
  for (const year of [2026, 2027]) {
    it(`are exactly the government's list in ${year}`, async () => {
      const holidays = await publicHolidaysFrom(vaduz, new Date(year, 0, 1), 365)
      expect(holidays.map((h) => [h.date, h.name])).toEqual(LIECHTENSTEIN[year])
    })

    it(`close a place with "PH off" on every one of them in ${year}, saying which`, async () => {
      for (const [day, name] of LIECHTENSTEIN[year] ?? []) {
        const evaluation = await stateOn(vaduz, day)
        expect({ day, state: evaluation.state, holiday: evaluation.holiday }).toEqual({
          day,
          state: 'closed',
          holiday: name,
        })
        expect(await publicHolidayOn(vaduz, new Date(`${day}T12:00:00`))).toBe(name)
      }
    })
  }

  it("are not Switzerland's: 1 August, the Bettag, Good Friday and 2 January are working days", async () => {
    for (const day of ['2026-08-01', '2026-09-20', '2026-04-03', '2026-01-02', '2027-03-26']) {
      const evaluation = await stateOn(vaduz, day)
      expect({ day, state: evaluation.state, holiday: evaluation.holiday }).toEqual({
        day,
        state: 'open',
        holiday: undefined,
      })
    }
  })

  it('hold where no region is known, and a rule without PH follows its weekday', async () => {
    const open = await evaluateOpeningHours('Mo-Sa 08:00-18:00', vaduz, tenOClock('2026-09-08'), VADUZ_CLOCK)
    expect(open).toMatchObject({ state: 'open', holiday: undefined })
    const short = await evaluateOpeningHours(
      'Mo-Sa 08:00-18:00; PH 10:00-12:00',
      vaduz,
      tenOClock('2026-12-08'),
      VADUZ_CLOCK,
    )
    expect(short).toMatchObject({ state: 'open', holiday: 'Mariä Empfängnis' })
  })
})

describe('holidays across the borders', () => {
  it('Buchs SG keeps the canton of St. Gallen’s: 1 August, Good Friday and All Saints, not 8 September', async () => {
    for (const day of ['2026-08-01', '2026-04-03', '2026-11-01', '2026-12-26', '2027-05-06'])
      expect(await stateOn(buchs, day)).toMatchObject({ state: 'closed' })
    for (const day of ['2026-09-08', '2026-12-08', '2026-06-04', '2026-08-15', '2026-03-19'])
      expect(await stateOn(buchs, day)).toMatchObject({ state: 'open', holiday: undefined })
    expect(await publicHolidayOn(buchs, new Date(2026, 7, 1, 12))).toBe('Bundesfeiertag')
  })

  it('Feldkirch keeps Austria’s: the national day and 8 December, not 1 August or 8 September', async () => {
    for (const day of ['2026-10-26', '2026-12-08', '2026-06-04', '2026-08-15', '2026-01-06'])
      expect(await stateOn(feldkirch, day)).toMatchObject({ state: 'closed' })
    for (const day of ['2026-08-01', '2026-09-08', '2026-04-03', '2026-02-02'])
      expect(await stateOn(feldkirch, day)).toMatchObject({ state: 'open', holiday: undefined })
    expect(await publicHolidayOn(feldkirch, new Date(2026, 9, 26, 12))).toBe('Nationalfeiertag')
  })
})
