import { expression, latest, type StylePropertySpecification } from '@maplibre/maplibre-gl-style-spec'
import { describe, expect, it } from 'vitest'
import { COLORS, WINTER } from '../tiles/basemapPalette.js'
import { basemapStyle } from '../tiles/basemapStyle.js'

const input = {
  origin: 'http://vaduz.localhost:8080',
  branchShortId: 3,
  center: { lon: 9.52, lat: 47.14, zoom: 13 },
  openStreetMap: true,
  baseBounds: [9.4, 47.0, 9.7, 47.3] as [number, number, number, number],
  branchBounds: undefined,
}

/** How MapLibre binds a paint value: constant, per zoom, per feature, or per feature and zoom. */
function binding(type: string, property: string, value: unknown): string {
  const spec = (latest as unknown as Record<string, Record<string, StylePropertySpecification>>)[
    `paint_${type}`
  ]?.[property]
  if (!spec) throw new Error(`no ${type} property ${property}`)
  const parsed = expression.createPropertyExpression(value ?? spec.default, property, spec)
  if (parsed.result !== 'success') throw new Error(`${property}: ${JSON.stringify(parsed.value)}`)
  return parsed.value.kind
}

/** The paint shapes of a style's layers of one type, as "color/opacity/width" bindings. */
function shapes(type: 'line' | 'fill', properties: string[], dashed?: boolean) {
  const style = basemapStyle(input)
  const shown = new Set<string>()
  for (const layer of style.layers) {
    if (layer.type !== type) continue
    const paint = (layer.paint ?? {}) as Record<string, unknown>
    if (dashed !== undefined && 'line-dasharray' in paint !== dashed) continue
    // Without an outline colour of its own, a fill's outline takes the fill's colour.
    const value = (p: string) => paint[p] ?? (p === 'fill-outline-color' ? paint['fill-color'] : undefined)
    shown.add(properties.map((p) => binding(type, p, value(p))).join('/'))
  }
  return [...shown]
}

describe('basemap paint shapes', () => {
  // One shape per layer type: MapLibre compiles a WebGL program per shape, on a phone's main thread.
  it('gives every solid line, every dashed line and every fill one paint shape', () => {
    expect(shapes('line', ['line-color', 'line-opacity', 'line-width'], false)).toEqual([
      'source/source/composite',
    ])
    expect(shapes('line', ['line-color', 'line-opacity', 'line-width'], true)).toEqual([
      'source/source/composite',
    ])
    expect(shapes('fill', ['fill-color', 'fill-outline-color'])).toEqual(['source/source'])
  })

  it('keeps the winter palette inside per-feature colours', () => {
    const winter = JSON.stringify(basemapStyle({ ...input, season: 'winter' }).layers)
    expect(winter).toContain(WINTER[COLORS.forest] as string)
    expect(winter).not.toContain(COLORS.forest)
  })
})
