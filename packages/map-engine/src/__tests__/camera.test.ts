import type { LineGeometry } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { boundsOf, selectionCamera } from '../camera/selectionCamera.js'

const at = { nanoId: 'abcDEF123456', lon: 9.5, lat: 47.1 }

describe('selectionCamera', () => {
  it('zooms to at least 14 for an item, 20 for exhibition items, 17 for streets, 18 for buildings', () => {
    expect(selectionCamera({ kind: 'item', ...at }, 11)).toEqual({ center: [9.5, 47.1], zoom: 14 })
    expect(selectionCamera({ kind: 'item', ...at, exhibition: true }, 11)).toMatchObject({ zoom: 20 })
    expect(selectionCamera({ kind: 'street', ...at }, 11)).toMatchObject({ zoom: 17 })
    expect(selectionCamera({ kind: 'building', ...at }, 11)).toMatchObject({ zoom: 18 })
  })

  it('fits a street with its course along its whole length, a short one no closer than 17', () => {
    const way: LineGeometry = {
      type: 'MultiLineString',
      coordinates: [
        [
          [9.49, 47.1],
          [9.5, 47.1],
        ],
        [
          [9.5, 47.1],
          [9.52, 47.13],
        ],
      ],
    }
    expect(selectionCamera({ kind: 'street', ...at, way }, 11)).toEqual({
      bounds: [
        [9.49, 47.1],
        [9.52, 47.13],
      ],
      maxZoom: 17,
    })
  })

  it('never zooms out', () => {
    expect(selectionCamera({ kind: 'item', ...at }, 16.5)).toMatchObject({ zoom: 16.5 })
  })

  it('fits the bounds of an item with a route or waypoints, the pin included', () => {
    const target = selectionCamera(
      {
        kind: 'item',
        ...at,
        fitTo: [
          [9.6, 47.2],
          [9.55, 47.0],
        ],
      },
      11,
    )
    expect(target).toEqual({
      bounds: [
        [9.5, 47.0],
        [9.6, 47.2],
      ],
    })
  })
})

describe('boundsOf', () => {
  it('spans every position', () => {
    expect(
      boundsOf([
        [1, 5],
        [-2, 3],
        [4, -1],
      ]),
    ).toEqual([
      [-2, -1],
      [4, 5],
    ])
  })
})
