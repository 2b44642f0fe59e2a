import type { ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { BASEMAP_TABLES } from '../repositories/basemapRepository.js'
import { basemapRead } from './basemapRead.js'
import { depNames } from './hotCache.js'

/** A comment line now and then keeps proxies and balancers from closing a quiet stream. */
const KEEPALIVE_MS = 25_000
/** Writes of one save (an item, its details, its tags) arrive as a burst: one look after it. */
const SETTLE_MS = 50
/** How long a browser waits before it connects again after the stream ended (ms). */
const RETRY_MS = 3000

/**
 * The visitors watching a map's pins (`GET …/basemap/…/changes`, server-sent events): when a
 * write changed the pins of a watched map, each watcher hears the new version (`event: pins`,
 * the ETag of `GET /items/basemap/…`) and reads them again — a staff edit reaches the open maps
 * within a second or two, with no visitor polling. Only watched maps are recomputed.
 */
export class PinWatchers {
  private readonly streams = new Map<number | null, Set<ServerResponse>>()
  private readonly versions = new Map<number | null, string>()
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
    const version = await this.version(branchId)
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
    res.write(`retry: ${RETRY_MS}\n\n${pinsEvent(version)}`)
    if (!this.versions.has(branchId)) this.versions.set(branchId, version)
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

  private async version(branchId: number | null): Promise<string> {
    const { key, options, compute } = basemapRead(this.app.database.db, branchId)
    return (await this.app.hotCache.getFresh(key, options, compute)).etag
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
        const version = await this.version(branchId).catch((err: unknown) => {
          this.app.log.warn({ err, branchId }, 'the pins of a watched map could not be computed')
          return undefined
        })
        if (version === undefined || this.versions.get(branchId) === version) continue
        this.versions.set(branchId, version)
        for (const res of set) res.write(pinsEvent(version))
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

const pinsEvent = (version: string) => `event: pins\ndata: ${JSON.stringify({ version })}\n\n`
