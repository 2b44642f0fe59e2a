import { IdParam, Problem } from '@quo/contract'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'

export const IdParams = z.object({ id: IdParam })

const staffErrors = { 400: Problem, 401: Problem, 403: Problem, 404: Problem, 409: Problem, 413: Problem }

/**
 * Route options of a staff endpoint: bearer token with the staff role required, documented
 * as such, and every problem answer listed. Staff answers are never cached.
 */
export function staffRoute<S extends { response: Record<number, z.ZodType> }>(
  app: FastifyInstance,
  schema: S,
) {
  return {
    schema: {
      tags: ['staff'],
      security: [{ bearer: [] }],
      ...schema,
      response: { ...staffErrors, ...schema.response },
    },
    // Before body validation: a caller without a token learns nothing about the payload.
    onRequest: app.requireStaff,
    onSend: noStore,
  }
}

async function noStore(_request: unknown, reply: { header(name: string, value: string): unknown }) {
  reply.header('cache-control', 'no-store')
}
