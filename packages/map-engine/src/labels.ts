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

/**
 * MapLibre's own control texts in German (its `locale`): the attribution toggle, the canvas's
 * accessible name, the scale bar and the rest. An app of another language passes its own through
 * `mapOptions.locale`; keys it leaves out stay German.
 * @example new MapEngine({ container, style, mapOptions: { locale: { 'Map.Title': 'Map' } } })
 */
export const MAP_CONTROL_LABELS: Readonly<Record<string, string>> = {
  'AttributionControl.ToggleAttribution': 'Quellenangaben ein- oder ausblenden',
  'AttributionControl.MapFeedback': 'Rückmeldung zur Karte',
  'FullscreenControl.Enter': 'Vollbild',
  'FullscreenControl.Exit': 'Vollbild beenden',
  'GeolocateControl.FindMyLocation': 'Meinen Standort finden',
  'GeolocateControl.LocationNotAvailable': 'Standort nicht verfügbar',
  'LogoControl.Title': 'MapLibre-Logo',
  'Map.Title': 'Karte',
  'Marker.Title': 'Kartenmarkierung',
  'NavigationControl.ResetBearing': 'Ziehen, um die Karte zu drehen; klicken, um nach Norden auszurichten',
  'NavigationControl.ZoomIn': 'Vergrössern',
  'NavigationControl.ZoomOut': 'Verkleinern',
  'Popup.Close': 'Schliessen',
  'ScaleControl.Feet': 'ft',
  'ScaleControl.Meters': 'm',
  'ScaleControl.Kilometers': 'km',
  'ScaleControl.Miles': 'mi',
  'ScaleControl.NauticalMiles': 'sm',
  'GlobeControl.Enable': 'Globus einschalten',
  'GlobeControl.Disable': 'Globus ausschalten',
  'TerrainControl.Enable': 'Gelände einschalten',
  'TerrainControl.Disable': 'Gelände ausschalten',
  'CooperativeGesturesHandler.WindowsHelpText': 'Strg + Scrollen zoomt die Karte',
  'CooperativeGesturesHandler.MacHelpText': '⌘ + Scrollen zoomt die Karte',
  'CooperativeGesturesHandler.MobileHelpText': 'Mit zwei Fingern bewegen Sie die Karte',
}
