// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { levelContextOf } from '../screens/place/geometry/levelContext.js'

const API = 'https://quo.example/api/'
const level = (key: string, layerPath: string | null) => ({
  key,
  sortOrder: 0,
  layerId: `level-${key}`,
  layerPath,
})
const branches = [
  { shortId: 3, levels: [] },
  {
    shortId: 25,
    levels: [
      level('EG', '/api/branches/25/tiles_eg/{z}/{x}/{y}.png'),
      level('OG', '/api/branches/25/tiles_og/{z}/{x}/{y}.png'),
      level('UG', null),
    ],
  },
]

describe('the halls and booths drawn beside a shape', () => {
  it("are the level tiles of the place's level on its map, whatever the level's case", () => {
    expect(levelContextOf(branches, 25, 'og', API)).toEqual({
      level: 'OG',
      tiles: 'https://quo.example/api/branches/25/tiles_og/{z}/{x}/{y}.png',
    })
  })

  it('are those of EG for a place without a level, as the API draws it', () => {
    expect(levelContextOf(branches, 25, undefined, API)?.level).toBe('EG')
    expect(levelContextOf(branches, 25, '  ', API)?.level).toBe('EG')
  })

  it('are none on a map without levels, for a level the map lacks or one without tiles', () => {
    expect(levelContextOf(branches, 3, undefined, API)).toBeNull()
    expect(levelContextOf(branches, 25, '2. OG', API)).toBeNull()
    expect(levelContextOf(branches, 25, 'UG', API)).toBeNull()
    expect(levelContextOf(branches, undefined, 'OG', API)).toBeNull()
    expect(levelContextOf(undefined, 25, 'OG', API)).toBeNull()
  })
})
