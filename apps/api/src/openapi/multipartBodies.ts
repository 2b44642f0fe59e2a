import { MEDIA_LIMITS, MediaUploadFields } from '@quo/contract'
import { z } from 'zod'
import { type OpenApiDocument, operationsOf } from './document.js'

const uploadFields = z.toJSONSchema(MediaUploadFields, { io: 'input' }) as {
  properties?: Record<string, unknown>
}

/**
 * Request bodies the handlers read themselves (multipart uploads, streamed rather than
 * validated by a body schema), so the document would otherwise show none.
 */
const MULTIPART_BODIES: Record<string, object> = {
  'POST /media/': {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['file'],
          properties: {
            file: {
              type: 'string',
              format: 'binary',
              description: `A JPEG, PNG or WebP image of at most ${MEDIA_LIMITS.maxBytes} bytes and ${MEDIA_LIMITS.maxPixels} pixels`,
            },
            ...uploadFields.properties,
          },
        },
      },
    },
  },
}

export function describeMultipartBodies(doc: OpenApiDocument): void {
  for (const { path, method, operation } of operationsOf(doc)) {
    const body = MULTIPART_BODIES[`${method.toUpperCase()} ${path}`]
    if (body) (operation as { requestBody?: object }).requestBody = body
  }
}
