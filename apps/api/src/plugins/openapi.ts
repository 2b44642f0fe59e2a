import { STATUS_CODES } from 'node:http'
import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger'
import * as contract from '@quo/contract'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { describeConditionalReads } from '../openapi/conditionalReads.js'
import { type OpenApiDocument, operationsOf } from '../openapi/document.js'
import { isMediaResponse } from '../openapi/mediaResponses.js'
import { describeMultipartBodies } from '../openapi/multipartBodies.js'
import { namedSuccessSchemas } from '../openapi/namedSchemas.js'
import type { Operations } from '../openapi/operations.js'
import { PatternFlags } from '../openapi/patternFlags.js'
import { referenceProblemResponses } from '../openapi/problemResponses.js'

function nameOperations(doc: OpenApiDocument, operations: Operations): void {
  for (const { path, method, operation } of operationsOf(doc)) {
    const names = operations[`${method.toUpperCase()} ${path}`]
    if (names) {
      operation.operationId ??= names[0]
      operation.summary ??= names[1]
    }
    // Said outright, so a reader (and a linter) knows public operations need no token.
    operation.security ??= []
    for (const [code, response] of Object.entries(operation.responses ?? {})) {
      const described = response as { description?: string }
      if (described.description === 'Default Response') described.description = STATUS_CODES[code] ?? code
    }
  }
}

/** The two hooks of @fastify/swagger, sharing what one document's routes referenced. */
function documentTransforms(operations: Operations): {
  transform: SwaggerTransform
  transformObject: SwaggerTransformObject
} {
  const named = namedSuccessSchemas()
  // Every regex the document's schemas come from (the routes' and the contract's, which the
  // components and multipart bodies are made of): none may carry a flag the document would lose.
  const patterns = new PatternFlags()
  patterns.collect(Object.values(contract))
  return {
    // Converts the routes' zod schemas. Responses that are already OpenAPI (non-JSON bodies,
    // references to named schemas) would not survive the zod conversion, so they go around it.
    transform(input) {
      patterns.collect(input.schema)
      const response = input.schema?.response as Record<string, unknown> | undefined
      if (!response || input.schema.hide) return jsonSchemaTransform(input)
      const ready: Record<string, unknown> = {}
      const zod: Record<string, unknown> = {}
      for (const [code, schema] of Object.entries(response)) {
        const openapi = isMediaResponse(schema) ? schema : named.reference(code, schema)
        if (openapi) ready[code] = openapi
        else zod[code] = schema
      }
      const result = jsonSchemaTransform({ ...input, schema: { ...input.schema, response: zod } })
      const converted = result.schema.response as Record<string, unknown> | undefined
      return { ...result, schema: { ...result.schema, response: { ...converted, ...ready } } }
    },
    transformObject(input) {
      const doc = ('openapiObject' in input ? input.openapiObject : input.swaggerObject) as OpenApiDocument
      nameOperations(doc, operations)
      describeMultipartBodies(doc)
      named.define(doc)
      describeConditionalReads(doc)
      referenceProblemResponses(doc)
      patterns.assertNone()
      return doc as ReturnType<SwaggerTransformObject>
    },
  }
}

/**
 * OpenAPI 3.1 generated from the routes' zod schemas, their operations named from `operations`;
 * served at /api/openapi.json.
 */
export const openapi = fp(
  async (app: FastifyInstance, { version, operations }: { version: string; operations: Operations }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'quo API',
          description:
            'Public reads and staff writes of the quo regional map service. Every error is ' +
            '`application/problem+json` (RFC 9457).',
          version,
        },
        servers: [{ url: '/api' }],
        components: {
          securitySchemes: {
            bearer: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: 'Access token from the OpenID Connect issuer, with the staff role',
            },
          },
        },
      },
      ...documentTransforms(operations),
    })
  },
)
