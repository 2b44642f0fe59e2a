import type { BasemapItem } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { placesAlong } from '../alongStreet.js'

const place = (
  title: string,
  lon: number,
  lat: number,
  type: BasemapItem['type'] = 'place',
): BasemapItem => ({
  nanoId: title,
  title,
  lon,
  lat,
  type,
  categoryId: null,
  level: null,
  flags: 0,
  tagIds: [],
})

// A street running east from 9.520 to 9.530 at 47.14 (about 760 m), then north for 0.002° (220 m).
const street = {
  type: 'LineString' as const,
  coordinates: [
    [9.52, 47.14],
    [9.53, 47.14],
    [9.53, 47.142],
  ] as [number, number][],
}
// 0.0002° of latitude is 22 m, 0.001° is 111 m.
const items = [
  place('Ende', 9.5302, 47.1419),
  place('Anfang', 9.5201, 47.1402),
  place('Mitte', 9.525, 47.1398),
  place('Weit weg', 9.525, 47.141),
  place('Wanderweg', 9.524, 47.14, 'route'),
]

describe('placesAlong', () => {
  it('lists the places within reach of the street in walking order, not routes nor places further away', () => {
    expect(placesAlong(street, items).map((p) => p.title)).toEqual(['Anfang', 'Mitte', 'Ende'])
  })

  it('reads every part of a street drawn in pieces', () => {
    const pieces = {
      type: 'MultiLineString' as const,
      coordinates: [street.coordinates.slice(0, 2), street.coordinates.slice(1)],
    }
    expect(placesAlong(pieces, items).map((p) => p.title)).toEqual(['Anfang', 'Mitte', 'Ende'])
    expect(placesAlong(pieces, items, 200).map((p) => p.title)).toContain('Weit weg')
  })
})
