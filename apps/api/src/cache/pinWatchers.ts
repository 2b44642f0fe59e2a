import type { ServerResponse } from 'node:http'
import type { PinsEvent } from '@quo/contract'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { BASEMAP_TABLES } from '../repositories/basemapRepository.js'
import { basemapRead, pinsDelta } from './basemapRead.js'
import { depNames } from './hotCache.js'

/** A comment line now and then keeps proxies and balancers from closing a quiet stream. */
const KEEPALIVE_MS = 25_000
/** Writes of one save (an item, its details, its tags) arrive as a burst: one look after it. */
const SETTLE_MS = 50
/** How long a browser waits before it connects again after the stream ended (ms). */
const RETRY_MS = 3000

/** A version of a watched map's pins, and the value it was encoded from when the cache keeps it. */
interface Pins {
  version: string
  value: unknown
}

/**
 * The visitors watching a map's pins (`GET …/basemap/…/changes`, server-sent events): when a
 * write changed the pins of a watched map, each watcher hears the new version (`event: pins`,
 * the ETag of `GET /items/basemap/…`) with the rows that changed since the version before
 * (`from`, `rows`, `removed`) when the cache patched them, and otherwise reads them again — a
 * staff edit reaches the open maps within a second or two, with no visitor polling and, on a
 * 100,000-place map, without 2 MB read again by every open map. Only watched maps are
 * recomputed.
 */
export class PinWatchers {
  private readonly streams = new Map<number | null, Set<ServerResponse>>()
  private readonly versions = new Map<number | null, Pins>()
  private timer: NodeJS.Timeout | undefined
  private looking: Promise<void> | undefined
  private again = false

  constructor(private readonly app: FastifyInstance) {
    const tables = new Set(depNames(BASEMAP_TABLES))
    app.hotCache.onInvalidate((table) => {
      if (table === '*' || tables.has(table)) this.schedule()
    })
    // Open streams would hold the server's close up until their visitors leave.
    app.addHook('preClose', (done) => {
      clearTimeout(this.timer)
      for (const set of this.streams.values()) for (const res of set) res.end()
      this.streams.clear()
      done()
    })
  }

  /** Takes the request over as an event stream of `branchId`'s pins; starts with their version now. */
  async open(reply: FastifyReply, branchId: number | null): Promise<void> {
    const pins = await this.pins(branchId)
    reply.hijack()
    const res = reply.raw
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx and other proxies pass each event on as it comes.
      'x-accel-buffering': 'no',
      // Nothing else is ever sent on this connection: it ends with the stream.
      connection: 'close',
    })
    res.write(`retry: ${RETRY_MS}\n\n${pinsEvent({ version: pins.version })}`)
    if (!this.versions.has(branchId)) this.versions.set(branchId, pins)
    const set = this.streams.get(branchId) ?? new Set<ServerResponse>()
    this.streams.set(branchId, set)
    set.add(res)
    const keepAlive = setInterval(() => res.write(':\n\n'), KEEPALIVE_MS).unref()
    res.on('close', () => {
      clearInterval(keepAlive)
      set.delete(res)
      if (set.size > 0 || this.streams.get(branchId) !== set) return
      // Unwatched, the map's version goes too: a later watcher starts from what it is told then.
      this.streams.delete(branchId)
      this.versions.delete(branchId)
    })
  }

  private async pins(branchId: number | null): Promise<Pins> {
    // The rows only when the cache keeps them (for the delta): a small map's are not parsed.
    const { key, options, compute } = basemapRead(this.app.database.db, branchId)
    const { etag, value } = await this.app.hotCache.freshValue(key, options, compute)
    return { version: etag, value }
  }

  private schedule(): void {
    if (this.streams.size === 0) return
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.look(), SETTLE_MS).unref()
  }

  /** Tells each watched map's watchers of a new version; one look at a time, again if asked meanwhile. */
  private async look(): Promise<void> {
    if (this.looking) {
      this.again = true
      return
    }
    this.looking = (async () => {
      for (const [branchId, set] of [...this.streams]) {
        const pins = await this.pins(branchId).catch((err: unknown) => {
          this.app.log.warn({ err, branchId }, 'the pins of a watched map could not be computed')
          return undefined
        })
        const last = this.versions.get(branchId)
        if (pins === undefined || last?.version === pins.version) continue
        this.versions.set(branchId, pins)
        const delta = last && pinsDelta(last.value, pins.value)
        const event = pinsEvent({
          version: pins.version,
          ...(delta ? { from: last.version, rows: delta.rows, removed: delta.removed } : {}),
        })
        for (const res of set) res.write(event)
      }
    })()
    await this.looking
    this.looking = undefined
    if (this.again) {
      this.again = false
      await this.look()
    }
  }
}

const pinsEvent = (event: PinsEvent) => `event: pins\ndata: ${JSON.stringify(event)}\n\n`
