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

/**
 * The maps (branch short ids) a staff account may act on, as the API reads its token
 * (docs/api.md "Branch access"): `all` for administrators, else those listed — none when the
 * token lists none.
 */
export const StaffBranches = z.union([z.literal('all'), z.array(z.number().int())])
export type StaffBranches = z.infer<typeof StaffBranches>

/**
 * The signed-in staff account as the API sees it (`GET /auth/me`): who, and the maps they may
 * act on. The dashboard offers only those maps and their topics; the API decides every write
 * on the same claims.
 */
export const StaffCaller = z.object({
  sub: z.string(),
  email: z.string().nullable(),
  branches: StaffBranches,
})
export type StaffCaller = z.infer<typeof StaffCaller>
