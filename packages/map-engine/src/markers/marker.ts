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

/** How a marker behaves: fixed (default), or moved by the person. */
export interface MarkerOptions {
  /** The person can drag the marker; arrow keys move it while it has focus. */
  draggable?: boolean
  /** Where the person put it, after a drag or a key press. */
  onMove?: (at: LonLat) => void
  /** Where the element's pin point is; default its centre. */
  anchor?: 'center' | 'bottom'
}

/** Key moves of a focused draggable marker, in screen pixels (Shift: ten times as far). */
const KEY_STEP_PX = 4
const KEY_MOVES: Readonly<Record<string, [number, number]>> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
}

/** Puts `element` on the map at `at`; `onRemove` hears when it is taken off. */
function addMarker(
  map: MapLibreMap,
  element: HTMLElement,
  at: LonLat,
  options: MarkerOptions,
  onRemove: () => void,
): MapMarker {
  const { draggable = false, onMove, anchor = 'center' } = options
  const marker = new Marker({ element, draggable, anchor }).setLngLat(at).addTo(map)
  if (!draggable) {
    return {
      setPosition: (to) => void marker.setLngLat(to),
      remove: () => {
        marker.remove()
        onRemove()
      },
    }
  }
  const moved = () => onMove?.(marker.getLngLat().toArray() as LonLat)
  marker.on('dragend', moved)
  // Dragging needs a pointer; the keyboard moves a focused marker too (WCAG 2.5.7).
  const onKey = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key]
    if (!move) return
    event.preventDefault()
    const step = KEY_STEP_PX * (event.shiftKey ? 10 : 1)
    const point = map.project(marker.getLngLat())
    marker.setLngLat(map.unproject([point.x + move[0] * step, point.y + move[1] * step]))
    moved()
  }
  element.addEventListener('keydown', onKey)
  return {
    setPosition: (to) => void marker.setLngLat(to),
    remove: () => {
      element.removeEventListener('keydown', onKey)
      marker.remove()
      onRemove()
    },
  }
}

/** The markers an engine has put on its map, so `destroy` takes off those still there. */
export class MarkerSet {
  readonly #markers = new Set<MapMarker>()

  add(map: MapLibreMap, element: HTMLElement, at: LonLat, options: MarkerOptions): MapMarker {
    const marker = addMarker(map, element, at, options, () => this.#markers.delete(marker))
    this.#markers.add(marker)
    return marker
  }

  removeAll(): void {
    for (const marker of [...this.#markers]) marker.remove()
  }
}
