/**
 * A response whose body is not JSON (tiles, glyphs, pictures), for a route's `response`
 * map. It only documents: the handler sends bytes, which Fastify never serialises, and the
 * OpenAPI transform passes it through instead of converting it as a zod schema.
 */
export function mediaResponse(description: string, mediaType: string, { text = false } = {}) {
  return {
    description,
    content: {
      [mediaType]: { schema: text ? { type: 'string' } : { type: 'string', format: 'binary' } },
    },
  }
}

export type MediaResponse = ReturnType<typeof mediaResponse>

export function isMediaResponse(value: unknown): value is MediaResponse {
  return typeof value === 'object' && value !== null && !('_zod' in value) && 'content' in value
}
