import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { exportJWK, generateKeyPair, type JWK } from 'jose'
import type { Db } from '../db/database.js'
import {
  existingAccountSubs,
  findAccount,
  type IdentityAccountRow,
  insertAccounts,
  insertIdentitySecret,
  readIdentitySecret,
  setPasswordHash,
} from '../repositories/identityRepository.js'
import { hashPassword } from './passwords.js'

export interface IdentityStore {
  /** Private signing keys: ES256 for access tokens, RS256 for ID tokens (what clients expect). */
  signingKeys: JWK[]
  /** The same keys without their private parts, for checking tokens in the API. */
  publicKeys: JWK[]
  cookieKeys: string[]
  /** Passwords of accounts this process created, to print once; empty on later starts. */
  created: { email: string; password: string; roles: string[]; branches: number[] }[]
  findAccount(by: { sub: string } | { email: string }): Promise<IdentityAccountRow | undefined>
  setPasswordHash(sub: string, passwordHash: string): Promise<void>
}

/**
 * The demo's accounts: an all-branches administrator, a one-branch editor and a signed-in user
 * without the staff role. The editor works for the trade fair (Messe, short id 25): its places
 * are on that map alone, whereas a municipality's also show on the country-wide map (1), so a
 * municipality's editor could change none of them alone.
 */
const DEMO_ACCOUNTS: Omit<IdentityAccountRow, 'passwordHash'>[] = [
  { sub: 'staff-demo', email: 'staff@quo.local', roles: ['staff', 'admin'], branches: [] },
  { sub: 'editor-messe', email: 'messe@quo.local', roles: ['staff'], branches: [25] },
  { sub: 'guest-demo', email: 'gast@quo.local', roles: [], branches: [] },
]

/** What earlier versions kept in `QUO_DATA_DIR/identity.json`, taken over once. */
interface LegacyFile {
  signingKey?: JWK
  cookieKeys?: string[]
  accounts?: { sub: string; passwordHash: string }[]
}

function readLegacy(dir: string | undefined): LegacyFile {
  const file = dir ? join(dir, 'identity.json') : undefined
  if (!file || !existsSync(file)) return {}
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LegacyFile
  } catch {
    return {}
  }
}

async function signingKey(alg: 'ES256' | 'RS256'): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true, modulusLength: 2048 })
  return { ...(await exportJWK(privateKey)), alg, use: 'sig', kid: randomBytes(8).toString('hex') }
}

/**
 * A value every process must agree on: the first process to start writes it, the others read
 * the winner's (insert … on conflict do nothing, then read), so simultaneous starts agree.
 */
async function shared<T>(db: Db, name: string, make: () => Promise<T> | T): Promise<T> {
  const existing = await readIdentitySecret<T>(db, name)
  if (existing !== undefined) return existing
  await insertIdentitySecret(db, name, await make())
  const winner = await readIdentitySecret<T>(db, name)
  if (winner === undefined) throw new Error(`identity secret ${name} could not be stored`)
  return winner
}

const PRIVATE_JWK_MEMBERS = new Set(['d', 'p', 'q', 'dp', 'dq', 'qi', 'oth', 'k'])
const publicJwk = (key: JWK): JWK =>
  Object.fromEntries(Object.entries(key).filter(([member]) => !PRIVATE_JWK_MEMBERS.has(member))) as JWK

/** Creates the demo accounts that do not exist yet; returns the passwords of those it created. */
async function ensureDemoAccounts(db: Db, legacy: LegacyFile): Promise<IdentityStore['created']> {
  const have = await existingAccountSubs(
    db,
    DEMO_ACCOUNTS.map((a) => a.sub),
  )
  const missing = DEMO_ACCOUNTS.filter((a) => !have.has(a.sub))
  if (missing.length === 0) return []
  const legacyHashes = new Map((legacy.accounts ?? []).map((a) => [a.sub, a.passwordHash]))
  const candidates = await Promise.all(
    missing.map(async (account) => {
      const kept = legacyHashes.get(account.sub)
      const password = kept ? undefined : randomBytes(12).toString('base64url')
      return { account, password, passwordHash: kept ?? (await hashPassword(password as string)) }
    }),
  )
  // Only rows this process wrote carry the passwords it generated; a racing process prints its own.
  const mine = await insertAccounts(
    db,
    candidates.map(({ account, passwordHash }) => ({ ...account, passwordHash })),
  )
  return candidates.flatMap(({ account, password }) =>
    mine.has(account.sub) && password
      ? [{ email: account.email, password, roles: account.roles, branches: account.branches }]
      : [],
  )
}

/**
 * Keys and accounts of the embedded issuer, in the product's database so any number of API
 * processes on one database issue and accept the same tokens. A `QUO_DATA_DIR/identity.json`
 * of an earlier version is taken over (its signing key, cookie keys and password hashes), so an
 * upgrade keeps existing passwords.
 */
export async function loadIdentityStore(db: Db, legacyDir?: string): Promise<IdentityStore> {
  const legacy = readLegacy(legacyDir)
  const ec = await shared(db, 'jwk:ES256', () => legacy.signingKey ?? signingKey('ES256'))
  const rsa = await shared(db, 'jwk:RS256', () => signingKey('RS256'))
  const cookieKeys = await shared(
    db,
    'cookie-keys',
    () => legacy.cookieKeys ?? [randomBytes(32).toString('base64url')],
  )
  const created = await ensureDemoAccounts(db, legacy)
  return {
    // Listed RS256 first: oidc-provider takes the first matching key for each algorithm.
    signingKeys: [rsa, ec],
    publicKeys: [rsa, ec].map(publicJwk),
    cookieKeys,
    created,
    findAccount: (by) => findAccount(db, by),
    setPasswordHash: (sub, passwordHash) => setPasswordHash(db, sub, passwordHash),
  }
}
