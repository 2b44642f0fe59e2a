import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyServerOptions } from 'fastify'
import { PROBLEM_CONTENT_TYPE, problemDocument, problemTitle, sendProblem } from './problems.js'

// Fastify answers some requests before any route, hook or error handler sees them: Node's
// HTTP parser rejects a request it cannot read (431, 400, 408), the router one whose URL it
// cannot decode (400) or whose path parameter is too long (414), and a closing server every
// new request (503). Its built-in bodies are `application/json`; these options make them
// problem documents like every other error. They are constructor options of Fastify.

/** Anything that can be a request method, then a space: the start of a request line. */
const REQUEST_LINE_START = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+ /

/**
 * Node reports a too-long request line and too-long header fields alike (both count against
 * `maxHeaderSize`). When the rejected packet still has no line break after the method, the
 * request line itself did not fit: the URI is too long.
 */
function headerOverflowStatus(rawPacket: unknown): 414 | 431 {
  if (!Buffer.isBuffer(rawPacket)) return 431
  const head = rawPacket.subarray(0, 32).toString('latin1')
  return REQUEST_LINE_START.test(head) && !rawPacket.includes('\r\n') && !rawPacket.includes('\n') ? 414 : 431
}

function clientErrorStatus(error: Error & { code?: string; rawPacket?: unknown }): number {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return headerOverflowStatus(error.rawPacket)
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return 413
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408
    default:
      return 400
  }
}

const CLIENT_ERROR_DETAILS: Record<number, string> = {
  400: 'The request could not be parsed as HTTP',
  408: 'The request was not received in time',
  413: 'The chunk extensions are too large',
  414: 'The request line is longer than the server accepts',
  431: 'The request header fields are larger than the server accepts',
}

/** Written straight to the socket: no request object exists, so there is no `instance`. */
function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const status = clientErrorStatus(error)
  this.log.debug({ err: error, status }, 'unreadable request')
  // A response may already be on its way on this keep-alive socket; writing another
  // status line into it would corrupt it.
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
  if (socket.writable && !current?.headersSent) {
    const body = problemDocument({ status, detail: CLIENT_ERROR_DETAILS[status] })
    socket.write(
      `HTTP/1.1 ${status} ${problemTitle(status)}\r\n` +
        `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    )
  }
  socket.destroy(error)
}

const FRAMEWORK_DETAILS: Record<string, string> = {
  FST_ERR_BAD_URL: 'The URL is not valid percent-encoding',
  FST_ERR_MAX_PARAM_LENGTH: 'A path segment is longer than the server accepts',
}

const frameworkErrors = ((error: FastifyError, _request, reply) => {
  const status = error.statusCode ?? 400
  if (status >= 500) reply.log.error({ err: error }, 'request failed before routing')
  sendProblem(reply, {
    status,
    detail: status < 500 ? (FRAMEWORK_DETAILS[error.code] ?? error.message) : undefined,
  })
}) satisfies FastifyServerOptions['frameworkErrors']

/** Spread into `Fastify({ … })`; `problemsOnClose` answers what `return503OnClosing` did. */
export const transportProblemOptions = {
  clientErrorHandler,
  frameworkErrors,
  return503OnClosing: false,
} satisfies Partial<FastifyServerOptions>
