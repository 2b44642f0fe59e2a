import { JSON_DEPTH_LIMIT } from '@quo/contract'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { HttpProblem } from './problems.js'

const OPEN_BRACKET = 0x5b // [
const CLOSE_BRACKET = 0x5d // ]
const OPEN_BRACE = 0x7b // {
const CLOSE_BRACE = 0x7d // }
const QUOTE = 0x22 // "
const BACKSLASH = 0x5c // \

/**
 * Whether JSON text nests objects and arrays deeper than `limit`, by one pass over its
 * characters (brackets inside strings do not count). Malformed text is left to the parser.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === BACKSLASH) i++
      else if (c === QUOTE) inString = false
    } else if (c === QUOTE) inString = true
    else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > limit) return true
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth--
  }
  return false
}

/**
 * Fastify's JSON body parser, behind a depth check on the raw text. Everything after parsing
 * (schema checks, the hostile-string walk, the database driver's JSON.stringify, the response
 * serializer) walks the value, some of it recursively: a small body of deeply nested brackets
 * would exhaust the stack (a 500) or hold the event loop for seconds. The scan is linear in
 * the body, so even the largest body a route accepts is refused in milliseconds.
 */
export const jsonBodies = fp(async (app: FastifyInstance) => {
  // Prototype poisoning is refused as Fastify refuses it by default.
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, JSON_DEPTH_LIMIT)) {
      done(new HttpProblem(400, `The JSON body nests deeper than ${JSON_DEPTH_LIMIT} levels`), undefined)
      return
    }
    parse(request, body as string, done)
  })
})
