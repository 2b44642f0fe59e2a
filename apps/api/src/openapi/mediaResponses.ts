/**
 * A response whose body is not JSON (tiles, glyphs, pictures), for a route's `response`
 * map. It only documents: the handler sends bytes, which Fastify never serialises, and the
 * OpenAPI transform passes it through instead of converting it as a zod schema. A picture sent
 * in one of several types (AVIF or WebP) lists each, so a client knows exactly what comes.
 */
export function mediaResponse(
  description: string,
  mediaType: string | readonly string[],
  {
    text = false,
    headers,
  }: {
    text?: boolean
    /** Response headers: a JSON Schema with a description each. */
    headers?: Record<string, object>
  } = {},
) {
  const schema = text ? { type: 'string' } : { type: 'string', format: 'binary' }
  const types = typeof mediaType === 'string' ? [mediaType] : mediaType
  return {
    description,
    ...(headers ? { headers } : {}),
    content: Object.fromEntries(types.map((type) => [type, { schema }])) as Record<
      string,
      { schema: object }
    >,
  }
}

/**
 * A response without a body, such as a 304 to a revalidation (`type: 'null'` is how
 * @fastify/swagger is told to document no content).
 */
function emptyResponse(description: string, headers?: Record<string, object>) {
  return { type: 'null', description, ...(headers ? { headers } : {}) }
}

export type MediaResponse = ReturnType<typeof mediaResponse> | ReturnType<typeof emptyResponse>

export function isMediaResponse(value: unknown): value is MediaResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    !('_zod' in value) &&
    typeof (value as { description?: unknown }).description === 'string'
  )
}

/** Response headers as @fastify/swagger takes them: a JSON Schema each, with its description. */
const IMMUTABLE_HEADERS = {
  'Cache-Control': {
    type: 'string',
    description: '`public, max-age=31536000, immutable`: the URL names its bytes',
  },
  ETag: { type: 'string', description: 'Strong validator of the file' },
}

/**
 * A file under a URL that names its content (a hash), in one of `mediaTypes`: cached for a
 * year, and a revalidation with its ETag is answered 304 without a body.
 */
export function immutableFile(description: string, mediaTypes: readonly string[]) {
  return {
    200: mediaResponse(description, mediaTypes, { headers: IMMUTABLE_HEADERS }),
    304: emptyResponse('Not Modified: the `If-None-Match` ETag is the current one', IMMUTABLE_HEADERS),
  }
}
