import { BASEMAP_COLUMNS, BASEMAP_FLAGS, type BasemapResponse, type PinSummary } from '@quo/contract'
import type { FastifyInstance } from 'fastify'
import { basemapRead, freshPins } from '../cache/basemapRead.js'
import { type CachedBody, encodeJsonOnce } from '../cache/hotCache.js'

const CATEGORY = BASEMAP_COLUMNS.indexOf('categoryId')
const FLAGS = BASEMAP_COLUMNS.indexOf('flags')

/**
 * How many pins, of which version and which kinds, read straight from the compact rows: at
 * 100,000 places a walk over them, no decoding.
 */
function pinSummaryOf(pins: BasemapResponse, version: string): PinSummary {
  const kinds = new Map<string, PinSummary['kinds'][number]>()
  for (const row of pins.items) {
    const categoryId = row[CATEGORY] as number | null
    const flags = (row[FLAGS] as number) & BASEMAP_FLAGS.hasEvents
    const key = `${categoryId}:${flags}`
    if (!kinds.has(key)) kinds.set(key, { categoryId, flags })
  }
  return { count: pins.items.length, version, kinds: [...kinds.values()] }
}

/**
 * Each map's pin summary (`GET /basemap/pins/…/summary`), encoded once per version of its pins:
 * what the page asks first to know whether the map draws its pins from tiles. Always of the
 * pins' current version (never a stale body), so a page that heard of a change finds it here.
 */
export class PinSummaries {
  private readonly bodies = new Map<string, { etag: string; body: Promise<CachedBody> }>()

  constructor(private readonly app: FastifyInstance) {}

  async summary(branchId: number | null): Promise<CachedBody> {
    const read = basemapRead(this.app.database.db, branchId)
    const pins = await freshPins(this.app.hotCache, read)
    const known = this.bodies.get(read.key)
    if (known?.etag === pins.etag) return known.body
    const body = encodeJsonOnce(pinSummaryOf(pins.value, pins.etag))
    this.bodies.set(read.key, { etag: pins.etag, body })
    body.catch(() => {
      if (this.bodies.get(read.key)?.body === body) this.bodies.delete(read.key)
    })
    return body
  }
}
