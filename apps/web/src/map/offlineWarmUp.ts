import type { MapEngine } from '@quo/map-engine'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { afterMapPins } from '../app/firstPins.js'
import { whenOfflineReady } from '../app/offlineReady.js'
import { connectionOf, prefetchAllowed, whenIdle } from '../app/prefetch.js'
import { useCurrentBranch } from '../data/currentBranch.js'
import { itemQuery } from '../data/queries.js'
import { preloadCardImages } from '../detail/PlaceMedia.js'
import { useMapItems } from '../search/useSearchIndex.js'
import { engineAtom } from '../state/atoms.js'
import { useAtomValue } from '../state/store.js'
import { basemapStyles } from './basemapStyles.js'

/** Requests side by side: a kiosk shares its network with a fair hall. */
const PARALLEL = 4
/** Tiles of the start view a kiosk fetches at most (all zooms of the basemap; floor plans and imagery a few zooms in). */
const MAX_TILES = 1500
/** Zoom up to which a kiosk fetches raster sources without a last zoom of their own (or the start view's next). */
const MAX_ZOOM = 17
/** Places whose cards a kiosk fetches at most. */
const MAX_PLACES = 2000
/** Floor-plan tiles a phone fetches at most: the start view of every level, at its zoom and the next. */
const MAX_FLOOR_PLAN_TILES = 200

/** Performance marks set when a warm-up is done; their detail counts what was fetched. */
const KIOSK_WARM_MARK = 'quo:kiosk-warm'
const FLOOR_PLANS_WARM_MARK = 'quo:floor-plans-warm'

/** Runs `task` over `inputs`, `PARALLEL` at a time; a failure of one does not stop the others. */
async function inTurns<T>(inputs: readonly T[], task: (input: T) => Promise<unknown>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < inputs.length) {
      const input = inputs[next++] as T
      await task(input).catch(() => undefined)
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
}

const fetchFile = (url: string) => fetch(url).then((r) => r.arrayBuffer())

/**
 * A kiosk makes its start view work without the network (docs/apps.md, "Offline"): it fetches
 * once, after the map has drawn and while nobody waits for it, the style of every season and
 * basemap it offers, every tile of what the start view shows at every zoom (and one zoom in),
 * and the card of every place of its map with the card's images. The site's service worker
 * keeps the answers; online, cards are still read fresh.
 */
async function warmKiosk(
  engine: MapEngine,
  client: QueryClient,
  { styleUrls, nanoIds }: { styleUrls: readonly string[]; nanoIds: readonly string[] },
): Promise<void> {
  const maxZoom = Math.max(MAX_ZOOM, Math.ceil(engine.getZoom()) + 1)
  const tiles = engine.tileUrlsInView({ maxZoom, limit: MAX_TILES })
  await inTurns([...styleUrls, ...tiles], fetchFile)
  const places = nanoIds.slice(0, MAX_PLACES)
  await inTurns(places, async (nanoId) => {
    const item = await client.fetchQuery(itemQuery(nanoId))
    await preloadCardImages(item.itemMedia)
  })
  performance.mark(KIOSK_WARM_MARK, { detail: { tiles: tiles.length, places: places.length } })
}

/**
 * A visitor of a map with levels (a trade fair) who lost the network in a hall still switches
 * floors: the floor plans of every level in the start view, at its zoom and the next, are
 * fetched once (a few dozen small PNGs); the map itself fetches only the level shown.
 */
async function warmFloorPlans(engine: MapEngine): Promise<void> {
  const zoom = engine.getZoom()
  const tiles = engine.tileUrlsInView({
    only: 'floorPlans',
    minZoom: Math.floor(zoom),
    maxZoom: Math.ceil(zoom) + 1,
    limit: MAX_FLOOR_PLAN_TILES,
  })
  await inTurns(tiles, fetchFile)
  performance.mark(FLOOR_PLANS_WARM_MARK, { detail: { tiles: tiles.length } })
}

/**
 * What a device fetches ahead to work offline, once per page, after its map drew its pins in
 * the start view, the service worker controls the page and the browser is idle: a kiosk its
 * whole start view and every card, any other device the floor plans of a map with levels.
 */
export function useOfflineWarmUp(kiosk: boolean): void {
  const engine = useAtomValue(engineAtom)
  const items = useMapItems()
  const branch = useCurrentBranch()?.branch
  const client = useQueryClient()
  const started = useRef(false)
  useEffect(() => {
    if (!engine || !items || !branch || started.current || !prefetchAllowed(connectionOf(navigator))) return
    if (!kiosk && branch.levels.length < 2) return
    started.current = true
    const seasons = branch.seasons.length ? branch.seasons : [undefined]
    const styleUrls = seasons.flatMap((season) =>
      basemapStyles(branch, season).flatMap((s) => (typeof s.style === 'string' ? [s.style] : [])),
    )
    const nanoIds = items.map((i) => i.nanoId)
    const warmUp = kiosk
      ? () => warmKiosk(engine, client, { styleUrls, nanoIds })
      : () => warmFloorPlans(engine)
    // On a device's very first visit the worker takes over only after the map has drawn: what
    // the warm-up fetches before would not be kept.
    afterMapPins(() => whenOfflineReady().then(() => whenIdle(() => void warmUp())))
  }, [kiosk, engine, items, branch, client])
}
