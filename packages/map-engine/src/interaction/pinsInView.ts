import { ICON_SIZES } from '@quo/branch-config'
import type { Map as MapLibreMap } from 'maplibre-gl'
import { DOT_SIZE } from '../dotArtwork.js'
import { LAYER_IDS } from '../layers/layerSpecs.js'

/**
 * How a pin in view is drawn: the selected pin, a plain or event pin, or a dot (an item whose
 * pin found no room).
 * @example const small = pin.form === 'dot'
 */
export type PinForm = 'selected' | 'pin' | 'event' | 'dot'

/**
 * A place the map shows now, for keyboard and screen-reader access: what it is, where on the
 * map's canvas (CSS pixels from its top-left corner) and the box its symbol covers there.
 * @example ring.style.transform = `translate(${pin.box.left}px, ${pin.box.top}px)`
 */
export interface PinInView {
  nanoId: string
  title: string
  lon: number
  lat: number
  x: number
  y: number
  form: PinForm
  box: { left: number; top: number; width: number; height: number }
}

/** The layers whose symbols are places, with the form each draws; the order is their rank. */
const PIN_LAYERS: readonly [string, PinForm][] = [
  [LAYER_IDS.selected, 'selected'],
  [LAYER_IDS.focused, 'pin'],
  [LAYER_IDS.highlighted, 'pin'],
  [LAYER_IDS.items, 'pin'],
  [LAYER_IDS.dots, 'dot'],
]
const RANK = new Map(PIN_LAYERS.map(([id], i) => [id, i]))

/** A rendered feature of a pin layer, as MapLibre answers it. */
export interface PinHit {
  layer: string
  properties: { nanoId: string; title: string; icon?: string; sortKey?: number }
  lonLat: [number, number]
  point: { x: number; y: number }
}

function boxOf(form: PinForm, x: number, y: number): PinInView['box'] {
  const [width, height] =
    form === 'dot'
      ? [DOT_SIZE, DOT_SIZE]
      : form === 'selected'
        ? ICON_SIZES.selected
        : form === 'event'
          ? ICON_SIZES.event
          : ICON_SIZES.icon
  // The selected pin stands on its tip; the others are centred on the position.
  const top = form === 'selected' ? y - height : y - height / 2
  return { left: x - width / 2, top, width, height }
}

/**
 * The places among `hits` whose position is on the `width`×`height` canvas, each once, in the
 * order a visitor meets them by priority: the selected pin, the place the keyboard is on,
 * highlighted results, pins, dots;
 * within those the lowest sort key first (as the map places them), then top to bottom, left to
 * right. At most `limit`.
 * @example orderPins(hits, 1280, 800, 100)[0]?.title
 */
export function orderPins(
  hits: readonly PinHit[],
  width: number,
  height: number,
  limit: number,
): PinInView[] {
  const best = new Map<string, { hit: PinHit; rank: number }>()
  for (const hit of hits) {
    const { x, y } = hit.point
    if (!(x >= 0 && y >= 0 && x <= width && y <= height)) continue
    const rank = RANK.get(hit.layer) ?? PIN_LAYERS.length
    const seen = best.get(hit.properties.nanoId)
    if (!seen || rank < seen.rank) best.set(hit.properties.nanoId, { hit, rank })
  }
  return [...best.values()]
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        (a.hit.properties.sortKey ?? 0) - (b.hit.properties.sortKey ?? 0) ||
        a.hit.point.y - b.hit.point.y ||
        a.hit.point.x - b.hit.point.x,
    )
    .slice(0, Math.max(0, limit))
    .map(({ hit }) => {
      const layerForm = PIN_LAYERS.find(([id]) => id === hit.layer)?.[1] ?? 'pin'
      const form = layerForm === 'pin' && hit.properties.icon?.startsWith('quo-event-') ? 'event' : layerForm
      const { x, y } = hit.point
      return {
        nanoId: hit.properties.nanoId,
        title: hit.properties.title,
        lon: hit.lonLat[0],
        lat: hit.lonLat[1],
        x,
        y,
        form,
        box: boxOf(form, x, y),
      }
    })
}

/** The places the map draws now (see `orderPins`); none before the engine's layers are there. */
export function pinsInView(map: MapLibreMap, limit: number): PinInView[] {
  const layers = PIN_LAYERS.map(([id]) => id).filter((id) => map.getLayer(id))
  if (!layers.length) return []
  const hits = map.queryRenderedFeatures({ layers }).flatMap((f): PinHit[] => {
    if (f.geometry.type !== 'Point') return []
    const lonLat = f.geometry.coordinates as [number, number]
    const properties = f.properties as PinHit['properties']
    return [{ layer: f.layer.id, properties, lonLat, point: map.project(lonLat) }]
  })
  const canvas = map.getCanvas()
  return orderPins(hits, canvas.clientWidth, canvas.clientHeight, limit)
}
