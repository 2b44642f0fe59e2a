import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { type Table, tableName } from '../db/tables.js'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** A response body ready to send in any encoding a client accepts. */
export interface CachedBody {
  readonly etag: string
  readonly identity: Buffer
  readonly gzip: Buffer
  readonly br: Buffer
  /** Epoch ms after which the entry is recomputed (time-dependent reads), or Infinity. */
  readonly expiresAt: number
  readonly contentType: string
  /** Already-compressed formats (PNG) are sent as they are. */
  readonly compressible: boolean
}

/**
 * The drizzle tables a cached value is computed from. Tables, not names: a table that does
 * not exist is a type error, where a misspelt name would leave the value silently stale.
 */
export type CacheDeps = readonly Table[]

/** The SQL names of `deps`, as the change feed reports changed tables. */
export function depNames(deps: CacheDeps): readonly string[] {
  return deps.map(tableName)
}

/** What a hot read computes: its value, and when it ages by itself ("events not yet ended"). */
export interface Computed<T = unknown> {
  value: T
  /** Epoch ms after which the value is recomputed; never when absent. */
  expiresAt?: number
}

interface Entry {
  deps: readonly string[]
  body: CachedBody
  /** How it was computed, to compute it again in the background (slow entries only). */
  source?: { options: CacheOptions; compute: () => Promise<Computed> }
  /** A table it reads changed, or it expired: it is served while its successor is computed. */
  stale?: boolean
  /** The computed value, kept for a slow entry that can be patched (`CacheOptions.patch`). */
  value?: unknown
  /** The items changes named since it was computed, or `all` when one named none. */
  changed?: Set<number> | 'all' | undefined
}

/**
 * A patched value whose body is known but still being compressed: its version (the ETag it
 * will be served with) and the value, for readers that need only those (a change stream's
 * watchers, tiles cut from the rows), so a staff edit does not wait for 8 MB to be compressed
 * on its way to the map.
 */
export interface FreshValue {
  etag: string
  expiresAt: number
  /** The computed value, for a patchable entry; otherwise only its JSON (`identity`). */
  value?: unknown
  identity: Buffer
}

interface Announced extends FreshValue {
  /** The cache's stamp of its deps when the value was computed: it is fresh while that holds. */
  stamp: string
}

/** What a hot read was answered with. `stale`: a slow value's last body while the next computes. */
export type CacheRead = 'hit' | 'shared' | 'miss' | 'stale'

/**
 * A value that takes this long to compute (a 100,000-place branch's pins: ~5 s) is never
 * recomputed on a visitor's request after a change: its last body is served, for as long as
 * the next one takes, while the cache computes that in the background. Faster values are
 * dropped and computed by the next reader, who then waits less than this.
 */
const SLOW_COMPUTE_MS = 500

/**
 * How long writes must pause before a stale slow value is computed again. Its computation holds
 * the database for as long as it takes (PGlite runs one statement at a time): begun after every
 * write, it made a run of staff saves on a 5,700-place branch wait behind it (create p95 83 →
 * 694 ms). Waiting for the pause keeps a burst of writes fast and costs one edit this much.
 */
const REFRESH_QUIET_MS = 400

/**
 * The pause before a change that names its items is patched in: a patch reads just those rows
 * (30–120 ms at 100,000 places) and holds the database no longer than the save did, so a
 * staff edit waits this much instead of `REFRESH_QUIET_MS` on its way to the map.
 */
const PATCH_QUIET_MS = 100

/** How long a quickly compressed patched body stands before it is compressed at full quality. */
const RECOMPRESS_AFTER_MS = 5_000

/**
 * Bodies from this size on stand twelve times as long before full compression: 40 MB of pins
 * (380,000 places) take about 4 s of a core at brotli 5 and gzip 6, and during an editing
 * session each version was compressed again, crowding out the edits' way to the map.
 */
const LARGE_BODY_BYTES = 16 * 1024 * 1024

export interface CacheOptions {
  /** Tables the value is computed from; a change to any of them drops the entry. */
  deps: CacheDeps
  /** Turns the computed value into a body; JSON with br and gzip by default. */
  encode?: (value: unknown, expiresAt: number) => Promise<CachedBody>
  /**
   * For a slow value made of one part per item: computes the value again from the last one
   * and the items changes named (`invalidate(table, itemIds)`), instead of from scratch. A
   * change that names no items still recomputes it whole.
   */
  patch?: (value: unknown, itemIds: readonly number[], expiresAt: number) => Promise<Computed>
  /**
   * How long changes must pause before this slow value is computed again, when longer than
   * the cache's (`HotCacheOptions.refreshQuietMs`): for a value nobody waits on after an edit,
   * whose computation would hold the process while the edit is on its way to the open maps.
   */
  refreshQuietMs?: number
}

export interface HotCacheOptions {
  /** Most entries kept; the oldest go first. Per-item reads would otherwise grow unbounded. */
  maxEntries?: number
  /**
   * Told how each read was answered: from memory, by joining a computation, by computing, or
   * with a slow value's last body while the next computes.
   */
  onRead?: ((result: CacheRead) => void) | undefined
  /** Values slower than this are recomputed in the background (default `SLOW_COMPUTE_MS`). */
  slowComputeMs?: number
  /** Told of a background computation that failed; its entry stays stale and is tried again. */
  onRefreshError?: ((key: string, error: unknown) => void) | undefined
  /** Pause in changes before a stale slow value is computed again (default `REFRESH_QUIET_MS`). */
  refreshQuietMs?: number
  /** How long a quickly compressed patched body stands before full compression (default 5 s). */
  recompressAfterMs?: number
}

/** A wait that ends once `ms` pass without a `restart`. */
class QuietWait {
  readonly done: Promise<void>
  private end: () => void = () => undefined
  private timer: NodeJS.Timeout | undefined

  constructor(private readonly ms: number) {
    this.done = new Promise((resolve) => {
      this.end = resolve
    })
    this.restart()
  }

  restart(): void {
    clearTimeout(this.timer)
    this.timer = setTimeout(this.end, this.ms)
    // A pending refresh never holds a stopping process open.
    this.timer.unref()
  }

  /** Ends the wait now. */
  cut(): void {
    clearTimeout(this.timer)
    this.end()
  }
}

/**
 * Serialised, pre-compressed bodies of hot reads, dropped when the tables they were computed
 * from change. The change feed calls {@link invalidate}; nothing else ages entries except an
 * explicit expiry, so a read costs one map lookup. A slow value (`SLOW_COMPUTE_MS`) is not
 * dropped but recomputed in the background once the changes pause, its last body served
 * meanwhile: a staff edit never makes the next visitor wait for a big branch's pins.
 */
export class HotCache {
  private readonly entries = new Map<string, Entry>()
  private readonly pending = new Map<string, Promise<CachedBody>>()
  private readonly versions = new Map<string, number>()
  private readonly maxEntries: number
  private readonly onRead: HotCacheOptions['onRead']
  private generation = 0
  private readonly listeners = new Set<(table: string) => void>()
  /** Background computations of stale slow entries, by key, from their quiet wait on. */
  private readonly refreshing = new Map<string, Promise<void>>()
  /** Stale slow entries waiting for a pause in changes, by key. */
  private readonly quiet = new Map<string, QuietWait>()
  private readonly slowComputeMs: number
  private readonly refreshQuietMs: number
  private readonly onRefreshError: HotCacheOptions['onRefreshError']
  private readonly recompressAfterMs: number
  /** Patched values whose bodies are being compressed, by key (`FreshValue`). */
  private readonly announced = new Map<string, Announced>()
  /** Readers waiting for the next announced value of a key. */
  private readonly announcing = new Map<string, { next: Promise<void>; tell: () => void }>()

  constructor(options: HotCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 10_000
    this.onRead = options.onRead
    this.slowComputeMs = options.slowComputeMs ?? SLOW_COMPUTE_MS
    this.refreshQuietMs = options.refreshQuietMs ?? REFRESH_QUIET_MS
    this.onRefreshError = options.onRefreshError
    this.recompressAfterMs = options.recompressAfterMs ?? RECOMPRESS_AFTER_MS
  }

  get size(): number {
    return this.entries.size
  }

  /**
   * The body `key` is served with now and, for a patchable entry, the value it was encoded
   * from: to tell watchers what a patch changed.
   */
  current(key: string): { body: CachedBody; value: unknown } | undefined {
    const entry = this.entries.get(key)
    return entry && { body: entry.body, value: entry.value }
  }

  /** Whether `key` has a body to serve now, fresh or (a slow value's) stale. */
  has(key: string): boolean {
    return this.entries.has(key)
  }

  /** Returns the cached body for `key`, computing it once for concurrent callers. */
  get(key: string, options: CacheOptions, compute: () => Promise<Computed>): Promise<CachedBody> {
    const entry = this.entries.get(key)
    if (entry && !entry.stale && entry.body.expiresAt > Date.now()) {
      this.onRead?.('hit')
      return Promise.resolve(entry.body)
    }
    if (entry?.source) {
      this.onRead?.('stale')
      // Its successor is known and only being compressed: a reader who heard of the new
      // version (the change stream tells it at once) must not get the old body under it.
      const refresh = this.refreshing.get(key)
      if (refresh && this.freshAnnounced(key, entry.deps))
        return refresh.then(() => (this.entries.get(key) ?? entry).body)
      this.refresh(key, entry)
      return Promise.resolve(entry.body)
    }
    const inFlight = this.pending.get(key)
    if (inFlight) {
      this.onRead?.('shared')
      return inFlight
    }
    this.onRead?.('miss')
    const promise = this.fill(key, options, compute).finally(() => this.pending.delete(key))
    this.pending.set(key, promise)
    return promise
  }

  /**
   * Like {@link get}, but never answers a stale body: {@link freshValue}'s wait for a value that
   * was not announced early, read by values computed from it (a picture of a branch's pins),
   * which would otherwise keep a stale input as fresh.
   */
  private async getFresh(
    key: string,
    options: CacheOptions,
    compute: () => Promise<Computed>,
  ): Promise<CachedBody> {
    for (;;) {
      const entry = this.entries.get(key)
      const refresh = this.refreshing.get(key)
      if (!entry?.stale || !refresh) return this.get(key, options, compute)
      await refresh
      // A failed or overtaken refresh leaves the entry stale; compute it here then.
      if (this.entries.get(key)?.stale && !this.refreshing.has(key)) {
        this.entries.delete(key)
        return this.get(key, options, compute)
      }
    }
  }

  /**
   * The current value of `key`, never a stale one, as soon as it is known: a patched value is
   * answered while its body is still being compressed (`FreshValue`), others once their body
   * is ready (then with the value when the entry keeps it).
   */
  async freshValue(
    key: string,
    options: CacheOptions,
    compute: () => Promise<Computed>,
  ): Promise<FreshValue> {
    const deps = depNames(options.deps)
    for (;;) {
      const early = this.freshAnnounced(key, deps)
      if (early) return early
      const entry = this.entries.get(key)
      const refresh = this.refreshing.get(key)
      if (!entry?.stale || !refresh) break
      await Promise.race([refresh, this.nextAnnounced(key)])
      if (this.freshAnnounced(key, deps)) continue
      if (this.refreshing.has(key)) continue
      // A failed or overtaken refresh leaves the entry stale: computed whole below.
      if (this.entries.get(key)?.stale) this.entries.delete(key)
      break
    }
    const body = await this.getFresh(key, options, compute)
    const now = this.entries.get(key)
    const value = now?.body.etag === body.etag ? now.value : undefined
    return {
      etag: body.etag,
      expiresAt: body.expiresAt,
      identity: body.identity,
      ...(value !== undefined ? { value } : {}),
    }
  }

  private freshAnnounced(key: string, deps: readonly string[]): Announced | undefined {
    const early = this.announced.get(key)
    return early && early.stamp === this.stamp(deps) ? early : undefined
  }

  private nextAnnounced(key: string): Promise<void> {
    let waiting = this.announcing.get(key)
    if (!waiting) {
      let tell: () => void = () => undefined
      const next = new Promise<void>((resolve) => {
        tell = resolve
      })
      waiting = { next, tell }
      this.announcing.set(key, waiting)
    }
    return waiting.next
  }

  /** Tells the readers waiting for `key` that its next value is known (`freshValue`). */
  private announce(key: string, value: Announced): void {
    this.announced.set(key, value)
    const waiting = this.announcing.get(key)
    this.announcing.delete(key)
    waiting?.tell()
  }

  /** Calls `listener` on every invalidation, for caches of derived values kept elsewhere. */
  onInvalidate(listener: (table: string) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /**
   * Drops every entry computed from `table`; `*` drops everything. `itemIds`: the change
   * touched only these items' rows of `table`, so a patchable entry patches just them.
   */
  invalidate(table: string, itemIds?: readonly number[]): void {
    for (const listener of this.listeners) listener(table)
    if (table === '*') {
      this.generation++
      this.entries.clear()
      this.pending.clear()
      this.announced.clear()
      // Their refreshes end at once and find a newer generation: nothing is computed.
      for (const wait of this.quiet.values()) wait.cut()
      return
    }
    this.versions.set(table, (this.versions.get(table) ?? 0) + 1)
    for (const [key, entry] of this.entries) {
      if (!entry.deps.includes(table)) continue
      if (!entry.source) {
        this.entries.delete(key)
        continue
      }
      if (itemIds && entry.value !== undefined && entry.changed !== 'all') {
        entry.changed ??= new Set()
        for (const id of itemIds) entry.changed.add(id)
      } else entry.changed = 'all'
      this.refresh(key, entry, { postpone: true })
    }
    for (const key of this.pending.keys()) this.pending.delete(key)
  }

  /**
   * Computes a slow entry again in the background once changes pause (`refreshQuietMs`; a
   * change in the pause, `postpone`, starts it over), once at a time per key; a change that
   * lands while computing leaves it stale, and the refresh starts over.
   */
  private refresh(key: string, entry: Entry, { postpone = false } = {}): void {
    entry.stale = true
    if (!entry.source) return
    const waiting = this.quiet.get(key)
    if (waiting) {
      if (postpone) waiting.restart()
      return
    }
    if (this.refreshing.has(key)) return
    const { options, compute } = entry.source
    const generation = this.generation
    const patching = options.patch !== undefined && entry.value !== undefined && entry.changed instanceof Set
    const quietMs = Math.max(this.refreshQuietMs, options.refreshQuietMs ?? 0)
    const wait = new QuietWait(patching ? Math.min(PATCH_QUIET_MS, quietMs) : quietMs)
    this.quiet.set(key, wait)
    const done = wait.done
      .then(async () => {
        this.quiet.delete(key)
        if (this.generation !== generation) return
        const now = this.entries.get(key)
        const changed = now?.changed
        if (now) now.changed = undefined
        const { patch } = options
        if (patch && now?.value !== undefined && changed instanceof Set) {
          const { value, body } = now
          await this.fill(key, options, () => patch(value, [...changed], body.expiresAt), {
            source: { options, compute },
          })
        } else await this.fill(key, options, compute)
      })
      .then(
        () => {
          this.refreshing.delete(key)
          const now = this.entries.get(key)
          if (now?.stale && this.generation === generation) this.refresh(key, now)
        },
        (error: unknown) => {
          this.refreshing.delete(key)
          this.onRefreshError?.(key, error)
        },
      )
    this.refreshing.set(key, done)
  }

  /**
   * Computes and encodes `key`'s value and keeps it. `patched`: `compute` patches a slow
   * entry's last value (`source` is how to compute it whole), which stays slow however fast.
   */
  private async fill(
    key: string,
    options: CacheOptions,
    compute: () => Promise<Computed>,
    patched?: { source: NonNullable<Entry['source']> },
  ): Promise<CachedBody> {
    const deps = depNames(options.deps)
    const before = this.stamp(deps)
    const started = performance.now()
    const { value, expiresAt = Number.POSITIVE_INFINITY } = await compute()
    const last = this.entries.get(key)
    const body = await this.encoded(
      key,
      options,
      value,
      expiresAt,
      patched ? { from: last, stamp: before } : undefined,
    )
    const source =
      patched?.source ??
      (performance.now() - started >= this.slowComputeMs ? { options, compute } : undefined)
    const unchanged = this.stamp(deps) === before
    // A patchable value is kept even when changes landed while computing: they named their
    // items on the last entry (or named none: `all`), and are patched in next.
    const patchable = source !== undefined && options.patch !== undefined
    const since = unchanged ? undefined : last?.source ? (last.changed ?? 'all') : 'all'
    // A change that landed while computing may not be in `value`: serve it once, keep nothing
    // (a slow value's last body stays, marked stale, and its refresh starts over).
    if (this.announced.get(key)?.etag === body.etag) this.announced.delete(key)
    if (unchanged || patchable) {
      if (!last && this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value
        if (oldest !== undefined) this.entries.delete(oldest)
      }
      const entry: Entry = {
        deps,
        body,
        ...(source ? { source } : {}),
        ...(patchable ? { value } : {}),
        ...(since ? { stale: true, changed: since } : {}),
      }
      this.entries.set(key, entry)
      // Joins the running refresh when there is one (it starts again on a stale entry).
      if (since) this.refresh(key, entry)
    }
    return body
  }

  /**
   * The body of `value`. A patch that changed nothing keeps the last body; a patched JSON body
   * is announced (`freshValue`) as soon as its ETag is known, compressed quickly (8.7 MB of
   * pins: brotli 3 and gzip 1 about 0.2 s of a core, brotli 5 and gzip 6 about 0.7 s) and
   * fully once it stood 5 s.
   */
  private async encoded(
    key: string,
    options: CacheOptions,
    value: unknown,
    expiresAt: number,
    patched: { from: Entry | undefined; stamp: string } | undefined,
  ): Promise<CachedBody> {
    const last = patched?.from
    if (last && value === last.value)
      return expiresAt === last.body.expiresAt ? last.body : { ...last.body, expiresAt }
    if (!patched || options.encode) return (options.encode ?? encode)(value, expiresAt)
    const identity = Buffer.from(JSON.stringify(value))
    const etag = etagOf(identity)
    // Changes that landed while it was patched are not in it: it is nobody's current value.
    if (this.stamp(depNames(options.deps)) === patched.stamp)
      this.announce(key, { etag, expiresAt, value, identity, stamp: patched.stamp })
    const quick = await compressed(identity, JSON_TYPE, expiresAt, 3, true, 1, etag)
    this.recompress(key, quick)
    return quick
  }

  /** Compresses a quickly compressed body at full quality once it has stood for a while. */
  private recompress(key: string, quick: CachedBody): void {
    setTimeout(
      () => {
        const entry = this.entries.get(key)
        if (entry?.body !== quick) return
        void compressedJson(quick.identity, quick.expiresAt).then((full) => {
          // Only if nothing replaced it meanwhile; the ETag is the same, the bytes smaller.
          if (entry.body === quick && this.entries.get(key) === entry) entry.body = full
        })
      },
      this.recompressAfterMs * (quick.identity.length >= LARGE_BODY_BYTES ? 12 : 1),
    ).unref()
  }

  private stamp(deps: readonly string[]): string {
    return `${this.generation}:${deps.map((d) => this.versions.get(d) ?? 0).join(',')}`
  }
}

async function encode(value: unknown, expiresAt = Number.POSITIVE_INFINITY): Promise<CachedBody> {
  return compressedJson(Buffer.from(JSON.stringify(value)), expiresAt)
}

function compressedJson(identity: Buffer, expiresAt: number): Promise<CachedBody> {
  // Large bodies are recomputed after every relevant write, and until then a staff edit waits
  // to show: a 100,000-place branch's 8 MB of pins took 1.5 s at brotli 9 and gzip 9, and takes
  // 0.5 s at brotli 5 and gzip 6 for 3 % more bytes. Small ones get brotli's best.
  const large = identity.length > 256 * 1024
  return compressed(identity, JSON_TYPE, expiresAt, large ? 5 : 11, true, large ? 6 : 9)
}

/**
 * A JSON body for one request only (an answer computed for one visitor's position), compressed
 * at a quality that costs about a millisecond, to send with {@link sendCached} like a hot read.
 */
export function encodeJsonOnce(value: unknown): Promise<CachedBody> {
  return compressed(Buffer.from(JSON.stringify(value)), JSON_TYPE, Number.POSITIVE_INFINITY, 5, true)
}

async function compressed(
  identity: Buffer,
  contentType: string,
  expiresAt: number,
  quality: number,
  text: boolean,
  gzipLevel = 9,
  etag = etagOf(identity),
): Promise<CachedBody> {
  const [gzipped, br] = await Promise.all([
    gz(identity, { level: gzipLevel }),
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: text ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ])
  return {
    etag,
    identity,
    gzip: gzipped,
    br,
    expiresAt,
    contentType,
    compressible: true,
  }
}

const JSON_TYPE = 'application/json; charset=utf-8'

function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`
}

/** Encoder for bodies that are bytes already in their final format, such as PNG tiles. */
export function binaryEncoder(contentType: string) {
  return async (value: unknown, expiresAt: number): Promise<CachedBody> => {
    const bytes = value as Buffer
    return {
      etag: etagOf(bytes),
      identity: bytes,
      gzip: bytes,
      br: bytes,
      expiresAt,
      contentType,
      compressible: false,
    }
  }
}

/**
 * Encoder for binary bodies that still compress well, such as vector tiles and glyph ranges.
 * They are many and small, so brotli runs at a quality that costs milliseconds, not tens.
 */
export function compressibleBinaryEncoder(contentType: string) {
  return (value: unknown, expiresAt: number): Promise<CachedBody> =>
    compressed(Buffer.from(value as Uint8Array), contentType, expiresAt, 6, false)
}
