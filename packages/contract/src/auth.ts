import { z } from 'zod'

/**
 * How the staff dashboard signs in (docs/product.md §6), read at run time so one build works with the
 * embedded issuer and with Auth0, Keycloak …: the issuer's URL (its discovery document lives
 * under `/.well-known/openid-configuration`), the public client's id and the scope it asks for.
 */
export const AuthConfig = z.object({
  issuer: z.url(),
  clientId: z.string().min(1),
  scope: z.string().min(1),
})
export type AuthConfig = z.infer<typeof AuthConfig>
