import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import { identityAccounts, identitySecrets } from '../db/schema/index.js'

/** A stored account of the embedded issuer. */
export interface IdentityAccountRow {
  sub: string
  email: string
  roles: string[]
  /** Branch short ids; ignored for accounts with the admin role. */
  branches: number[]
  passwordHash: string
}

/** A shared secret of the issuer by name (a signing key, the cookie keys), or undefined. */
export async function readIdentitySecret<T>(db: Db, name: string): Promise<T | undefined> {
  const [row] = await db.select().from(identitySecrets).where(eq(identitySecrets.name, name))
  return row?.value as T | undefined
}

/** Stores a secret unless one of that name is stored already (another process won). */
export async function insertIdentitySecret(db: Db, name: string, value: unknown): Promise<void> {
  await db.insert(identitySecrets).values({ name, value }).onConflictDoNothing()
}

/**
 * Records `url` as the origin the embedded issuer names in its tokens, and answers the one
 * recorded before (undefined at the first start).
 */
export async function claimIssuerOrigin(db: Db, url: string): Promise<string | undefined> {
  const before = await readIdentitySecret<{ url: string }>(db, ISSUER_ORIGIN)
  await db
    .insert(identitySecrets)
    .values({ name: ISSUER_ORIGIN, value: { url } })
    .onConflictDoUpdate({ target: identitySecrets.name, set: { value: { url } } })
  return before?.url
}

/** The origin the newest process of the embedded issuer started with. */
export async function issuerOrigin(db: Db): Promise<string | undefined> {
  return (await readIdentitySecret<{ url: string }>(db, ISSUER_ORIGIN))?.url
}

const ISSUER_ORIGIN = 'issuer-origin'

/** Which of `subs` have an account. */
export async function existingAccountSubs(db: Db, subs: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ sub: identityAccounts.sub })
    .from(identityAccounts)
    .where(inArray(identityAccounts.sub, subs))
  return new Set(rows.map((r) => r.sub))
}

/**
 * Creates the accounts that do not exist yet; returns the subjects of those this call wrote,
 * so a process racing another knows which passwords are its own.
 */
export async function insertAccounts(db: Db, accounts: IdentityAccountRow[]): Promise<Set<string>> {
  const inserted = await db
    .insert(identityAccounts)
    .values(accounts)
    .onConflictDoNothing()
    .returning({ sub: identityAccounts.sub })
  return new Set(inserted.map((r) => r.sub))
}

/** An account by subject, or by e-mail (as stored: trimmed, lower case). */
export async function findAccount(
  db: Db,
  by: { sub: string } | { email: string },
): Promise<IdentityAccountRow | undefined> {
  const condition =
    'sub' in by ? eq(identityAccounts.sub, by.sub) : eq(identityAccounts.email, by.email.trim().toLowerCase())
  const [row] = await db.select().from(identityAccounts).where(condition)
  return row ? { ...row, roles: row.roles ?? [], branches: row.branches ?? [] } : undefined
}

export async function setPasswordHash(db: Db, sub: string, passwordHash: string): Promise<void> {
  await db.update(identityAccounts).set({ passwordHash }).where(eq(identityAccounts.sub, sub))
}
