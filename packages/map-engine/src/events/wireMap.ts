import type { Map as MapLibreMap, StyleSpecification } from 'maplibre-gl'
import type { CoordinatePopups } from '../interaction/coordinatePopup.js'
import { clickTarget } from '../interaction/pointer.js'
import type { Populator } from '../lifecycle/populator.js'
import { type Emit, forwardMapEvents } from './mapEvents.js'

/** What the engine's listeners on the map reach. */
interface MapWiring {
  populator: Populator
  popups: CoordinatePopups
  emit: Emit
  siteUrl: () => string
  currentStyle: () => string | StyleSpecification
}

/**
 * The engine's listeners on its map: a loaded style populates, a click on a drawn place is a
 * `click`, a right-click opens the coordinate popup, and MapLibre's other events are forwarded.
 */
export function wireMap(
  map: MapLibreMap,
  { populator, popups, emit, siteUrl, currentStyle }: MapWiring,
): void {
  map.on('style.load', () => populator.styleLoaded())
  map.on('click', (e) => {
    if (!populator.populated) return
    const click = clickTarget(map, e, siteUrl())
    if (click) emit('click', click)
  })
  map.on('contextmenu', (e) => {
    popups.show(map, e.lngLat)
    emit('coordinates', { lon: e.lngLat.lng, lat: e.lngLat.lat })
  })
  forwardMapEvents(map, emit, currentStyle)
}
