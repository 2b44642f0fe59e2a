import { DEFAULT_LEVEL } from '@quo/branch-config'
import { decodeBasemap } from '@quo/contract'
import { PIN_TILES_FROM, toFeatureCollection } from '@quo/map-symbols'
import { PinTiles } from '@quo/map-symbols/tiles'
import type { FastifyInstance } from 'fastify'
import { basemapRead, freshPins } from '../cache/basemapRead.js'
import { type CachedBody, compressibleBinaryEncoder, depNames } from '../cache/hotCache.js'
import { BASEMAP_TABLES } from '../repositories/basemapRepository.js'
import { listCategories, TAXONOMY_TABLES } from '../repositories/taxonomyRepository.js'

/** Encoded tiles kept per map; the least recently asked go first. About 1 kB each. */
const MAX_TILES_PER_MAP = 4_000

/** One map's pins as tiles, for the version of its pins and categories it was built from. */
interface TileSet {
  branchId: number | null
  pinsEtag: string
  categoriesVersion: number
  tiles: Promise<PinTiles>
  bodies: Map<string, Promise<CachedBody>>
}

/**
 * Every map's pins as vector tiles (`PinTiles`), cut from the pins the hot cache keeps — the
 * same rows, patched per item after a staff write, that `GET /items/basemap/…` sends. A map's
 * tiles are rebuilt when its pins' ETag or the categories change, never served from an older
 * version: the page asks for a screenful of tiles again after each change it hears of, and
 * they must show it. Encoded tiles are kept until then.
 */
export class PinTileSets {
  private readonly sets = new Map<string, TileSet>()
  private categoriesVersion = 0
  private readonly encode = compressibleBinaryEncoder('application/vnd.mapbox-vector-tile')

  /** Maps whose tiles are being built ahead, so a burst of changes builds each once. */
  private readonly warming = new Set<string>()

  constructor(private readonly app: FastifyInstance) {
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
    const tiles = (async () => {
      const categories = await listCategories(this.app.database.db)
      const byId = new Map(categories.map((c) => [c.id, c]))
      return new PinTiles(toFeatureCollection(decodeBasemap(pins.value), byId, DEFAULT_LEVEL).features)
    })()
    const set: TileSet = { branchId, pinsEtag: pins.etag, categoriesVersion, tiles, bodies: new Map() }
    // A failed build is not kept: the next request tries again.
    tiles.catch(() => {
      if (this.sets.get(read.key) === set) this.sets.delete(read.key)
    })
    this.sets.set(read.key, set)
    return set
  }
}
