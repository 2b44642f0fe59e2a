import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { FastifyServerOptions } from 'fastify'

/** A request id a balancer or client may hand in; anything else gets a fresh one. */
const REQUEST_ID = /^[\w.:-]{1,128}$/

/** The request's id: the `X-Request-Id` a proxy sent when it is sane, else a new UUID. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id']
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID()
}

// The last label is letters, so a package path such as `end-of-stream@1.4.5` stays readable.
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,}\b/g
const IPV4 = /\b\d{1,3}(\.\d{1,3}){3}\b/g

/** A text with e-mail addresses and IPv4 addresses replaced, for messages that quote values. */
export function scrub(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(IPV4, '[address]')
}

interface LoggedError {
  type: string
  message: string
  stack: string
  [key: string]: unknown
}

/** Errors as pino writes them, without the addresses a database message may quote. */
function serializeError(err: Error & { code?: unknown }): LoggedError {
  const out: LoggedError = {
    type: err.constructor?.name ?? 'Error',
    message: scrub(err.message ?? String(err)),
    stack: scrub(err.stack ?? ''),
  }
  if (err.code !== undefined) out.code = err.code
  if (err.cause instanceof Error) out.cause = serializeError(err.cause)
  return out
}

/**
 * The server's logger: JSON lines with the request id (`reqId`) on every line written for a
 * request, requests described by method and path only (no query, no client address, no
 * headers), errors without e-mail or IP addresses. A client that hangs up mid-answer is
 * ordinary traffic, logged at debug rather than as an error.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (req: { method?: string; url?: string }) => ({
        method: req.method,
        path: req.url?.split('?')[0],
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
    hooks: {
      logMethod(args, method, levelValue) {
        const [first] = args as unknown[]
        // @fastify/compress logs the error itself, Fastify's own code `{ err }`.
        const err = (first instanceof Error ? first : (first as { err?: unknown } | undefined)?.err) as
          | { code?: string; message?: string }
          | undefined
        // Node's code, or the message of the `end-of-stream` helper static files are piped with.
        const hungUp = err?.code === 'ERR_STREAM_PREMATURE_CLOSE' || err?.message === 'premature close'
        if (levelValue >= 40 && hungUp) {
          this.debug(...(args as [string]))
          return
        }
        method.apply(this, args)
      },
    },
  }
}
