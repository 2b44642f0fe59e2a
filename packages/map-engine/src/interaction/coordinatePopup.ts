import { type LngLat, type Map as MapLibreMap, Popup } from 'maplibre-gl'
import type { MapEngineLabels } from '../labels.js'

/**
 * A coordinate as the popup shows it: six decimals are about 10 cm, enough for any address or booth.
 * @example formatCoordinate(9.52149871) // '9.521499'
 */
export const formatCoordinate = (value: number) => value.toFixed(6)

/**
 * The right-click popup (docs/product.md §2): longitude and latitude with a Copy button that puts
 * "lat, lon" on the clipboard, the order map search boxes accept. The labels are an app's
 * text, so they go in as text, never as markup.
 */
function coordinatePopup(lngLat: LngLat, labels: MapEngineLabels): Popup {
  const lon = formatCoordinate(lngLat.lng)
  const lat = formatCoordinate(lngLat.lat)
  const root = document.createElement('div')
  root.className = 'quo-coordinates'
  const list = document.createElement('dl')
  list.style.cssText =
    'margin:0 0 8px;display:grid;grid-template-columns:auto auto;gap:2px 8px;font:13px/1.4 system-ui,sans-serif'
  for (const [term, value, attribute] of [
    [labels.longitude, lon, 'data-lon'],
    [labels.latitude, lat, 'data-lat'],
  ] as const) {
    const dt = document.createElement('dt')
    dt.textContent = term
    const dd = document.createElement('dd')
    dd.style.margin = '0'
    dd.setAttribute(attribute, '')
    dd.textContent = value
    list.append(dt, dd)
  }
  const button = document.createElement('button')
  button.type = 'button'
  button.textContent = labels.copy
  button.style.cssText =
    'font:600 13px system-ui,sans-serif;padding:6px 12px;border:0;border-radius:6px;background:#7B48FF;color:#fff;cursor:pointer'
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(`${lat}, ${lon}`)
      button.textContent = labels.copied
    } catch {
      button.textContent = labels.copyFailed
    }
  })
  root.append(list, button)
  return new Popup({ closeButton: true, maxWidth: '240px' }).setLngLat(lngLat).setDOMContent(root)
}

/** The engine's coordinate popup: one at a time, a new right-click replaces the open one. */
export class CoordinatePopups {
  #open: Popup | null = null

  constructor(private readonly labels: MapEngineLabels) {}

  show(map: MapLibreMap, lngLat: LngLat): void {
    this.#open?.remove()
    this.#open = coordinatePopup(lngLat, this.labels).addTo(map)
  }

  remove(): void {
    this.#open?.remove()
  }
}
