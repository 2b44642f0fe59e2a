import { GEOJSON_TYPE_CODES } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SHAPE_COLOR, GEOJSON_LAYER_CLASS } from '../index.js'

describe('GEOJSON_LAYER_CLASS', () => {
  it('knows every geojson type code of the contract', () => {
    expect(
      Object.keys(GEOJSON_LAYER_CLASS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...GEOJSON_TYPE_CODES].sort((a, b) => a - b))
  })

  it('draws lines, polygons, walls and labeled zones with their layer classes', () => {
    expect(GEOJSON_LAYER_CLASS[1].layerClass).toBe(1)
    expect(GEOJSON_LAYER_CLASS[2000]).toEqual({ name: 'lines', layerClass: 1 })
    expect(GEOJSON_LAYER_CLASS[120]).toEqual({ name: 'hallPolygons', layerClass: 2 })
    expect(GEOJSON_LAYER_CLASS[1000].layerClass).toBe(2)
    expect(GEOJSON_LAYER_CLASS[160]).toEqual({ name: 'boothWalls', layerClass: 3 })
    expect(GEOJSON_LAYER_CLASS[150].layerClass).toBe(3)
    expect(GEOJSON_LAYER_CLASS[200]).toEqual({ name: 'labeledZones', layerClass: 4 })
  })

  it('fills shapes without a colour in yellow', () => {
    expect(DEFAULT_SHAPE_COLOR).toBe('#FFDD30')
  })
})
