import { createRequire } from 'node:module'
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export interface RateLimitOptions {
  /** Shares counters across replicas; without it each process counts for itself. */
  redisUrl?: string | undefined
  /** Key prefix in Redis, so several deployments can share one server. */
  nameSpace?: string | undefined
}

/** Where the counters live now: in Redis for every replica, or in this process alone. */
export type RateLimitCounters = 'shared' | 'per-process'

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-process while the configured Redis does not answer (and always without one). */
    rateLimitCounters: () => RateLimitCounters
  }
}

type Counted = { current: number; ttl: number }
type Incr = (
  key: string,
  cb: (err: Error | null, res?: Counted) => void,
  timeWindow: number,
  max: number,
) => void
/** The stores of @fastify/rate-limit as they are built inside it; the typings only know the interface. */
interface CounterStore {
  incr: Incr
  child(routeOptions: unknown): CounterStore
}
type StoreCtor<A extends unknown[]> = new (...args: A) => CounterStore

// The plugin's own stores, so counting (keys, the Lua script, expiry) is exactly what it does
// with one store alone; the package has no exports map, so its files are reachable.
const require = createRequire(import.meta.url)
const RedisStore: StoreCtor<
  [boolean, boolean, unknown, string]
> = require('@fastify/rate-limit/store/RedisStore.js')
const LocalStore: StoreCtor<[boolean, boolean, number?]> = require('@fastify/rate-limit/store/LocalStore.js')

/** How long a write waits for Redis before it counts in the process instead. */
const COMMAND_TIMEOUT_MS = 500

/**
 * Counts in Redis while it answers and in the process while it does not. Redis is an
 * optimisation (one limit across replicas): its failure must never fail a visitor's write,
 * only make each replica count for itself until it is back.
 */
class FallbackStore implements CounterStore {
  constructor(
    private readonly shared: CounterStore,
    private readonly local: CounterStore,
    private readonly isUp: () => boolean,
    private readonly onFailure: (err: Error) => void,
  ) {}

  incr: Incr = (key, cb, timeWindow, max) => {
    if (!this.isUp()) return this.local.incr(key, cb, timeWindow, max)
    this.shared.incr(
      key,
      (err, res) => {
        if (!err) return cb(null, res)
        this.onFailure(err)
        this.local.incr(key, cb, timeWindow, max)
      },
      timeWindow,
      max,
    )
  }

  child(routeOptions: unknown): FallbackStore {
    return new FallbackStore(
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.isUp,
      this.onFailure,
    )
  }
}

/**
 * Per-IP limits for the anonymous writes. Routes opt in with `config.rateLimit`; a client
 * over its limit gets a problem+json 429 with Retry-After.
 */
export const rateLimits = fp(
  async (app: FastifyInstance, { redisUrl, nameSpace = 'quo-rate-limit:' }: RateLimitOptions) => {
    let redis: import('ioredis').Redis | undefined
    let down = false
    const fallBack = (err: unknown) => {
      if (down) return
      down = true
      // Once per outage: ioredis reports every failed reconnect, which would fill the log.
      app.log.warn(
        { err },
        'Redis does not answer: rate limits count per process until it is back (each replica allows the full limit)',
      )
    }
    if (redisUrl) {
      const { Redis } = await import('ioredis')
      redis = new Redis(redisUrl, {
        connectTimeout: 2000,
        commandTimeout: COMMAND_TIMEOUT_MS,
        maxRetriesPerRequest: 0,
        // A command while disconnected fails at once instead of waiting for a reconnect.
        enableOfflineQueue: false,
        // Keeps trying, at most every 5 s, so the shared counters come back with Redis.
        retryStrategy: (times) => Math.min(times * 200, 5000),
      })
      redis.on('error', fallBack)
      redis.on('ready', () => {
        if (!down) return
        down = false
        app.log.info('Redis answers again: rate limits are shared by every replica')
      })
      // The first requests count in Redis already, unless it does not answer at the start.
      const first = redis
      app.addHook('onReady', async () => {
        if (first.status === 'ready') return
        await new Promise<void>((resolve) => {
          const done = () => {
            first.off('ready', done).off('error', done)
            resolve()
          }
          first.once('ready', done).once('error', done)
        })
      })
      app.addHook('onClose', async () => {
        // quit() would wait for a server that may not be there.
        redis?.disconnect()
      })
    }
    const connected = () => redis?.status === 'ready' && !down
    app.decorate('rateLimitCounters', (): RateLimitCounters => (connected() ? 'shared' : 'per-process'))
    const local = () => new LocalStore(false, false)
    await app.register(rateLimit, {
      global: false,
      ...(redis
        ? {
            // The plugin builds its store with `new`; this one closes over the connection.
            store: class extends FallbackStore {
              constructor() {
                super(new RedisStore(false, false, redis, nameSpace), local(), connected, fallBack)
              }
            } as unknown as FastifyRateLimitStoreCtor,
          }
        : {}),
      errorResponseBuilder: (_request, context) => {
        const err = new Error(
          `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} s`,
        ) as Error & {
          statusCode: number
        }
        err.statusCode = 429
        return err
      },
    })
  },
)
