import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export interface RateLimitOptions {
  /** Shares counters across replicas; without it each process counts for itself. */
  redisUrl?: string | undefined
  /** Key prefix in Redis, so several deployments can share one server. */
  nameSpace?: string | undefined
}

/**
 * Per-IP limits for the anonymous writes. Routes opt in with `config.rateLimit`; a client
 * over its limit gets a problem+json 429 with Retry-After.
 */
export const rateLimits = fp(
  async (app: FastifyInstance, { redisUrl, nameSpace = 'quo-rate-limit:' }: RateLimitOptions) => {
    let redis: import('ioredis').Redis | undefined
    if (redisUrl) {
      const { Redis } = await import('ioredis')
      redis = new Redis(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
      app.addHook('onClose', async () => {
        await redis?.quit()
      })
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace } : {}),
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
