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
}

export interface CacheOptions {
  /** Tables the value is computed from; a change to any of them drops the entry. */
  deps: CacheDeps
  /** Turns the computed value into a body; JSON with br and gzip by default. */
  encode?: (value: unknown, expiresAt: number) => Promise<CachedBody>
}

export interface HotCacheOptions {
  /** Most entries kept; the oldest go first. Per-item reads would otherwise grow unbounded. */
  maxEntries?: number
  /** Told how each read was answered: from memory, by joining a computation, or by computing. */
  onRead?: ((result: 'hit' | 'shared' | 'miss') => void) | undefined
}

/**
 * Serialised, pre-compressed bodies of hot reads, dropped when the tables they were computed
 * from change. The change feed calls {@link invalidate}; nothing else ages entries except an
 * explicit expiry, so a read costs one map lookup.
 */
export class HotCache {
  private readonly entries = new Map<string, Entry>()
  private readonly pending = new Map<string, Promise<CachedBody>>()
  private readonly versions = new Map<string, number>()
  private readonly maxEntries: number
  private readonly onRead: HotCacheOptions['onRead']
  private generation = 0
  private readonly listeners = new Set<(table: string) => void>()

  constructor(options: HotCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 10_000
    this.onRead = options.onRead
  }

  get size(): number {
    return this.entries.size
  }

  /** Returns the cached body for `key`, computing it once for concurrent callers. */
  get(key: string, options: CacheOptions, compute: () => Promise<Computed>): Promise<CachedBody> {
    const entry = this.entries.get(key)
    if (entry && entry.body.expiresAt > Date.now()) {
      this.onRead?.('hit')
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

  /** Calls `listener` on every invalidation, for caches of derived values kept elsewhere. */
  onInvalidate(listener: (table: string) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Drops every entry computed from `table`; `*` drops everything. */
  invalidate(table: string): void {
    for (const listener of this.listeners) listener(table)
    if (table === '*') {
      this.generation++
      this.entries.clear()
      this.pending.clear()
      return
    }
    this.versions.set(table, (this.versions.get(table) ?? 0) + 1)
    for (const [key, entry] of this.entries) if (entry.deps.includes(table)) this.entries.delete(key)
    for (const key of this.pending.keys()) this.pending.delete(key)
  }

  private async fill(
    key: string,
    options: CacheOptions,
    compute: () => Promise<Computed>,
  ): Promise<CachedBody> {
    const deps = depNames(options.deps)
    const before = this.stamp(deps)
    const { value, expiresAt = Number.POSITIVE_INFINITY } = await compute()
    const body = await (options.encode ?? encode)(value, expiresAt)
    // A change that landed while computing may not be in `value`: serve it once, keep nothing.
    if (this.stamp(deps) === before) {
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value
        if (oldest !== undefined) this.entries.delete(oldest)
      }
      this.entries.set(key, { deps, body })
    }
    return body
  }

  private stamp(deps: readonly string[]): string {
    return `${this.generation}:${deps.map((d) => this.versions.get(d) ?? 0).join(',')}`
  }
}

async function encode(value: unknown, expiresAt = Number.POSITIVE_INFINITY): Promise<CachedBody> {
  const identity = Buffer.from(JSON.stringify(value))
  // Large bodies are recomputed after every relevant write; brotli's top quality costs
  // seconds there for a few percent, so it is kept for small ones.
  return compressed(identity, JSON_TYPE, expiresAt, identity.length > 256 * 1024 ? 9 : 11, true)
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
): Promise<CachedBody> {
  const [gzipped, br] = await Promise.all([
    gz(identity, { level: 9 }),
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: text ? constants.BROTLI_MODE_TEXT : constants.BROTLI_MODE_GENERIC,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ])
  return {
    etag: etagOf(identity),
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
