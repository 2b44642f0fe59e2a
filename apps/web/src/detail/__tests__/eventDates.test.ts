import { describe, expect, it } from 'vitest'
import { eventDatesToShow, formatEventRange } from '../eventDates.js'

const NOW = new Date('2026-11-24T07:30:00Z')
const range = (begin: string, end: string, now = NOW) => formatEventRange(new Date(begin), new Date(end), now)

describe('formatEventRange', () => {
  it('gives one day once, with both times at the region clock', () => {
    // 16:00 UTC is 17:00 in Vaduz in winter, whatever the visitor's device keeps.
    expect(range('2026-11-26T16:00:00Z', '2026-11-26T22:00:00Z')).toBe('Do 26.11., 17:00–23:00')
    expect(range('2026-07-01T15:00:00Z', '2026-07-01T19:30:00Z', new Date('2026-06-01T00:00:00Z'))).toBe(
      'Mi 1.7., 17:00–21:30',
    )
  })

  it('ends an evening at midnight as 24:00 of its day', () => {
    expect(range('2026-11-27T19:00:00Z', '2026-11-27T23:00:00Z')).toBe('Fr 27.11., 20:00–24:00')
  })

  it('names both days of an event over several days or into the night', () => {
    expect(range('2026-11-27T17:00:00Z', '2026-11-29T01:00:00Z')).toBe('Fr 27.11., 18:00 – So 29.11., 02:00')
    expect(range('2026-11-27T21:00:00Z', '2026-11-28T01:00:00Z')).toBe('Fr 27.11., 22:00 – Sa 28.11., 02:00')
  })

  it('gives whole days without times', () => {
    expect(range('2026-11-27T23:00:00Z', '2026-11-28T23:00:00Z')).toBe('Sa 28.11.')
    expect(range('2026-11-26T23:00:00Z', '2026-11-29T23:00:00Z')).toBe('Fr 27.11. – So 29.11.')
  })

  it('adds the year only outside the current one', () => {
    expect(range('2026-12-31T20:00:00Z', '2027-01-01T02:00:00Z')).toBe(
      'Do 31.12.2026, 21:00 – Fr 1.1.2027, 03:00',
    )
    expect(range('2027-03-05T18:00:00Z', '2027-03-05T20:00:00Z')).toBe('Fr 5.3.2027, 19:00–21:00')
  })

  it('shows only the start of an event that ends before it begins or at once', () => {
    expect(range('2026-11-26T16:00:00Z', '2026-11-26T10:00:00Z')).toBe('Do 26.11., 17:00')
    expect(range('2026-11-26T16:00:00Z', '2026-11-26T16:00:00Z')).toBe('Do 26.11., 17:00')
  })
})

describe('eventDatesToShow', () => {
  const event = (id: number, dateBegin: string, dateEnd: string) => ({ id, dateBegin, dateEnd })

  it('lists the dates still to come, soonest first, a running one included', () => {
    const { dates, past } = eventDatesToShow(
      [
        event(1, '2026-12-05T10:00:00Z', '2026-12-05T12:00:00Z'),
        event(2, '2026-11-01T10:00:00Z', '2026-11-01T12:00:00Z'),
        event(3, '2026-11-24T07:00:00Z', '2026-11-24T09:00:00Z'),
      ],
      NOW,
    )
    expect(dates.map((d) => d.id)).toEqual([3, 1])
    expect(past).toBe(false)
  })

  it('keeps the last date of an event that is over, marked as past', () => {
    const { dates, past } = eventDatesToShow(
      [
        event(1, '2026-10-01T10:00:00Z', '2026-10-01T12:00:00Z'),
        event(2, '2026-11-01T10:00:00Z', '2026-11-01T12:00:00Z'),
      ],
      NOW,
    )
    expect(dates.map((d) => d.id)).toEqual([2])
    expect(past).toBe(true)
    expect(eventDatesToShow([], NOW)).toEqual({ dates: [], past: false })
  })
})
