import type { LngLatBoundsLike, Map as MapLibreMap, PaddingOptions } from 'maplibre-gl'
import type { MapEngineOptions } from '../options.js'
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

const DEFAULT_PADDING: PaddingOptions = { top: 12, right: 12, bottom: 12, left: 12 }

/** The camera padding of selections and fitted views: the options', else 12 px all round. */
export const paddingOf = (options: MapEngineOptions): PaddingOptions => options.padding ?? DEFAULT_PADDING

/** Moves the camera to a selection (docs/product.md §4): zooms in to it, or fits its route or waypoints. */
export function frameSelection(map: MapLibreMap, selection: Selection, padding: PaddingOptions): void {
  const target = selectionCamera(selection, map.getZoom())
  if ('bounds' in target)
    map.fitBounds(target.bounds as LngLatBoundsLike, {
      padding,
      ...(target.maxZoom === undefined ? {} : { maxZoom: target.maxZoom }),
    })
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
