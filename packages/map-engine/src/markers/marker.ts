import { type Map as MapLibreMap, Marker } from 'maplibre-gl'
import type { LonLat } from '../camera/selectionCamera.js'

/**
 * An element the map keeps on a position (the visitor's own position, say), above the pins.
 * @example const me = engine.addMarker(dot, [9.52, 47.14]); me.setPosition([9.53, 47.15]); me.remove()
 */
export interface MapMarker {
  /**
   * Moves the marker.
   * @example me.setPosition([coords.longitude, coords.latitude])
   */
  setPosition(at: LonLat): void
  /**
   * Takes the marker off the map; the element is the caller's again.
   * @example useEffect(() => () => me.remove(), [me])
   */
  remove(): void
}

/** Puts `element` on the map at `at`; `onRemove` hears when it is taken off. */
export function addMarker(
  map: MapLibreMap,
  element: HTMLElement,
  at: LonLat,
  onRemove: () => void,
): MapMarker {
  const marker = new Marker({ element }).setLngLat(at).addTo(map)
  return {
    setPosition: (to) => void marker.setLngLat(to),
    remove: () => {
      marker.remove()
      onRemove()
    },
  }
}
