import { type LngLat, Popup } from 'maplibre-gl'

/**
 * A coordinate as the popup shows it: six decimals are about 10 cm, enough for any address or booth.
 * @example formatCoordinate(9.52149871) // '9.521499'
 */
export const formatCoordinate = (value: number) => value.toFixed(6)

/**
 * The right-click popup (spec §2): longitude and latitude with a Copy button that puts
 * "lat, lon" on the clipboard, the order map search boxes accept.
 */
export function coordinatePopup(lngLat: LngLat): Popup {
  const lon = formatCoordinate(lngLat.lng)
  const lat = formatCoordinate(lngLat.lat)
  const root = document.createElement('div')
  root.className = 'quo-coordinates'
  root.innerHTML =
    '<dl style="margin:0 0 8px;display:grid;grid-template-columns:auto auto;gap:2px 8px;font:13px/1.4 system-ui,sans-serif">' +
    `<dt>Längengrad</dt><dd style="margin:0" data-lon>${lon}</dd><dt>Breitengrad</dt><dd style="margin:0" data-lat>${lat}</dd></dl>`
  const button = document.createElement('button')
  button.type = 'button'
  button.textContent = 'Kopieren'
  button.style.cssText =
    'font:600 13px system-ui,sans-serif;padding:6px 12px;border:0;border-radius:6px;background:#7B48FF;color:#fff;cursor:pointer'
  button.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(`${lat}, ${lon}`)
      button.textContent = 'Kopiert'
    } catch {
      button.textContent = 'Kopieren nicht möglich'
    }
  })
  root.append(button)
  return new Popup({ closeButton: true, maxWidth: '240px' }).setLngLat(lngLat).setDOMContent(root)
}
