import { REGION_TIME_ZONE } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { loadOpeningWeek, mondayOf, weekRows } from '../openingWeek.js'

const VADUZ = { lat: 47.141, lon: 9.521 }
const week = (value: string, now: string) => loadOpeningWeek(value, VADUZ, new Date(now), REGION_TIME_ZONE)
const SHOP = 'Mo-Fr 09:00-18:30; Sa 09:00-17:00'

describe('opening hours as a German week', () => {
  it("says today's holiday closes the place and names the holidays of the week", async () => {
    // Tuesday 8 December 2026, 10:00 in Vaduz: Mariä Empfängnis, a holiday in Liechtenstein.
    const shown = await week('Mo-Sa 08:00-18:00; PH off', '2026-12-08T09:00:00Z')
    expect([shown?.state, shown?.holiday, shown?.change]).toEqual([
      'closed',
      'Mariä Empfängnis',
      'öffnet morgen um 08:00',
    ])
    expect(shown?.rows.map((r) => [r.day, r.text, r.holiday])).toEqual([
      ['Mo', '08:00–18:00', undefined],
      ['Di', 'geschlossen', 'Mariä Empfängnis'],
      ['Mi', '08:00–18:00', undefined],
      ['Do', '08:00–18:00', undefined],
      ['Fr', '08:00–18:00', undefined],
      ['Sa', '08:00–18:00', undefined],
      ['So', 'geschlossen', undefined],
    ])
    // Without a holiday rule the day keeps its weekday's hours and no holiday is named.
    const plain = await week('Mo-Sa 08:00-18:00', '2026-12-08T09:00:00Z')
    expect([plain?.state, plain?.holiday, plain?.rows[1]?.holiday]).toEqual(['open', undefined, undefined])
  })

  it('lists Monday to Sunday with times or "geschlossen" and marks today', async () => {
    // Tuesday 24 November 2026, 08:34 in Vaduz.
    const shown = await week(SHOP, '2026-11-24T07:34:00Z')
    expect(shown?.rows.map((r) => `${r.day} ${r.text}`)).toEqual([
      'Mo 09:00–18:30',
      'Di 09:00–18:30',
      'Mi 09:00–18:30',
      'Do 09:00–18:30',
      'Fr 09:00–18:30',
      'Sa 09:00–17:00',
      'So geschlossen',
    ])
    expect(shown?.rows.filter((r) => r.today).map((r) => r.name)).toEqual(['Dienstag'])
    expect(shown?.change).toBe('öffnet um 09:00')
    expect(shown?.state).toBe('closed')
  })

  it('says when an open place closes, at the place clock rather than the device one', async () => {
    // 08:30 UTC is 09:30 in Vaduz: open there, though not yet at 08:30.
    const open = await week(SHOP, '2026-11-24T08:30:00Z')
    expect([open?.state, open?.change]).toEqual(['open', 'schliesst um 18:30'])
    const soon = await week(SHOP, '2026-11-24T17:10:00Z')
    expect([soon?.state, soon?.change]).toEqual(['closingSoon', 'um 18:30'])
  })

  it('says a place open until midnight closes at 24:00 today, not "morgen um 00:00"', async () => {
    // 23:30 in Vaduz on Tuesday 24 November 2026.
    const late = await week('Mo-Su 18:00-24:00', '2026-11-24T22:30:00Z')
    expect([late?.state, late?.change]).toEqual(['closingSoon', 'um 24:00'])
    const evening = await week('Mo-Su 18:00-24:00', '2026-11-24T19:00:00Z')
    expect(evening?.change).toBe('schliesst um 24:00')
    // Opening at midnight stays "morgen um 00:00".
    expect((await week('Mo-Su 00:00-06:00', '2026-11-24T19:00:00Z'))?.change).toBe('öffnet morgen um 00:00')
  })

  it('names the day it opens when that is not today', async () => {
    // Friday 19:00 and Saturday 18:00 in Vaduz.
    expect((await week(SHOP, '2026-11-27T18:00:00Z'))?.change).toBe('öffnet morgen um 09:00')
    const saturday = await week(SHOP, '2026-11-28T17:00:00Z')
    expect(saturday?.change).toBe('öffnet Mo um 09:00')
    expect(saturday?.rows.find((r) => r.today)?.day).toBe('Sa')
    // On Sunday the week shown is still the one that began on Monday.
    expect((await week(SHOP, '2026-11-29T12:00:00Z'))?.rows.find((r) => r.today)?.day).toBe('So')
  })

  it('names the date of an opening more than a week away', async () => {
    const seasonal = await week('Apr-Oct Mo-Su 08:00-20:00', '2026-11-24T07:34:00Z')
    expect(seasonal?.change).toBe('öffnet am 1.4. um 08:00')
    expect(new Set(seasonal?.rows.map((r) => r.text))).toEqual(new Set(['geschlossen']))
  })

  it('keeps a night on the evening it starts and the week free of last Sunday night', async () => {
    const bar = await week('Fr-Su 18:00-02:00', '2026-11-24T07:34:00Z')
    expect(bar?.rows.map((r) => r.text)).toEqual([
      'geschlossen',
      'geschlossen',
      'geschlossen',
      'geschlossen',
      '18:00–02:00',
      '18:00–02:00',
      '18:00–02:00',
    ])
  })

  it('reads a place that never closes as open round the clock', async () => {
    const always = await week('24/7', '2026-11-24T07:34:00Z')
    expect(new Set(always?.rows.map((r) => r.text))).toEqual(new Set(['rund um die Uhr']))
    expect([always?.state, always?.change]).toEqual(['open', undefined])
  })

  it("shows a public holiday of this week with the holiday's hours", async () => {
    // Christmas 2026 is a Friday.
    const christmas = await week('Mo-Fr 08:00-12:00; PH off', '2026-12-22T09:00:00Z')
    expect(christmas?.rows.map((r) => r.text).slice(3, 5)).toEqual(['08:00–12:00', 'geschlossen'])
  })

  it('gives up on a value the library cannot read, for the card to show it as written', async () => {
    for (const value of ['Montags offen', '<script>alert(1)</script>', 'Mo 25:99-30:00'])
      expect(await week(value, '2026-11-24T07:34:00Z')).toBeUndefined()
  })
})

describe('weekRows', () => {
  it('splits a run of several days at midnight', () => {
    const monday = mondayOf('2026-11-25')
    expect(monday.getDate()).toBe(23)
    const at = (day: number, hour: number) => new Date(2026, 10, day, hour)
    const rows = weekRows([[at(24, 10), at(26, 14)]], monday, 1)
    expect(rows.map((r) => r.text).slice(0, 4)).toEqual([
      'geschlossen',
      '10:00–24:00',
      'rund um die Uhr',
      '00:00–14:00',
    ])
  })
})
