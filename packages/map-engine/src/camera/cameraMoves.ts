import type { LngLatBoundsLike, Map as MapLibreMap, PaddingOptions } from 'maplibre-gl'
import { boundsOf, type LonLat, type Selection, selectionCamera } from './selectionCamera.js'

/**
 * Where to put the camera; what is left out stays as it is.
 * @example engine.jumpTo({ center: [9.5215, 47.141], zoom: 13 })
 */
export interface CameraOptions {
  center?: LonLat
  zoom?: number
  /** Degrees clockwise from north. */
  bearing?: number
  /** Degrees away from looking straight down. */
  pitch?: number
}

/** Moves the camera to a selection (spec §4): zooms in to it, or fits its route or waypoints. */
export function frameSelection(map: MapLibreMap, selection: Selection, padding: PaddingOptions): void {
  const target = selectionCamera(selection, map.getZoom())
  if ('bounds' in target) map.fitBounds(target.bounds as LngLatBoundsLike, { padding })
  else map.easeTo({ center: target.center, zoom: target.zoom, padding })
}

/** Fits the view to highlighted results: one result at zoom 14 at least, several in their bounds. */
export function frameResults(
  map: MapLibreMap,
  points: readonly LonLat[],
  padding: PaddingOptions,
  animate = true,
): void {
  const [first] = points
  if (points.length === 1 && first) map.easeTo({ center: first, zoom: Math.max(map.getZoom(), 14), animate })
  else if (points.length > 1)
    map.fitBounds(boundsOf(points) as LngLatBoundsLike, { padding, maxZoom: 18, animate })
}
