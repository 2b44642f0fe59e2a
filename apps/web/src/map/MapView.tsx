import { CONTENT_COLUMN_WIDTH, mapPadding } from '@quo/branch-config'
import type { BasemapItem, Branch } from '@quo/contract'
import { PIN_TILES_FROM } from '@quo/contract/constants'
import { levelTileTemplate, type MapClick, MapEngine } from '@quo/map-engine'
import { categoryColor } from '@quo/ui'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type StyleSpecification, setWorkerUrl } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { useEffect, useRef } from 'react'
import { cardParams } from '../app/cardLink.js'
import { markMapPins, removeStartPins } from '../app/firstPins.js'
import { readPinsWhenDue } from '../data/pinsPayload.js'
import {
  basemapQuery,
  buildingsQuery,
  categoriesQuery,
  iconsQuery,
  pinSummaryQuery,
  streetsQuery,
} from '../data/queries.js'
import { messages } from '../messages.js'
import { track } from '../metrics/metrics.js'
import { engineAtom, levelAtom, selectionAtom } from '../state/atoms.js'
import { useAtomValue, useSetAtom } from '../state/store.js'
import type { BasemapStyle } from './basemapStyles.js'
import { PinKeyboardList } from './PinKeyboardList.js'
import { startBounds, startView, THREE_D_PITCH, useBranchView } from './useBranchView.js'
import { useFollowPinChanges } from './useFollowPinChanges.js'

setWorkerUrl(workerUrl)

const PLAIN_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'land', type: 'background', paint: { 'background-color': '#f2efe9' } }],
}

const NO_ITEMS: readonly BasemapItem[] = []

/** Longest the start-pins picture hides the map (index.html), e.g. when the pins cannot load. */
const START_PINS_TIMEOUT_MS = 15_000

/** Keeps selected pins clear of the card: beside the 350 px column on wide screens, above the sheet on phones. */
function cardPadding() {
  const base = mapPadding({ kiosk: false, branchShortId: null, breakpoint: 'xs' })
  return window.innerWidth >= 768
    ? { ...base, top: 72, left: CONTENT_COLUMN_WIDTH + 24 }
    : { ...base, top: 64, bottom: Math.round(window.innerHeight * 0.6) }
}

interface Props {
  branch: Branch | undefined
  style: BasemapStyle
  inIframe: boolean
}

/** The full-page map: one engine for the screen's lifetime, fed by the queries and the route. */
export function MapView({ branch, style, inIframe }: Props) {
  const container = useRef<HTMLElement>(null)
  const setEngine = useSetAtom(engineAtom)
  const engine = useAtomValue(engineAtom)
  const selection = useAtomValue(selectionAtom)
  const level = useAtomValue(levelAtom)
  const navigate = useNavigate()
  const shortId = branch?.shortId ?? null

  const client = useQueryClient()
  const items = useQuery(basemapQuery(shortId))
  const pinSummary = useQuery(pinSummaryQuery(shortId))
  const categories = useQuery(categoriesQuery)
  const icons = useQuery(iconsQuery)
  const streets = useQuery(streetsQuery(branch))
  const buildings = useQuery(buildingsQuery(branch))

  // biome-ignore lint/correctness/useExhaustiveDependencies: one engine per branch; style and data changes go through its methods below
  useEffect(() => {
    const element = container.current
    if (!element) return
    let created: MapEngine | undefined
    let offDrawn = () => {}
    // The map starts in a task of its own: creating it (WebGL, the first layout of the page)
    // and the app's first render together made one long task on a slow phone.
    const start = setTimeout(() => {
      const view = startView(branch)
      created = new MapEngine({
        container: element,
        style: style.style,
        satellite: style.satellite,
        center: [view.lon, view.lat],
        zoom: view.zoom,
        branchShortId: shortId,
        colorOf: (c) => categoryColor(c.colorName),
        padding: cardPadding(),
        // Pins appear and hide at once instead of fading: fewer frames while 20,000 pins load.
        // The canvas is a tab stop; screen readers announce it by this name.
        // Styles are not validated on load: the self-hosted one is checked by the API's tests, and
        // validating it took the largest part of a style load on a slow phone.
        mapOptions: {
          fadeDuration: 0,
          validateStyle: false,
          locale: { 'Map.Title': messages.map },
          maxBounds: startBounds(branch),
          pitch: style.id === '3d' ? THREE_D_PITCH : view.pitch,
          bearing: view.bearing,
        },
        // layerPath is a full URL, a site path (/api/branches/25/tiles_eg/{z}/{x}/{y}.png) or a
        // path below the API; the tiles' {z}/{x}/{y} must reach MapLibre unescaped.
        levelTileUrl: (l) => levelTileTemplate(l.layerPath, new URL('/api/', window.location.origin).href),
        // A big branch's pins come as tiles the API cuts (from PIN_TILES_FROM places on).
        pinTiles: {
          url: `${window.location.origin}/api/basemap/pins/${shortId === null ? '' : `${shortId}/`}{z}/{x}/{y}.mvt`,
        },
        scaleBar: true,
        // End-to-end tests read the rendered pins through `window.__quoEngine.map`.
        exposeMap: true,
      })
      setEngine(created)
      ;(window as { __quoEngine?: MapEngine }).__quoEngine = created
      offDrawn = created.on('drawn', ({ items: count }) => {
        offDrawn()
        markMapPins(count)
      })
    })
    return () => {
      clearTimeout(start)
      offDrawn()
      if (!created) return
      setEngine(null)
      created.destroy()
    }
  }, [setEngine, shortId])

  useBranchView(engine, branch, style.id)
  useFollowPinChanges(shortId)

  useEffect(() => {
    engine?.setStyle(style.style, { satellite: style.satellite })
    // A style that cannot be fetched (server down, a broken configured URL) must not leave a
    // blank page: the pins go on a plain land colour instead. The engine reports only the
    // style's own failed request, not a tile's or glyph's, nor one aborted by a style change.
    return engine?.on('styleerror', () => engine.setStyle(PLAIN_STYLE, { satellite: false }))
  }, [engine, style])

  // The pins are read when due: at once on a small map, after the first pins on a big one.
  useEffect(() => readPinsWhenDue(client, shortId), [client, shortId])

  useEffect(() => {
    // A big map draws its pins from tiles with the summary alone; its items come after.
    const tiled = (pinSummary.data?.count ?? 0) >= PIN_TILES_FROM
    if (!engine || (!items.data && !tiled) || !categories.data || !icons.data) return
    if ((branch?.hasStreets && !streets.data) || (branch?.hasBuildings && !buildings.data)) return
    engine.setData({
      items: items.data ?? NO_ITEMS,
      ...(pinSummary.data ? { pinSummary: pinSummary.data } : {}),
      categories: categories.data,
      icons: icons.data,
      streets: streets.data ?? [],
      buildings: buildings.data ?? [],
      levels: branch?.levels ?? [],
    })
  }, [engine, branch, items.data, pinSummary.data, categories.data, icons.data, streets.data, buildings.data])

  // The start-pins picture stands in for the map until it draws; not for a map that cannot
  // (no data), and not over the page that follows the map.
  useEffect(() => {
    const timer = setTimeout(removeStartPins, START_PINS_TIMEOUT_MS)
    return () => {
      clearTimeout(timer)
      removeStartPins()
    }
  }, [])

  useEffect(() => {
    engine?.select(selection)
  }, [engine, selection])

  useEffect(() => {
    engine?.setLevel(level)
  }, [engine, level])

  useEffect(() => {
    if (!engine) return
    return engine.on('click', (click: MapClick) => {
      track({ metric_key: click.kind === 'place' ? 'map_item_click' : `map_${click.kind}_click` })
      // Inside a frame the full site opens in a new window (docs/product.md §2).
      if (inIframe) return void window.open(click.url, '_blank', 'noopener')
      void navigate({
        to: `/map/${click.kind}/$nanoId/{-$title}`,
        params: cardParams(click.nanoId, click.title),
      })
    })
  }, [engine, inIframe, navigate])

  // MapLibre makes its container position: relative, so the container fills a positioned box.
  return (
    <div className="absolute inset-0 isolate">
      <section
        ref={container}
        className="h-full w-full"
        data-testid="map"
        data-quo-map
        aria-label={messages.map}
      />
      <PinKeyboardList engine={engine} />
    </div>
  )
}
