import 'maplibre-gl/dist/maplibre-gl.css'
import { setWorkerUrl } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { MapEngine } from '../src/index.js'
import { COLORS, categories, icons, levels, makeItems, plainStyle, shapes } from './demoData.js'

// MapLibre loads its worker by URL; a bundler has to be told where it put the file.
setWorkerUrl(workerUrl)

const params = new URLSearchParams(location.search)
const count = Number(params.get('items') ?? 2000)
const status = document.getElementById('status') as HTMLElement
const engine = new MapEngine({
  container: document.getElementById('map') as HTMLElement,
  style: plainStyle('#eef2e6'),
  center: [9.5215, 47.141],
  zoom: 13,
  colorOf: (c) => COLORS[c.colorName] ?? '#7B48FF',
  siteUrl: 'https://vaduz.quo.li',
  mapOptions: { fadeDuration: 0 },
  // The browser tests and the benchmark read the MapLibre map (rendered features, camera).
  exposeMap: true,
})
const items = makeItems(count)
const clicks: unknown[] = []
// What went wrong on the map (a failed style, a symbol bucket past MapLibre's limit), for the tests.
const errors: string[] = []
engine.on('error', (e) => errors.push(e.message))
engine.on('click', (c) => {
  clicks.push(c)
  status.textContent = `${c.kind}: ${c.title}`
})
engine.on('populated', ({ items: n }) => {
  status.textContent = `${n} Orte`
})
engine.setData({ items, categories, icons, shapes, levels })

let satellite = false
document.getElementById('panel')?.addEventListener('click', (e) => {
  const action = (e.target as HTMLElement).dataset.action
  const first = items[0]
  if (action === 'select' && first)
    engine.select({ kind: 'item', nanoId: first.nanoId, lon: first.lon, lat: first.lat })
  if (action === 'highlight') engine.highlight(items.slice(0, 10).map((i) => i.nanoId))
  if (action === 'clear') {
    engine.select(null)
    engine.highlight(null)
  }
  if (action === 'level') engine.setLevel(engine.currentLevel === 'EG' ? 'OG' : 'EG')
  if (action === 'style') {
    satellite = !satellite
    engine.setStyle(plainStyle(satellite ? '#2b3a2b' : '#eef2e6'), { satellite })
  }
})

// The browser tests and the benchmark drive the engine through this handle.
Object.assign(window, {
  quo: { engine, items, clicks, errors, makeItems, categories, icons, levels, shapes },
})
