import type { Map as MapLibreMap, PaddingOptions } from 'maplibre-gl'
import { Emitter } from '../events/emitter.js'
import type { MapEngineEvents } from '../events/engineEvents.js'
import { type CameraOptions, frameResults } from './cameraMoves.js'
import type { LonLat } from './selectionCamera.js'

/**
 * The camera's part of `MapEngine`, its base class: where the camera is, moving it, and where a
 * position is on the canvas. The engine's other calls move the camera too (`select`, `highlight`).
 */
export class EngineCamera extends Emitter<MapEngineEvents> {
  readonly #map: MapLibreMap
  readonly #padding: () => PaddingOptions

  constructor(map: MapLibreMap, padding: () => PaddingOptions) {
    super()
    this.#map = map
    this.#padding = padding
  }

  /**
   * Where a position is on the map's canvas now, in CSS pixels from its top-left corner (an
   * app's overlay following a place while the camera moves).
   * @example const { x, y } = engine.project([pin.lon, pin.lat])
   */
  project(at: LonLat): { x: number; y: number } {
    const { x, y } = this.#map.project(at)
    return { x, y }
  }

  /**
   * The position under a point of the map's canvas, in CSS pixels from its top-left corner (a
   * crosshair an app draws over the map).
   * @example const [lon, lat] = engine.unproject({ x: 195, y: 200 })
   */
  unproject(point: { x: number; y: number }): LonLat {
    return this.#map.unproject([point.x, point.y]).toArray() as LonLat
  }

  /**
   * Puts the camera somewhere at once, without animation.
   * @example engine.jumpTo({ center: [9.5215, 47.141], zoom: 13 })
   */
  jumpTo(camera: CameraOptions): void {
    this.#map.jumpTo(camera)
  }

  /**
   * Flies the camera somewhere, zooming out and in on the way.
   * @example engine.flyTo({ center: [lon, lat], zoom: Math.max(engine.getZoom(), 15) })
   */
  flyTo(camera: CameraOptions): void {
    this.#map.flyTo(camera)
  }

  /**
   * Eases the camera somewhere without leaving the current area (tilting for 3D and back).
   * @example engine.easeTo({ pitch: 60 })
   */
  easeTo(camera: CameraOptions): void {
    this.#map.easeTo(camera)
  }

  /**
   * Keeps the view within an area (a branch's bounds for the screen size), also zooming out no
   * further than the area fills the map; undefined frees the view.
   * @example engine.setMaxBounds([[9.45, 47.05], [9.6, 47.2]])
   */
  setMaxBounds(bounds: readonly [LonLat, LonLat] | undefined): void {
    this.#map.setMaxBounds(bounds ? [bounds[0], bounds[1]] : null)
  }

  /**
   * Fits the camera to places the app draws itself (the embed's results as markers): one at
   * zoom 14 at least, several in their bounds, with the engine's padding; `animate: false`
   * jumps there (a map that has just opened).
   * @example engine.fitPoints(results.map((r) => [r.lon, r.lat]), { animate: false })
   */
  fitPoints(points: readonly LonLat[], options: { animate?: boolean } = {}): void {
    frameResults(this.#map, points, this.#padding(), options.animate ?? true)
  }

  /**
   * The camera's zoom now.
   * @example const zoom = engine.getZoom()
   */
  getZoom(): number {
    return this.#map.getZoom()
  }

  /**
   * How far the camera is tilted now, in degrees away from looking straight down.
   * @example const tilted = engine.getPitch() > 0
   */
  getPitch(): number {
    return this.#map.getPitch()
  }

  /**
   * The camera's centre now, as longitude and latitude.
   * @example const [lon, lat] = engine.getCenter()
   */
  getCenter(): LonLat {
    return this.#map.getCenter().toArray() as LonLat
  }
}
