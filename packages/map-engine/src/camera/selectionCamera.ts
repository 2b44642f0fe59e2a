import { SELECT_ZOOM } from '@quo/branch-config'
import type { LineGeometry } from '@quo/contract'
import type { RouteInput } from '../sources/shapes.js'

/**
 * A position as longitude and latitude, in that order (as GeoJSON and MapLibre have it).
 * @example const vaduz: LonLat = [9.5215, 47.141]
 */
export type LonLat = [number, number]
/**
 * South-west and north-east corners.
 * @example const liechtenstein: Bounds = [[9.47, 47.04], [9.64, 47.27]]
 */
export type Bounds = [LonLat, LonLat]

/**
 * What can be selected on the map, with what the camera needs to frame it.
 * @example const booth: Selection = { kind: 'item', nanoId: 'abc123', lon: 9.52, lat: 47.14, exhibition: true }
 */
export type Selection =
  | {
      kind: 'item'
      nanoId: string
      lon: number
      lat: number
      /** Exhibition items (booths) need the closest zoom. */
      exhibition?: boolean
      /** Route or waypoint positions: the view fits them instead of zooming to the pin. */
      fitTo?: readonly LonLat[]
      /** The item's ways (a route's course, a lift's line), drawn while it is selected. */
      routes?: readonly RouteInput[]
    }
  | {
      kind: 'street'
      nanoId: string
      lon: number
      lat: number
      /** The street's course: drawn as a band along its whole length, which the view fits. */
      way?: LineGeometry
    }
  | { kind: 'building'; nanoId: string; lon: number; lat: number }

/**
 * Where the camera goes: a centre and zoom, or bounds to fit.
 * @example const target: CameraTarget = selectionCamera(selection, map.getZoom())
 */
export type CameraTarget = { center: LonLat; zoom: number } | { bounds: Bounds; maxZoom?: number }

/**
 * South-west and north-east corners around positions.
 * @example boundsOf([[9.5, 47.1], [9.6, 47.0]]) // [[9.5, 47.0], [9.6, 47.1]]
 */
export function boundsOf(points: readonly LonLat[]): Bounds {
  let w = Number.POSITIVE_INFINITY
  let s = Number.POSITIVE_INFINITY
  let e = Number.NEGATIVE_INFINITY
  let n = Number.NEGATIVE_INFINITY
  for (const [lon, lat] of points) {
    w = Math.min(w, lon)
    s = Math.min(s, lat)
    e = Math.max(e, lon)
    n = Math.max(n, lat)
  }
  return [
    [w, s],
    [e, n],
  ]
}

/**
 * Where the camera goes when something is selected (docs/product.md §4): at least zoom 14 for an item,
 * 20 for an exhibition item, 17 for a street and 18 for a building, never zooming out; an item
 * with a route or waypoints fits their bounds instead, and a street with its course fits the
 * whole street (no closer than 17).
 * @example selectionCamera({ kind: 'street', nanoId: 'x', lon: 9.5, lat: 47.1 }, 12) // { center: [9.5, 47.1], zoom: 17 }
 */
export function selectionCamera(selection: Selection, currentZoom: number): CameraTarget {
  const center: LonLat = [selection.lon, selection.lat]
  if (selection.kind === 'item' && selection.fitTo && selection.fitTo.length > 0) {
    return { bounds: boundsOf([center, ...selection.fitTo]) }
  }
  // A street is seen whole, but a short one no closer than a street's zoom.
  if (selection.kind === 'street' && selection.way) {
    return { bounds: boundsOf([center, ...wayPoints(selection.way)]), maxZoom: SELECT_ZOOM.street }
  }
  const min =
    selection.kind === 'item'
      ? selection.exhibition
        ? SELECT_ZOOM.exhibition
        : SELECT_ZOOM.item
      : SELECT_ZOOM[selection.kind]
  return { center, zoom: Math.max(currentZoom, min) }
}

/** Every position of a line or of each part of a multi-line. */
function wayPoints(way: LineGeometry): LonLat[] {
  const lines = way.type === 'LineString' ? [way.coordinates] : way.coordinates
  return lines.flatMap((line) => line.map(([lon, lat]) => [lon, lat] as LonLat))
}
