import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

/** Thrown by handlers to answer with a client error; the error handler renders it. */
export class HttpProblem extends Error {
  constructor(
    readonly statusCode: number,
    detail: string,
    /** Field paths for a 400 the schema could not catch (e.g. rules that need the database). */
    readonly errors?: { path: string; message: string }[],
  ) {
    super(detail)
  }
}

export interface ProblemInit {
  status: number
  detail?: string
  errors?: { path: string; message: string }[]
}

/** Sends an RFC 9457 problem document. */
export function sendProblem(reply: FastifyReply, { status, detail, errors }: ProblemInit): FastifyReply {
  const title = TITLES[status] ?? (status < 500 ? 'Bad Request' : 'Internal Server Error')
  return reply
    .code(status)
    .header('content-type', 'application/problem+json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      JSON.stringify({
        type: 'about:blank',
        title,
        status,
        ...(detail ? { detail } : {}),
        instance: reply.request.url,
        ...(errors ? { errors } : {}),
      }),
    )
}

/**
 * Every error leaves as problem+json: validation failures as 400 with field paths, client
 * errors with their own status, anything else as a 500 that never shows internals.
 */
export const problems = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return sendProblem(reply, {
        status: 400,
        detail: `Invalid ${error.validationContext ?? 'request'}`,
        errors: error.validation.map((v) => ({
          path: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)]
            .filter(Boolean)
            .join('.'),
          message: v.message ?? 'invalid',
        })),
      })
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema')
      return sendProblem(reply, { status: 500 })
    }
    if (error instanceof HttpProblem) {
      return sendProblem(reply, {
        status: error.statusCode,
        detail: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      })
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) return sendProblem(reply, { status, detail: error.message })
    request.log.error({ err: error }, 'request failed')
    return sendProblem(reply, { status: status >= 500 && status < 600 ? status : 500 })
  })
})
