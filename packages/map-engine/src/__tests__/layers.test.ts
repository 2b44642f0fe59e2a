import { ABOVE_PINS, PIN_TILE_LAYER, pinIconPadding } from '@quo/map-symbols'
import type { Map as MapLibreMap } from 'maplibre-gl'
import { describe, expect, it } from 'vitest'
import { dotImageId, dotSvg } from '../dotArtwork.js'
import { fullSiteUrl } from '../interaction/clickTarget.js'
import { basemapLayerSlots, engineLayers, syncLayers } from '../layers/engineLayers.js'
import {
  dotLayer,
  highlightedLayer,
  itemLayer,
  itemOpacity,
  LAYER_IDS,
  labelLayer,
  levelFilter,
  routeLayers,
  SOURCE_IDS,
  selectedLayer,
  shapeLayers,
  shapeLevelFilter,
} from '../layers/layerSpecs.js'
import { pinSvg } from '../pinArtwork.js'
import { shapeCollection } from '../sources/shapes.js'
import { plan } from './layerPlan.js'

describe('layers', () => {
  it('dims pins outside a highlight to 0.3, or 0.4 on satellite, and hides the selected pin', () => {
    expect(itemOpacity(false, true)).toEqual([
      'case',
      ['boolean', ['feature-state', 'selected'], false],
      0,
      ['boolean', ['feature-state', 'highlighted'], false],
      0,
      0.3,
    ])
    expect(itemOpacity(true, true).at(-1)).toBe(0.4)
    expect(itemOpacity(false, false)).toEqual([
      'case',
      ['boolean', ['feature-state', 'selected'], false],
      0,
      1,
    ])
    expect(itemLayer(false, null).paint?.['icon-opacity']).toEqual(itemOpacity(false, false))
  })

  it('labels at size 12 from zoom 17 with radial offset 1.1, never for branch 13', () => {
    const layer = labelLayer(3, null)
    expect(layer.minzoom).toBe(17)
    expect(layer.layout?.['text-size']).toBe(12)
    expect(layer.layout?.['text-radial-offset']).toBe(1.1)
    expect(labelLayer(13, null).layout?.visibility).toBe('none')
  })

  it('draws lifts red, dashed, square-capped, width 4 from zoom 12 and other routes width 6', () => {
    const [street, route, lift] = routeLayers()
    expect(route.paint?.['line-width']).toBe(6)
    // An opened street is a translucent band of its own, never drawn as a route.
    expect(street.filter).toEqual(['get', 'street'])
    expect(street.paint?.['line-opacity']).toBeLessThan(1)
    expect(route.filter).toEqual(['all', ['!', ['get', 'lift']], ['!', ['get', 'street']]])
    expect(lift).toMatchObject({ minzoom: 12, layout: { 'line-cap': 'square' } })
    expect(lift.paint?.['line-width']).toBe(4)
    expect(lift.paint?.['line-dasharray']).toEqual([2, 1])
  })

  it("hides the selected place's own label, which the selected pin shows once", () => {
    const paint = labelLayer(null, null).paint as Record<string, unknown>
    expect(paint['text-opacity']).toEqual(['case', ['boolean', ['feature-state', 'selected'], false], 0, 1])
    expect(selectedLayer('abc', 14).layout?.['text-field']).toEqual(['get', 'title'])
  })

  it('keeps pins further apart zoomed out, by sort key, never overlapping', () => {
    const layout = itemLayer(false, null).layout ?? {}
    expect(layout['icon-allow-overlap']).toBe(false)
    expect(layout['symbol-sort-key']).toEqual(['get', 'sortKey'])
    expect(layout['icon-padding']).toEqual(['step', ['zoom'], 18, 14, 10, 15, 5, 16, 1])
    expect([12, 13.9, 14, 15.5, 16, 19].map(pinIconPadding)).toEqual([18, 18, 10, 5, 1, 1])
  })

  it('shows a dot in the category colour where a pin finds no room, below labels and pins', () => {
    const dots = dotLayer(false, levelFilter('EG'), true)
    expect(dots.layout).toMatchObject({ 'icon-allow-overlap': false, 'symbol-sort-key': ['get', 'sortKey'] })
    expect(dots.filter).toEqual(['all', ['>=', ['zoom'], ['get', 'minZoom']], levelFilter('EG')])
    expect(dots.paint?.['icon-opacity']).toEqual(itemOpacity(false, true))
    expect(dotImageId(4)).toBe('quo-dot-4')
    expect(dotImageId(null)).toBe('quo-dot-none')
    expect(dotSvg('#E4572E')).toMatch(/width="14" height="14".*fill="#E4572E"/)
    const order = engineLayers(plan).map((l) => l.id)
    expect(order.indexOf('quo-item-dots')).toBeLessThan(order.indexOf('quo-item-labels'))
    expect(order.indexOf('quo-item-labels')).toBeLessThan(order.indexOf('quo-items'))
  })

  it('reads tiled pins from the tiles, and the pins drawn above them from the chosen source', () => {
    const sources = Object.fromEntries(
      engineLayers({ ...plan, tiled: true }).map((l) => [
        l.id,
        'source' in l ? [l.source, (l as { 'source-layer'?: string })['source-layer'] ?? null] : null,
      ]),
    )
    for (const id of [LAYER_IDS.items, LAYER_IDS.dots, LAYER_IDS.labels])
      expect(sources[id], id).toEqual([SOURCE_IDS.items, PIN_TILE_LAYER])
    for (const id of [LAYER_IDS.highlighted, LAYER_IDS.focused, LAYER_IDS.selected])
      expect(sources[id], id).toEqual([SOURCE_IDS.chosen, null])
    // Streets, buildings, shapes and routes are the same either way.
    expect(sources[LAYER_IDS.streets]).toEqual([SOURCE_IDS.streets, null])
    // Untiled, every pin layer reads the one GeoJSON source.
    const plain = engineLayers(plan).filter((l) => 'source' in l && l.source === SOURCE_IDS.items)
    expect(plain.map((l) => l.id).sort()).toEqual(
      [
        LAYER_IDS.items,
        LAYER_IDS.dots,
        LAYER_IDS.labels,
        LAYER_IDS.highlighted,
        LAYER_IDS.focused,
        LAYER_IDS.selected,
      ].sort(),
    )
  })

  it('labels the selected pin at every zoom, unless labels are off', () => {
    const labelled = selectedLayer('abc', 12)
    expect(labelled.minzoom).toBeUndefined()
    expect(labelled.layout).toMatchObject({ 'text-field': ['get', 'title'], 'text-allow-overlap': true })
    expect(selectedLayer('abc', 0).layout).not.toHaveProperty('text-field')
    const noGlyphs = engineLayers({ ...plan, labels: false })
    expect(noGlyphs.at(-1)?.layout).not.toHaveProperty('text-field')
  })

  it('filters items and shapes by level; shapes without a level show on every level', () => {
    expect(itemLayer(false, levelFilter('OG')).filter).toEqual([
      'all',
      ['>=', ['zoom'], ['get', 'minZoom']],
      ['==', ['get', 'level'], 'OG'],
    ])
    // Thinned tiles, but a search result, the focused and the selected place always show.
    expect(itemLayer(false, null).filter).toEqual(['>=', ['zoom'], ['get', 'minZoom']])
    expect(JSON.stringify(highlightedLayer(['abc'], null).filter)).not.toContain('minZoom')
    const [fill] = shapeLayers(shapeLevelFilter('OG'))
    expect(JSON.stringify(fill.filter)).toContain('"has","level"')
  })
})

/** Just the layer list of a map: what `syncLayers` reads and changes. */
function mapWithLayers(layers: { id: string; metadata?: Record<string, unknown> }[]) {
  const map = {
    layers: [...layers],
    getLayersOrder: () => map.layers.map((l) => l.id),
    getLayer: (id: string) => map.layers.find((l) => l.id === id),
    addLayer(layer: { id: string }, before?: string) {
      const at = before ? map.layers.findIndex((l) => l.id === before) : -1
      map.layers.splice(at < 0 ? map.layers.length : at, 0, layer)
    },
    style: { addLayer: (layer: { id: string }, before?: string) => map.addLayer(layer, before) },
    _update: () => undefined,
    removeLayer: (id: string) =>
      void map.layers.splice(
        map.layers.findIndex((l) => l.id === id),
        1,
      ),
  }
  return map
}

describe('layer order', () => {
  it('slides the pins below the names a visitor looks for first, and keeps the chosen place on top', () => {
    const map = mapWithLayers([
      { id: 'land' },
      { id: 'road-label' },
      { id: 'road-label-major', metadata: { [ABOVE_PINS]: true } },
      { id: 'place-label', metadata: { [ABOVE_PINS]: true } },
    ])
    syncLayers(map as unknown as MapLibreMap, engineLayers(plan))
    const order = map.getLayersOrder()
    const at = (id: string) => order.indexOf(id)
    expect(at('road-label')).toBeLessThan(at('quo-items'))
    expect(at('quo-items')).toBeLessThan(at('road-label-major'))
    expect(at('quo-item-labels')).toBeLessThan(at('quo-items'))
    expect(at('place-label')).toBeLessThan(at('quo-highlighted'))
    expect(order.at(-1)).toBe('quo-selected')
  })

  it('puts basemap layers held back for the first pins back below the pins, names above them', () => {
    const map = mapWithLayers([{ id: 'land' }])
    syncLayers(map as unknown as MapLibreMap, engineLayers(plan))
    const slotOf = basemapLayerSlots(map as unknown as MapLibreMap)
    const slot = (layer: { id: string; metadata?: Record<string, unknown> }) => slotOf(layer as never)
    expect(slot({ id: 'road-label' })).toBe(map.getLayersOrder()[1])
    expect(slot({ id: 'place-label', metadata: { [ABOVE_PINS]: true } })).toBe('quo-highlighted')
  })

  it('puts every engine layer on top of a style without such names', () => {
    const map = mapWithLayers([{ id: 'land' }, { id: 'road-label' }])
    syncLayers(map as unknown as MapLibreMap, engineLayers(plan))
    expect(map.getLayersOrder().slice(0, 2)).toEqual(['land', 'road-label'])
    expect(map.getLayersOrder().at(-1)).toBe('quo-selected')
  })
})

describe('shapes', () => {
  it('carry their layer class by type code and the default colour applies when they name none', () => {
    const { features } = shapeCollection([
      {
        geojsonType: 130,
        level: 'OG',
        geojson: {
          type: 'LineString',
          coordinates: [
            [9, 47],
            [9.1, 47],
          ],
        },
      },
      {
        geojsonType: 140,
        geojson: {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [9, 47] },
          properties: { color: '#f00' },
        },
      },
    ])
    expect(features.map((f) => f.properties.layerClass)).toEqual([3, 2])
    expect(features[0]?.properties.level).toBe('OG')
    expect(features[1]?.properties).not.toHaveProperty('level')
    expect(JSON.stringify(shapeLayers(null)[0].paint)).toContain('#FFDD30')
  })
})

describe('pins and clicks', () => {
  it('draws the three pin templates at their spec sizes', () => {
    expect(pinSvg('icon', null, '#E4572E')).toContain('width="40" height="40"')
    expect(pinSvg('selected', null, '#E4572E')).toContain('width="54" height="74"')
    expect(pinSvg('event', null, '#E4572E')).toContain('width="68" height="68"')
  })

  it('builds the full-site URL of a click for framed use', () => {
    expect(fullSiteUrl('https://vaduz.quo.li/', 'street', 'abc123', 'Äule  Strasse')).toBe(
      'https://vaduz.quo.li/map/street/abc123/%C3%A4ule-strasse',
    )
    expect(fullSiteUrl('https://vaduz.quo.li', 'building', 'abc123', '')).toBe(
      'https://vaduz.quo.li/map/building/abc123',
    )
  })
})
