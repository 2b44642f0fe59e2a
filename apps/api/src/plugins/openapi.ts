import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** OpenAPI 3 generated from the routes' zod schemas; served at /api/openapi.json. */
export const openapi = fp(async (app: FastifyInstance, { version }: { version: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'quo API',
        description: 'Public reads and staff writes of the quo regional map service.',
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
    transform: jsonSchemaTransform,
  })
})
