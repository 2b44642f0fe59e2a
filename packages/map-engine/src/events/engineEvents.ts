import type { LonLat } from '../camera/selectionCamera.js'
import type { MapClick } from '../interaction/clickTarget.js'

/**
 * Where the camera is: its centre and zoom.
 * @example engine.on('idle', ({ center, zoom }) => saveView(center, zoom)) // CameraState
 */
export interface CameraState {
  center: LonLat
  zoom: number
}

/**
 * The basemap style could not be loaded; the map has no style to draw on until another is set.
 * @example engine.on('styleerror', ({ url, error }) => console.warn(url, error.message))
 */
export interface StyleError {
  /** The style URL whose request failed. */
  url: string
  error: Error
}

/**
 * The events of `MapEngine`, by type, with their payloads: `engine.on(type, handler)`.
 * @example engine.on('styleerror', ({ url }) => engine.setStyle(plainStyle)) // StyleError
 */
export interface MapEngineEvents extends Record<string, unknown> {
  /**
   * The first frame that draws the items of a populate (after every style change and every
   * `setData` too): the item source has loaded its tiles. `populated` follows once the map is idle.
   */
  drawn: { items: number }
  /** Data and style are both on the map (after every style change and every `setData` too). */
  populated: { items: number }
  click: MapClick
  /** The camera moved, once a frame while it moves (an app's overlay follows the map). */
  move: CameraState
  /** The camera stopped; `userInitiated` when the user moved it (kiosk idle timing). */
  moveend: { userInitiated: boolean }
  /** Right-click: the coordinate popup opened here. */
  coordinates: { lon: number; lat: number }
  /** Any error of the map: a tile, a glyph, an image, the style. */
  error: Error
  /** The style's own request failed (not a tile's, not an aborted one) and no style is loaded. */
  styleerror: StyleError
  /** The map has loaded its first style and drawn its first frame. */
  load: CameraState
  /** Nothing is loading, moving or fading: the map stands still and is fully drawn. */
  idle: CameraState
}
