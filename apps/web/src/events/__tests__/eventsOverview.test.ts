import type { City, Event } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { eventRows, nearestCity } from '../eventsOverview.js'

const event = (id: number, nanoId: string, begin: string, end: string): Event => ({
  id,
  itemId: id,
  itemNanoId: nanoId,
  title: `Fest ${id}`,
  dateBegin: begin,
  dateEnd: end,
  branches: [{ branchId: 3 }],
})
const city = (title: string, lon: number, lat: number): City => ({
  id: title.length,
  countryId: 1,
  stateId: 1,
  title,
  postcode: null,
  lon,
  lat,
})
const cities = [
  city('Vaduz', 9.5209, 47.141),
  city('Schaan', 9.5095, 47.1651),
  city('Balzers', 9.5024, 47.0664),
]
const now = Date.parse('2026-11-24T12:00:00Z')

describe('the events overview', () => {
  it('lists running and coming events by begin, leaves ended ones out, names the nearest town', () => {
    const rows = eventRows(
      [
        event(1, 'aaaaaaaaaaaa', '2026-12-01T17:00:00Z', '2026-12-01T22:00:00Z'),
        event(2, 'bbbbbbbbbbbb', '2026-11-20T17:00:00Z', '2026-11-21T22:00:00Z'),
        event(3, 'cccccccccccc', '2026-11-24T10:00:00Z', '2026-11-24T16:00:00Z'),
        event(4, 'dddddddddddd', '2026-11-26T17:00:00Z', '2026-11-26T22:00:00Z'),
      ],
      new Map([
        ['aaaaaaaaaaaa', { lon: 9.51, lat: 47.164 }],
        ['cccccccccccc', { lon: 9.503, lat: 47.07 }],
      ]),
      cities,
      now,
    )
    expect(rows.map((r) => [r.event.id, r.running, r.place])).toEqual([
      [3, true, 'Balzers'],
      [4, false, undefined],
      [1, false, 'Schaan'],
    ])
  })

  it('names no town for a place far from every city', () => {
    expect(nearestCity({ lon: 8.5, lat: 47.37 }, cities)).toBeUndefined()
    expect(nearestCity({ lon: 9.52, lat: 47.14 }, [])).toBeUndefined()
  })
})
