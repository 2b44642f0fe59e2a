import { describe, expect, it } from 'vitest'
import {
  BASEMAP_COLUMNS,
  BasemapResponse,
  BranchShortIdParam,
  decodeBasemap,
  Geometry,
  IdParam,
  LatitudeParam,
  NanoId,
  Problem,
} from '../index.js'

describe('basemap rows', () => {
  it('decode positional rows into named items', () => {
    const response = BasemapResponse.parse({
      columns: [...BASEMAP_COLUMNS],
      items: [['abcDEF123456', 'Café Adler', 9.52, 47.14, 'place', 3, null, 8, [1, 2]]],
    })
    expect(decodeBasemap(response)).toEqual([
      {
        nanoId: 'abcDEF123456',
        title: 'Café Adler',
        lon: 9.52,
        lat: 47.14,
        type: 'place',
        categoryId: 3,
        level: null,
        flags: 8,
        tagIds: [1, 2],
      },
    ])
  })

  it('reject rows with coordinates out of range', () => {
    const bad = { columns: [], items: [['abcDEF123456', 'x', 200, 47, 'place', null, null, 0, []]] }
    expect(BasemapResponse.safeParse(bad).success).toBe(false)
  })
})

describe('path parameters', () => {
  it('accept digits and reject everything else', () => {
    expect(IdParam.parse('42')).toBe(42)
    expect(IdParam.safeParse('abc').success).toBe(false)
    expect(IdParam.safeParse('-1').success).toBe(false)
    expect(BranchShortIdParam.safeParse('31').success).toBe(false)
    expect(LatitudeParam.safeParse('91').success).toBe(false)
  })

  it('nanoIds use the URL-safe alphabet', () => {
    expect(NanoId.safeParse('V1StGXR8_Z5j').success).toBe(true)
    expect(NanoId.safeParse('a b').success).toBe(false)
  })
})

describe('shapes', () => {
  it('problem documents carry field errors', () => {
    const p = Problem.parse({
      type: 'about:blank',
      title: 'Bad Request',
      status: 400,
      errors: [{ path: 'params.id', message: 'x' }],
    })
    expect(p.errors?.[0]?.path).toBe('params.id')
  })

  it('geometries are GeoJSON', () => {
    expect(
      Geometry.safeParse({
        type: 'LineString',
        coordinates: [
          [9.5, 47.1],
          [9.6, 47.2],
        ],
      }).success,
    ).toBe(true)
    expect(Geometry.safeParse({ type: 'LineString', coordinates: [[9.5, 47.1]] }).success).toBe(false)
  })
})
