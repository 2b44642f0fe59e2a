import { DEFAULT_CENTER } from '@quo/branch-config'
import { Map as MapLibreMap, ScaleControl } from 'maplibre-gl'
import { MAP_CONTROL_LABELS } from '../labels.js'
import type { MapEngineOptions } from '../options.js'
import { PinImageCache } from '../pinImageCache.js'

/** The MapLibre map of an engine: the branch's default camera unless the options name one. */
export function createMap(options: MapEngineOptions): MapLibreMap {
  const map = new MapLibreMap({
    container: options.container,
    style: options.style,
    center: options.center ?? [DEFAULT_CENTER.lon, DEFAULT_CENTER.lat],
    zoom: options.zoom ?? DEFAULT_CENTER.zoom,
    attributionControl: { compact: true },
    ...options.mapOptions,
    locale: { ...MAP_CONTROL_LABELS, ...options.mapOptions?.locale },
  })
  if (options.scaleBar) map.addControl(new ScaleControl({ unit: 'metric' }), 'bottom-left')
  return map
}

/** The engine's pin images, rasterised at the screen's pixel ratio (at most 2). */
export const createPinCache = (options: MapEngineOptions): PinImageCache =>
  new PinImageCache(Math.min(2, globalThis.devicePixelRatio || 1), options.colorOf)
