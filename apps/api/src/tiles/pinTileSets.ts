import { DEFAULT_LEVEL } from '@quo/branch-config'
import { BASEMAP_COLUMNS, type BasemapResponse, type Category, decodeBasemap } from '@quo/contract'
import { itemFeature, PIN_TILES_FROM, toFeatureCollection } from '@quo/map-symbols'
import { PinTiles } from '@quo/map-symbols/tiles'
import type { FastifyInstance } from 'fastify'
import { basemapRead, freshPins, pinItemIds, pinsDelta } from '../cache/basemapRead.js'
import { type CachedBody, compressibleBinaryEncoder, depNames } from '../cache/hotCache.js'
import { BASEMAP_TABLES } from '../repositories/basemapRepository.js'
import { listCategories, TAXONOMY_TABLES } from '../repositories/taxonomyRepository.js'

/** Encoded tiles kept per map; the least recently asked go first. About 1 kB each. */
const MAX_TILES_PER_MAP = 4_000

/**
 * Most changed pins a map's tiles are patched with (`PinTiles.patched`); more are built anew.
 * Each moved pin is thinned by walking its squares' pins, a few milliseconds at 380,000.
 */
const MAX_PATCHED_PINS = 50

/**
 * Quiet after the last patch before a map's tiles are built anew, thinned as a whole again: a
 * patch gives no other pin the room a moved or removed one leaves. Long, because a build holds
 * the process for seconds at 380,000 pins, and an edit coming then waits for it.
 */
const REBUILD_QUIET_MS = 60_000

/** One map's pins as tiles, for the version of its pins and categories it was built from. */
interface TileSet {
  branchId: number | null
  pinsEtag: string
  /** The pins the tiles hold: what the next version's are compared with for a patch. */
  pins: BasemapResponse
  categoriesVersion: number
  categories: Promise<ReadonlyMap<number, Category>>
  tiles: Promise<PinTiles>
  bodies: Map<string, Promise<CachedBody>>
}

/**
 * Every map's pins as vector tiles (`PinTiles`), cut from the pins the hot cache keeps — the
 * same rows, patched per item after a staff write, that `GET /items/basemap/…` sends. A map's
 * tiles follow its pins' ETag and the categories, never served from an older version: the page
 * asks for a screenful of tiles again after each change it hears of, and they must show it.
 * A few changed pins patch the tiles (a 380,000-pin map is built in seconds, patched in
 * milliseconds), built anew once the writes are quiet. Encoded tiles are kept until then.
 */
export class PinTileSets {
  private readonly sets = new Map<string, TileSet>()
  private categoriesVersion = 0
  private readonly encode = compressibleBinaryEncoder('application/vnd.mapbox-vector-tile')

  /** Maps whose tiles are being built ahead, so a burst of changes builds each once. */
  private readonly warming = new Set<string>()

  constructor(
    private readonly app: FastifyInstance,
    private readonly rebuildQuietMs = REBUILD_QUIET_MS,
  ) {
    const categoryTables = depNames(TAXONOMY_TABLES.categories)
    const pinTables = depNames(BASEMAP_TABLES)
    app.hotCache.onInvalidate((table) => {
      if (table === '*' || categoryTables.includes(table)) this.categoriesVersion++
      if (table === '*' || categoryTables.includes(table) || pinTables.includes(table)) this.warmAll()
    })
  }

  /**
   * After a change, builds the tiles of every map asked for before as soon as its pins are
   * fresh (the hot cache patches them first): the pages showing it hear of the change and ask
   * for their tiles again, and then find them built, not waiting for 76,000 pins to be indexed.
   */
  private warmAll(): void {
    for (const [key, set] of this.sets) {
      if (this.warming.has(key)) continue
      this.warming.add(key)
      // After the change's own statement has settled into the cache's bookkeeping.
      setImmediate(() => {
        this.current(set.branchId)
          .then((next) => next.tiles)
          .catch((err: unknown) => this.app.log.warn({ err }, 'pin tiles could not be built ahead'))
          .finally(() => this.warming.delete(key))
      })
    }
  }

  /**
   * Builds a map's tiles ahead when the map is big enough for the engine to ask for them
   * (`PIN_TILES_FROM`): the start's warm-up, so the first visitor's tiles find them built.
   * Smaller maps are not kept, nor built again after every change.
   */
  async warm(branchId: number | null): Promise<void> {
    const set = await this.current(branchId)
    if ((await set.tiles).size >= PIN_TILES_FROM) return
    const key = basemapRead(this.app.database.db, branchId).key
    if (this.sets.get(key) === set) this.sets.delete(key)
  }

  /** The tile `z/x/y` of a branch's pins, or of the whole map's (`branchId` null). */
  async tile(branchId: number | null, z: number, x: number, y: number): Promise<CachedBody> {
    const set = await this.current(branchId)
    const key = `${z}/${x}/${y}`
    let body = set.bodies.get(key)
    if (body) {
      // Kept in the order they were last asked for: the oldest is dropped first.
      set.bodies.delete(key)
    } else {
      body = set.tiles.then((tiles) => this.encode(tiles.tile(z, x, y), Number.POSITIVE_INFINITY))
      body.catch(() => set.bodies.delete(key))
    }
    set.bodies.set(key, body)
    if (set.bodies.size > MAX_TILES_PER_MAP) set.bodies.delete(set.bodies.keys().next().value as string)
    return body
  }

  private async current(branchId: number | null): Promise<TileSet> {
    const categoriesVersion = this.categoriesVersion
    const read = basemapRead(this.app.database.db, branchId)
    const pins = await freshPins(this.app.hotCache, read)
    const known = this.sets.get(read.key)
    if (known?.pinsEtag === pins.etag && known.categoriesVersion === categoriesVersion) return known
    const sameCategories = known?.categoriesVersion === categoriesVersion
    const categories = sameCategories
      ? known.categories
      : listCategories(this.app.database.db).then((list) => new Map(list.map((c) => [c.id, c])))
    const delta = sameCategories ? pinsDelta(known.pins, pins.value) : null
    const tiles =
      known && delta && delta.rows.length + delta.removed.length <= MAX_PATCHED_PINS
        ? Promise.all([known.tiles, categories]).then(([before, byId]) =>
            this.app.telemetry.timeRender('pin_tiles_patch', () =>
              before.patched(
                decodeBasemap({ columns: [...BASEMAP_COLUMNS], items: delta.rows }).map((item, k) => ({
                  id: delta.rowIds[k] as number,
                  feature: itemFeature(
                    item,
                    item.categoryId === null ? undefined : byId.get(item.categoryId),
                    DEFAULT_LEVEL,
                  ),
                })),
                delta.removedIds,
              ),
            ),
          )
        : undefined
    const set = this.keep(read.key, {
      branchId,
      pinsEtag: pins.etag,
      pins: pins.value,
      categoriesVersion,
      categories,
      tiles: tiles ?? this.built(pins.value, categories),
      bodies: new Map(),
    })
    if (tiles) this.rebuildWhenQuiet(read.key, set)
    return set
  }

  /** Keeps a map's new tiles; a failed build is not kept, the next request tries again. */
  private keep(key: string, set: TileSet): TileSet {
    set.tiles.catch(() => {
      if (this.sets.get(key) === set) this.sets.delete(key)
    })
    this.sets.set(key, set)
    return set
  }

  /** A map's tiles built from all its pins, thinned as a whole. */
  private async built(
    pins: BasemapResponse,
    categories: Promise<ReadonlyMap<number, Category>>,
  ): Promise<PinTiles> {
    const byId = await categories
    return this.app.telemetry.timeRender(
      'pin_tiles',
      // Pins parsed from a body have no item ids; they are never patched either (`pinsDelta`).
      () =>
        new PinTiles(
          toFeatureCollection(decodeBasemap(pins), byId, DEFAULT_LEVEL).features,
          pinItemIds(pins) ?? [],
        ),
    )
  }

  /** Builds patched tiles anew when no other version followed them for `rebuildQuietMs`. */
  private rebuildWhenQuiet(key: string, set: TileSet): void {
    setTimeout(() => {
      if (this.sets.get(key) !== set) return
      const tiles = this.built(set.pins, set.categories)
      // Served once built: until then the patched tiles answer.
      tiles
        .then(() => {
          if (this.sets.get(key) === set) this.sets.set(key, { ...set, tiles, bodies: new Map() })
        })
        .catch((err: unknown) => this.app.log.warn({ err }, 'pin tiles could not be built anew'))
    }, this.rebuildQuietMs).unref()
  }
}
