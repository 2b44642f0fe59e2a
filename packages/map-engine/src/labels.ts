/**
 * The words of the engine's own interface, the right-click coordinate popup; an app of another
 * language passes its own as `labels`.
 * @example new MapEngine({ container, style, labels: { longitude: 'Longitude', latitude: 'Latitude', copy: 'Copy' } })
 */
export interface MapEngineLabels {
  /** The popup's term for the longitude. */
  longitude: string
  /** The popup's term for the latitude. */
  latitude: string
  /** The popup's button, which puts "lat, lon" on the clipboard. */
  copy: string
  /** The button once the clipboard has the coordinates. */
  copied: string
  /** The button when the browser refused the clipboard. */
  copyFailed: string
}

/**
 * The default labels, German: quo's visitors read German.
 * @example { ...MAP_ENGINE_LABELS, copy: 'Copy' }
 */
export const MAP_ENGINE_LABELS: Readonly<MapEngineLabels> = {
  longitude: 'Längengrad',
  latitude: 'Breitengrad',
  copy: 'Kopieren',
  copied: 'Kopiert',
  copyFailed: 'Kopieren nicht möglich',
}
