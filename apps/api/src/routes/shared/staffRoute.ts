import { IdParam, Problem } from '@quo/contract'
import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { MediaResponse } from '../../openapi/mediaResponses.js'

export const IdParams = z.object({ id: IdParam })

/**
 * The problems a staff endpoint can answer, from what it takes: any input can be invalid
 * (400); a path names a record and a body refers to records, either may be missing (404);
 * only a body can be too large (413), in another media type (415) or clash with a stored
 * record (409). Listing more would tell clients to handle answers that never come.
 */
function staffErrors(schema: {
  params?: unknown
  querystring?: unknown
  body?: unknown
  response?: unknown
}) {
  return {
    ...(schema.params || schema.querystring || schema.body ? { 400: Problem } : {}),
    401: Problem,
    403: Problem,
    ...(schema.params || schema.body ? { 404: Problem } : {}),
    ...(schema.body ? { 409: Problem, 413: Problem, 415: Problem } : {}),
  }
}

/**
 * Route options of a staff endpoint: bearer token with the staff role required, documented
 * as such, and every problem answer listed. Staff answers are never cached.
 */
export function staffRoute<S extends { response: Record<number, z.ZodType | MediaResponse> }>(
  app: FastifyInstance,
  schema: S,
) {
  return {
    schema: {
      tags: ['staff'],
      security: [{ bearer: [] }],
      ...schema,
      response: { ...staffErrors(schema), ...schema.response },
    },
    // Before body validation: a caller without a token learns nothing about the payload.
    onRequest: app.requireStaff,
    onSend: noStore,
  }
}

async function noStore(_request: unknown, reply: { header(name: string, value: string): unknown }) {
  reply.header('cache-control', 'no-store')
}
