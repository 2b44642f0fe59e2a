import type { FastifyRequest } from 'fastify'
import { HttpProblem } from '../plugins/problems.js'

/** A host name or bracketed IP address with an optional port, as in a Host header. */
export const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/** Origin of the request as the client sees it (proxies' forwarded headers are trusted). */
export function originOf(request: FastifyRequest): string {
  if (!HOST.test(request.host)) throw new HttpProblem(400, 'Invalid Host header')
  return `${request.protocol}://${request.host.toLowerCase()}`
}
