import type { ErrorEvent, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl'
import type { LonLat } from '../camera/selectionCamera.js'
import type { CameraState, MapEngineEvents } from './engineEvents.js'

/** How the engine emits one of its events. */
export type Emit = <K extends keyof MapEngineEvents>(type: K, payload: MapEngineEvents[K]) => void

const cameraOf = (map: MapLibreMap): CameraState => ({
  center: map.getCenter().toArray() as LonLat,
  zoom: map.getZoom(),
})

/**
 * MapLibre's own events as the engine's typed ones, so apps never listen on the map: moves,
 * errors (and among them the failure of the style's own request), load and idle.
 */
export function forwardMapEvents(
  map: MapLibreMap,
  emit: Emit,
  currentStyle: () => string | StyleSpecification,
): void {
  map.on('move', () => emit('move', cameraOf(map)))
  map.on('moveend', (e) => emit('moveend', { userInitiated: !!e.originalEvent }))
  map.on('load', () => emit('load', cameraOf(map)))
  map.on('idle', () => emit('idle', cameraOf(map)))
  map.on('error', (e: ErrorEvent) => {
    const error = e.error instanceof Error ? e.error : new Error((e.error as { message?: string }).message)
    emit('error', error)
    // Only the style's own request counts: a tile or glyph that fails, or a request aborted
    // because the style changed, leaves the style as it is.
    const style = currentStyle()
    const failed = e.error as { name?: string; url?: string } | undefined
    if (typeof style !== 'string' || failed?.name === 'AbortError' || failed?.url !== style) return
    if (!map.isStyleLoaded()) emit('styleerror', { url: style, error })
  })
}
