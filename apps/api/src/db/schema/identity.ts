import { sql } from 'drizzle-orm'
import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

const at = () => timestamp({ withTimezone: true, mode: 'date' })

/**
 * One table per oidc-provider model the embedded issuer stores. They share one shape because
 * the provider hands every model to the adapter as an opaque payload; the columns beside it
 * are the lookups the adapter contract asks for (grant, session uid, user code) and the expiry
 * that cleanup deletes by.
 */
function oidcModel(name: string) {
  return pgTable(
    name,
    {
      id: text().primaryKey(),
      payload: jsonb().$type<Record<string, unknown>>().notNull(),
      grantId: text(),
      uid: text(),
      userCode: text(),
      consumedAt: at(),
      expiresAt: at(),
    },
    (t) => [index().on(t.grantId), index().on(t.expiresAt), index().on(t.uid), index().on(t.userCode)],
  )
}

export const oidcSessions = oidcModel('oidc_sessions')
export const oidcInteractions = oidcModel('oidc_interactions')
export const oidcGrants = oidcModel('oidc_grants')
export const oidcAuthorizationCodes = oidcModel('oidc_authorization_codes')
export const oidcAccessTokens = oidcModel('oidc_access_tokens')
export const oidcRefreshTokens = oidcModel('oidc_refresh_tokens')
export const oidcPushedAuthorizationRequests = oidcModel('oidc_pushed_authorization_requests')
export const oidcReplayDetections = oidcModel('oidc_replay_detections')

export type OidcModelTable = typeof oidcSessions

/**
 * What every process of the embedded issuer must share: signing keys and cookie keys, by name
 * (`jwk:ES256`, `jwk:RS256`, `cookie-keys`). Written once by whichever process starts first.
 */
export const identitySecrets = pgTable('identity_secrets', {
  name: text().primaryKey(),
  value: jsonb().notNull(),
  createdAt: at().notNull().defaultNow(),
})

/** The embedded issuer's accounts (the demo's); passwords only as scrypt hashes. */
export const identityAccounts = pgTable('identity_accounts', {
  sub: text().primaryKey(),
  email: text().notNull().unique(),
  roles: jsonb().$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** Branch short ids a non-admin may edit. */
  branches: jsonb().$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  passwordHash: text().notNull(),
  createdAt: at().notNull().defaultNow(),
})

/**
 * Failed sign-ins, counted per account and client address, per address and per account over a
 * window; in the database so the limit holds across restarts and replicas.
 */
export const identitySignInFailures = pgTable(
  'identity_sign_in_failures',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    account: text().notNull(),
    address: text().notNull(),
    failedAt: at().notNull().defaultNow(),
  },
  (t) => [index().on(t.account, t.failedAt), index().on(t.address, t.failedAt), index().on(t.failedAt)],
)
