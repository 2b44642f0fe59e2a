// @vitest-environment jsdom
import type { GeoJSONStoreFeatures } from 'terra-draw'
import { describe, expect, it } from 'vitest'
import { checkDrawUpdate } from '../screens/place/geometry/drawRefusal.js'

type Ring = [number, number][]
const area = (ring: Ring, properties: Record<string, unknown> = {}) =>
  ({
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates: [ring] },
    properties: { mode: 'polygon', ...properties },
  }) as GeoJSONStoreFeatures

// A booth drawn corner by corner as terra-draw keeps it: the last corner twice (the pointer's
// preview and the corner just set), then the ring closed on the first corner.
const a: [number, number] = [9.5, 47.1]
const b: [number, number] = [9.5002, 47.1002]
const c: [number, number] = [9.5002, 47.1]
const crossingCorner: [number, number] = [9.5, 47.1002]
const bowtie = [a, b, c, crossingCorner, crossingCorner, a] satisfies Ring
const square = [a, c, b, crossingCorner, crossingCorner, a] satisfies Ring

describe('a change terra-draw refuses', () => {
  it('is a corner not set when it is clicked while the shape is drawn', () => {
    expect(checkDrawUpdate(area(bowtie, { currentlyDrawing: true }), 'commit')).toMatchObject({
      valid: false,
      refusal: 'cornerNotSet',
    })
  })

  it('is a corner kept when removing it with the select tool would make the edges cross', () => {
    expect(checkDrawUpdate(area(bowtie), 'commit')).toMatchObject({ valid: false, refusal: 'cornerKept' })
  })

  it('is a shape not finished when it crosses itself as it is closed', () => {
    expect(checkDrawUpdate(area(bowtie), 'finish')).toMatchObject({ valid: false, refusal: 'crossing' })
  })

  it('is none for a corner that keeps the edges apart, nor for the pointer crossing an edge', () => {
    expect(checkDrawUpdate(area(square, { currentlyDrawing: true }), 'commit')).toEqual({ valid: true })
    expect(checkDrawUpdate(area(bowtie, { currentlyDrawing: true }), 'provisional')).toEqual({ valid: true })
  })

  it('covers lines too: a way that crosses itself', () => {
    const way = {
      type: 'Feature',
      geometry: { type: 'LineString', coordinates: [a, b, c, crossingCorner] },
      properties: { mode: 'linestring', currentlyDrawing: true },
    } as GeoJSONStoreFeatures
    expect(checkDrawUpdate(way, 'commit')).toMatchObject({ valid: false, refusal: 'cornerNotSet' })
  })
})
