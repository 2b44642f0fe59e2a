import type { ShortcutResult } from '@quo/contract'
import { MapEngine, type MapMarker } from '@quo/map-engine'
import { pinSvg } from '@quo/map-engine/pins'
import { setWorkerUrl } from 'maplibre-gl'
import 'maplibre-gl/dist/maplibre-gl.css'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { messages } from './messages.js'
import { placeUrl } from './resultRow.js'
import type { ResultsMap } from './resultsView.js'

setWorkerUrl(workerUrl)

export interface ResultsMapOptions {
  /** The mouse wheel zooms the map: off unless the partner asks, so the page scrolls past it. */
  wheelZoom: boolean
  label: string
  open: (item: ShortcutResult, url: string) => void
}

/** A pin per result; each is a link to the place on the full site, like its row. */
function pin(item: ShortcutResult, open: ResultsMapOptions['open']): HTMLAnchorElement {
  const link = document.createElement('a')
  const url = placeUrl(item)
  link.href = url
  link.target = '_blank'
  link.rel = 'noopener'
  link.className = 'pin'
  link.title = item.title
  link.setAttribute('aria-label', item.title)
  // Our own artwork with the category's colour (a validated hex): no API text in the markup.
  link.innerHTML = pinSvg('selected', null, item.color)
  link.addEventListener('click', () => open(item, url))
  return link
}

/**
 * The compact map of the results, loaded only when the visitor opens it: MapLibre and the engine
 * are not part of the embed's first load.
 */
export function createResultsMap(container: HTMLElement, options: ResultsMapOptions): ResultsMap {
  container.setAttribute('role', 'region')
  container.setAttribute('aria-label', options.label)
  const engine = new MapEngine({
    container,
    style: new URL('/api/basemap/style.json', location.origin).toString(),
    padding: { top: 48, right: 32, bottom: 24, left: 32 },
    // Unless the partner turns the wheel on, the wheel and one finger scroll the page past the
    // map; Ctrl + wheel and two fingers still move it (MapLibre's cooperative gestures).
    mapOptions: { cooperativeGestures: !options.wheelZoom, locale: messages.mapGestures, fadeDuration: 0 },
  })
  let markers: MapMarker[] = []
  return {
    show(items) {
      for (const m of markers) m.remove()
      markers = items.map((item) =>
        engine.addMarker(pin(item, options.open), [item.lon, item.lat], { anchor: 'bottom' }),
      )
      engine.fitPoints(items.map((i) => [i.lon, i.lat]))
    },
    destroy() {
      engine.destroy()
    },
  }
}
