import 'maplibre-gl/dist/maplibre-gl.css'
import { DEFAULT_LEVEL } from '@quo/branch-config'
import type { BasemapItem } from '@quo/contract'
import { toFeatureCollection } from '@quo/map-symbols'
import { PinTiles } from '@quo/map-symbols/tiles'
import { addProtocol, setWorkerUrl } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { type MapData, MapEngine } from '../src/index.js'
import { COLORS, categories, icons, levels, makeItems, plainStyle, shapes } from './demoData.js'

// MapLibre loads its worker by URL; a bundler has to be told where it put the file.
setWorkerUrl(workerUrl)

const params = new URLSearchParams(location.search)
const count = Number(params.get('items') ?? 2000)
const status = document.getElementById('status') as HTMLElement
// `?tiles=N`: from N places on the pins come as vector tiles, cut in the page as the API cuts
// them (`quopins://` stands in for `/api/basemap/pins/…`).
const tilesFrom = params.has('tiles') ? Number(params.get('tiles')) : null
let tiler: PinTiles | null = null
const tilesOf = (items: readonly BasemapItem[]) => {
  const { features } = toFeatureCollection(items, new Map(categories.map((c) => [c.id, c])), DEFAULT_LEVEL)
  // The page cuts its tiles anew on each change; item ids only serve patches.
  return new PinTiles(
    features,
    features.map((_, i) => i),
  )
}
/** Tiles asked for so far: the tests check that items coming later reload none. */
let tileRequests = 0
/** The page's tiles cut from these pins, as the server's change with its pins. */
const serveTiles = (items: readonly BasemapItem[]) => {
  tiler = tilesOf(items)
}
addProtocol('quopins', async ({ url }) => {
  tileRequests++
  const [z, x, y] = url.replace('quopins://', '').split('/').map(Number) as [number, number, number]
  return { data: (tiler ?? tilesOf([])).tile(z, x, y).slice().buffer }
})
const engine = new MapEngine({
  container: document.getElementById('map') as HTMLElement,
  style: plainStyle('#eef2e6'),
  center: [9.5215, 47.141],
  zoom: 13,
  colorOf: (c) => COLORS[c.colorName] ?? '#7B48FF',
  siteUrl: 'https://vaduz.quo.li',
  mapOptions: { fadeDuration: 0 },
  ...(tilesFrom === null ? {} : { pinTiles: { url: 'quopins://{z}/{x}/{y}', from: tilesFrom } }),
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
/** New data for the engine, and for the page's tiles: the server's pins change with them. */
const setData = (data: MapData) => {
  if (tilesFrom !== null && !data.pinSummary) serveTiles(data.items)
  engine.setData(data)
}
setData({ items, categories, icons, shapes, levels })

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
  quo: {
    engine,
    setData,
    serveTiles,
    tileRequests: () => tileRequests,
    items,
    clicks,
    errors,
    makeItems,
    categories,
    icons,
    levels,
    shapes,
  },
})
