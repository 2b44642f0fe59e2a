import { AuthConfig } from '@quo/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/**
 * How the staff dashboard signs in, read by the app at start so one build serves every
 * deployment: the issuer (`QUO_OIDC_ISSUER`, or the embedded one under `/idp`), the client id
 * (`QUO_OIDC_CLIENT_ID`; the embedded issuer's `quo-web`) and the scope (`QUO_OIDC_SCOPE`).
 */
export const authConfig: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/config',
    { schema: { tags: ['system'], response: { 200: AuthConfig } } },
    async (_request, reply) => {
      // Configuration may change with a restart; the dashboard asks once per page load.
      reply.header('cache-control', 'no-cache')
      return app.authConfig
    },
  )
}
