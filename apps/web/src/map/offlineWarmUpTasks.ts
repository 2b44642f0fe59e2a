// What the offline warm-up fetches; loaded only once it starts, after the map's pins.
import type { MapEngine } from '@quo/map-engine'
import type { QueryClient } from '@tanstack/react-query'
import { itemQuery } from '../data/queries.js'
import { preloadCardImages } from '../detail/PlaceMedia.js'

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
export async function warmKiosk(
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
export async function warmFloorPlans(engine: MapEngine): Promise<void> {
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
