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
/** Tiles of the start view fetched at most (all zooms of the basemap; floor plans and imagery a few zooms in). */
const MAX_TILES = 1500
/** Zoom up to which raster sources without a last zoom of their own are fetched. */
const MAX_ZOOM = 17
/** Places whose cards are fetched at most. */
const MAX_PLACES = 2000

/** Performance mark set when a kiosk's warm-up is done; its detail counts what was fetched. */
const KIOSK_WARM_MARK = 'quo:kiosk-warm'

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
 * basemap it offers, every tile of what the start view shows at every zoom, and the card of
 * every place of its map with the card's images. The site's service worker keeps the answers;
 * online, cards are still read fresh.
 */
async function warmKiosk(
  engine: MapEngine,
  client: QueryClient,
  { styleUrls, nanoIds }: { styleUrls: readonly string[]; nanoIds: readonly string[] },
): Promise<{ tiles: number; places: number }> {
  const tiles = engine.tileUrlsInView({ maxZoom: MAX_ZOOM, limit: MAX_TILES })
  await inTurns([...styleUrls, ...tiles], fetchFile)
  const places = nanoIds.slice(0, MAX_PLACES)
  await inTurns(places, async (nanoId) => {
    const item = await client.fetchQuery(itemQuery(nanoId))
    await preloadCardImages(item.itemMedia)
  })
  const counts = { tiles: tiles.length, places: places.length }
  performance.mark(KIOSK_WARM_MARK, { detail: counts })
  return counts
}

/** A kiosk warms up once per page, after its map drew its pins in the start view and the browser is idle. */
export function useKioskWarmUp(kiosk: boolean): void {
  const engine = useAtomValue(engineAtom)
  const items = useMapItems()
  const branch = useCurrentBranch()?.branch
  const client = useQueryClient()
  const started = useRef(false)
  useEffect(() => {
    if (!kiosk || !engine || !items || started.current || !prefetchAllowed(connectionOf(navigator))) return
    started.current = true
    const seasons = branch?.seasons.length ? branch.seasons : [undefined]
    const styleUrls = seasons.flatMap((season) =>
      basemapStyles(branch, season).flatMap((s) => (typeof s.style === 'string' ? [s.style] : [])),
    )
    const nanoIds = items.map((i) => i.nanoId)
    // On a kiosk's very first start the worker takes over only after the map has drawn: what
    // the warm-up fetches before would not be kept.
    afterMapPins(() =>
      whenOfflineReady().then(() => whenIdle(() => void warmKiosk(engine, client, { styleUrls, nanoIds }))),
    )
  }, [kiosk, engine, items, branch, client])
}
