// The floor page's script (floor.html): a file of its own, since the site's Content-Security-Policy
// allows only the app's own inline scripts.
import { Map as MapLibreMap, setWorkerUrl } from './maplibre-gl.mjs'

setWorkerUrl(new URL('./maplibre-gl-worker.mjs', import.meta.url).href)
const query = new URLSearchParams(location.search)
const branch = query.get('branch')
const rows = fetch(`/api/items/basemap/branchshortid/${branch}`).then((r) => r.json())
const plain = {
  version: 8,
  sources: {},
  layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#f2efe9' } }],
}
const map = new MapLibreMap({
  container: 'map',
  style: query.has('plain') ? plain : `/api/basemap/style/${branch}.json`,
  center: [Number(query.get('lon')), Number(query.get('lat'))],
  zoom: Number(query.get('zoom')),
  fadeDuration: 0,
})
map.on('load', async () => {
  const { items } = await rows
  const pin = new ImageData(40, 40)
  pin.data.fill(200)
  map.addImage('pin', pin)
  const features = items.map(([nanoId, title, lon, lat, , categoryId, , flags]) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [lon, lat] },
    properties: { nanoId, title, categoryId, sortKey: 10 - (flags & 7) },
  }))
  map.addSource('pins', {
    type: 'geojson',
    promoteId: 'nanoId',
    data: { type: 'FeatureCollection', features },
  })
  map.addLayer({
    id: 'pins',
    type: 'symbol',
    source: 'pins',
    layout: {
      'icon-image': 'pin',
      'icon-allow-overlap': false,
      'icon-padding': 1,
      'symbol-sort-key': ['get', 'sortKey'],
    },
  })
  const onRender = () => {
    if (!map.isSourceLoaded('pins')) return
    map.off('render', onRender)
    performance.mark('quo:first-pins', { detail: { items: features.length } })
    performance.mark('quo:map-pins', { detail: { items: features.length } })
  }
  map.on('render', onRender)
})
