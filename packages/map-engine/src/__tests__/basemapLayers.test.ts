import type { StyleSpecification } from 'maplibre-gl'
import { describe, expect, it } from 'vitest'
import { splitBasemap } from '../layers/basemapLayers.js'

describe('splitBasemap', () => {
  it('keeps land colour and imagery for the first frame and the vector layers, in order, for later', () => {
    const style: StyleSpecification = {
      version: 8,
      sources: {
        base: { type: 'vector', tiles: ['https://example.test/{z}/{x}/{y}.pbf'] },
        imagery: { type: 'raster', tiles: ['https://example.test/{z}/{x}/{y}.png'] },
      },
      layers: [
        { id: 'land', type: 'background', paint: { 'background-color': '#eee' } },
        { id: 'photo', type: 'raster', source: 'imagery' },
        { id: 'water', type: 'fill', source: 'base', 'source-layer': 'water' },
        { id: 'roads', type: 'line', source: 'base', 'source-layer': 'roads' },
        { id: 'names', type: 'symbol', source: 'base', 'source-layer': 'places' },
      ],
    }
    const { first, later } = splitBasemap(style)
    expect(first.map((l) => l.id)).toEqual(['land', 'photo'])
    expect(later.map((l) => l.id)).toEqual(['water', 'roads', 'names'])
  })

  it('leaves nothing for later in a plain style', () => {
    const { first, later } = splitBasemap({
      version: 8,
      sources: {},
      layers: [{ id: 'land', type: 'background' }],
    })
    expect(first).toHaveLength(1)
    expect(later).toEqual([])
  })
})
