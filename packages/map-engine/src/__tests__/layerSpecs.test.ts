import { validateStyleMin } from '@maplibre/maplibre-gl-style-spec'
import type { LayerSpecification, SourceSpecification, StyleSpecification } from 'maplibre-gl'
import { describe, expect, it } from 'vitest'
import { engineLayers } from '../layers/engineLayers.js'
import {
  focusedLayer,
  highlightedLayer,
  levelFilter,
  SOURCE_IDS,
  selectedLayer,
} from '../layers/layerSpecs.js'
import { plan } from './layerPlan.js'

const EMPTY = { type: 'geojson', data: { type: 'FeatureCollection', features: [] } } as const
const PIN_TILES: SourceSpecification = { type: 'vector', tiles: ['https://example.org/pins/{z}/{x}/{y}.mvt'] }

/** The style-spec errors of a style with the engine's sources and `layers`. */
function specErrors(layers: LayerSpecification[], tiled = false): string[] {
  const style: StyleSpecification = {
    version: 8,
    glyphs: 'https://example.org/fonts/{fontstack}/{range}.pbf',
    sources: Object.fromEntries(
      Object.values(SOURCE_IDS).map((id) => [id, tiled && id === SOURCE_IDS.items ? PIN_TILES : EMPTY]),
    ),
    layers,
  }
  return validateStyleMin(style).map((error) => error.message)
}

// The engine adds its layers without MapLibre's run-time check (layers/unchecked.ts): these
// tests are that check.
describe('the engine layers hold to the style spec', () => {
  it.each([
    ['plain', plan],
    ['a level shown', { ...plan, level: 'EG', itemFilter: levelFilter('EG') }],
    ['satellite, dimmed, no labels', { ...plan, satellite: true, dimming: true, labels: false }],
    ['branch 13, no branch', { ...plan, branchShortId: null }],
    ['pins as tiles', { ...plan, tiled: true }],
  ])('%s', (_name, layerPlan) => {
    const layers = engineLayers(layerPlan)
    expect(layers.length).toBeGreaterThan(8)
    expect(specErrors(layers, layerPlan.tiled)).toEqual([])
  })

  it('as the highlight, the keyboard focus and the selection change them', () => {
    expect(
      specErrors([
        highlightedLayer(['a', 'b'], levelFilter('OG')),
        focusedLayer(['all', ['==', ['get', 'nanoId'], 'a'], levelFilter('OG')]),
        { ...selectedLayer('a', 13), id: 'selected-labelled' },
        { ...selectedLayer(null, 0), id: 'selected-plain' },
      ]),
    ).toEqual([])
  })

  it('and the check itself finds a broken layer', () => {
    const [first] = engineLayers(plan)
    expect(
      specErrors([{ ...first, paint: { 'fill-color': 42 } } as unknown as LayerSpecification]),
    ).not.toEqual([])
  })
})
