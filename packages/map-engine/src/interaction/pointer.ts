import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl'
import type { LonLat } from '../camera/selectionCamera.js'
import { LAYER_IDS } from '../layers/layerSpecs.js'
import { fullSiteUrl, type MapClick, type MapTargetKind } from './clickTarget.js'

/** The layers a click can hit, top first. */
const CLICKABLE = [
  LAYER_IDS.selected,
  LAYER_IDS.focused,
  LAYER_IDS.highlighted,
  LAYER_IDS.items,
  LAYER_IDS.dots,
  LAYER_IDS.streets,
  LAYER_IDS.buildings,
]

/** What a click hit — a place, street or building — with the full site's URL for it; null: nothing. */
export function clickTarget(map: MapLibreMap, e: MapMouseEvent, siteUrl: string): MapClick | null {
  const [hit] = map.queryRenderedFeatures(e.point, { layers: CLICKABLE })
  if (!hit) return null
  const kind: MapTargetKind =
    hit.layer.id === LAYER_IDS.streets
      ? 'street'
      : hit.layer.id === LAYER_IDS.buildings
        ? 'building'
        : 'place'
  const p = hit.properties as { nanoId: string; title: string; lon?: number; lat?: number }
  const point =
    hit.geometry.type === 'Point'
      ? (hit.geometry.coordinates as LonLat)
      : [p.lon ?? e.lngLat.lng, p.lat ?? e.lngLat.lat]
  return {
    kind,
    nanoId: p.nanoId,
    title: p.title,
    lon: point[0] as number,
    lat: point[1] as number,
    url: fullSiteUrl(siteUrl, kind, p.nanoId, p.title),
  }
}
