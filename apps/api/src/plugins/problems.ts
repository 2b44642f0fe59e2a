import { STATUS_CODES } from 'node:http'
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import {
  Conflict,
  type DomainError,
  InvalidInput,
  NotAllowed,
  NotFound,
  TooLarge,
  UnsupportedType,
} from '../repositories/domainErrors.js'

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  // RFC 9110's name; Node's table still says "Payload Too Large".
  413: 'Content Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
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

/** The status of each outcome repositories and services report (`repositories/domainErrors.ts`). */
const DOMAIN_STATUS: [new (...args: never[]) => DomainError, number][] = [
  [InvalidInput, 400],
  [NotAllowed, 403],
  [NotFound, 404],
  [Conflict, 409],
  [TooLarge, 413],
  [UnsupportedType, 415],
]

/** The problem a repository's or service's outcome answers with; undefined for any other error. */
function domainProblem(error: unknown): ProblemInit | undefined {
  for (const [kind, status] of DOMAIN_STATUS) {
    if (error instanceof kind) {
      return { status, detail: error.message, ...(error.errors ? { errors: error.errors } : {}) }
    }
  }
  return undefined
}

export interface ProblemInit {
  status: number
  detail?: string
  errors?: { path: string; message: string }[]
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json; charset=utf-8'

export function problemTitle(status: number): string {
  return TITLES[status] ?? STATUS_CODES[status] ?? (status < 500 ? 'Bad Request' : 'Internal Server Error')
}

/** The RFC 9457 body; `instance` is left out where no request line could be read. */
export function problemDocument({ status, detail, errors }: ProblemInit, instance?: string): string {
  return JSON.stringify({
    type: 'about:blank',
    title: problemTitle(status),
    status,
    ...(detail ? { detail } : {}),
    ...(instance !== undefined ? { instance } : {}),
    ...(errors ? { errors } : {}),
  })
}

/** Sends an RFC 9457 problem document. */
export function sendProblem(reply: FastifyReply, problem: ProblemInit): FastifyReply {
  return reply
    .code(problem.status)
    .header('content-type', PROBLEM_CONTENT_TYPE)
    .header('cache-control', 'no-store')
    .send(problemDocument(problem, reply.request.url))
}

/**
 * Every error leaves as problem+json: validation failures as 400 with field paths, client
 * errors with their own status, anything else as a 500 that never shows internals.
 */
export const problems = fp(async (app: FastifyInstance) => {
  // Replaces Fastify's own 503 while closing (`return503OnClosing`), whose body is plain JSON:
  // requests that still arrive on open connections are told to go elsewhere.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return
    reply.header('connection', 'close').header('retry-after', '1')
    return sendProblem(reply, { status: 503, detail: 'The server is shutting down' })
  })
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
    const outcome = domainProblem(error)
    if (outcome) return sendProblem(reply, outcome)
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) return sendProblem(reply, { status, detail: error.message })
    request.log.error({ err: error }, 'request failed')
    return sendProblem(reply, { status: status >= 500 && status < 600 ? status : 500 })
  })
})
