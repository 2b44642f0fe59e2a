import { Problem } from '@quo/contract'
import { z } from 'zod'
import { problemTitle } from '../plugins/problems.js'
import { type OpenApiDocument, operationsOf } from './document.js'

const PROBLEM_MEDIA_TYPE = 'application/problem+json'

/** What a client can do about each status; the body says the rest. */
const DESCRIPTIONS: Record<number, string> = {
  400: 'The request does not match its schema or rules; `errors` names each field.',
  401: 'No bearer token, or one that is not valid.',
  403: 'The token does not carry the right to do this, or the request is refused.',
  404: 'No such record, or a record the request refers to does not exist.',
  409: 'The request conflicts with a stored record or its state.',
  413: 'The body is larger than the server accepts.',
  414: 'A path segment is longer than the router accepts (200 characters).',
  415: 'The body is not in a media type the operation accepts (JSON).',
  429: 'Too many requests from this client; try again after `Retry-After` seconds.',
  503: 'The server cannot answer now; try again after `Retry-After` seconds.',
}

const HEADERS: Record<number, Record<string, object>> = {
  401: {
    'WWW-Authenticate': {
      description: 'The Bearer challenge (RFC 6750)',
      schema: { type: 'string' },
    },
  },
  429: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
  503: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } },
}

/** `Content Too Large` → `ContentTooLarge`: the component's name. */
function responseName(status: number): string {
  return problemTitle(status).replace(/[^A-Za-z0-9]+/g, '')
}

function problemSchema(): object {
  const { $schema: _, ...schema } = z.toJSONSchema(Problem, { target: 'draft-2020-12', io: 'output' })
  return {
    ...schema,
    description: 'RFC 9457 problem details: the body of every error the server sends.',
    examples: [
      {
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'Invalid body',
        instance: '/api/items/details/',
        errors: [{ path: 'body.itemId', message: 'Invalid input: expected number, received undefined' }],
      },
    ],
  }
}

/**
 * The server sends every error as `application/problem+json` with one body shape, so each
 * error response of the document is a reference to one shared response per status, and the
 * body's schema is defined once as `Problem`, not repeated in every operation.
 */
export function referenceProblemResponses(doc: OpenApiDocument): void {
  const used = new Set<number>()
  for (const { operation } of operationsOf(doc)) {
    // The router itself refuses an over-long path segment (`maxParamLength`), before any
    // route's schema sees it: every operation with a path parameter can answer 414.
    const parameters = (operation.parameters ?? []) as { in?: string }[]
    if (operation.responses && parameters.some((p) => p.in === 'path')) operation.responses['414'] ??= {}
    for (const code of Object.keys(operation.responses ?? {})) {
      const status = Number(code)
      if (!(status >= 400 && status < 600) || !operation.responses) continue
      operation.responses[code] = { $ref: `#/components/responses/${responseName(status)}` }
      used.add(status)
    }
  }
  doc.components ??= {}
  doc.components.schemas = { ...doc.components.schemas, Problem: problemSchema() }
  doc.components.responses = {
    ...doc.components.responses,
    ...Object.fromEntries(
      [...used]
        .sort((a, b) => a - b)
        .map((status) => [
          responseName(status),
          {
            description: DESCRIPTIONS[status] ?? problemTitle(status),
            ...(HEADERS[status] ? { headers: HEADERS[status] } : {}),
            content: { [PROBLEM_MEDIA_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } },
          },
        ]),
    ),
  }
}
