import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { exportJWK, generateKeyPair, type JWK } from 'jose'

export interface DemoAccount {
  sub: string
  email: string
  roles: string[]
  /** scrypt hash, `salt:hash` in hex. */
  passwordHash: string
}

interface StoredIdentity {
  signingKey: JWK
  cookieKeys: string[]
  accounts: DemoAccount[]
}

export interface IdentityStore {
  signingKey: JWK
  cookieKeys: string[]
  accounts: DemoAccount[]
  /** Passwords of accounts created by this start, to print once; empty on later starts. */
  created: { email: string; password: string; roles: string[] }[]
}

function hash(password: string): string {
  const salt = randomBytes(16)
  return `${salt.toString('hex')}:${scryptSync(password, salt, 32).toString('hex')}`
}

export function verifyPassword(account: DemoAccount, password: string): boolean {
  const [salt = '', expected = ''] = account.passwordHash.split(':')
  const actual = scryptSync(password, Buffer.from(salt, 'hex'), 32)
  const want = Buffer.from(expected, 'hex')
  return want.length === actual.length && timingSafeEqual(actual, want)
}

const DEMO = [
  { sub: 'staff-demo', email: 'staff@quo.local', roles: ['staff'] },
  { sub: 'guest-demo', email: 'gast@quo.local', roles: [] },
]

/**
 * Signing key, cookie keys and demo accounts of the embedded issuer, kept in the data
 * directory so sessions and tokens survive restarts. Passwords are generated at first start
 * and only their hashes are stored.
 */
export async function loadIdentityStore(dir: string | undefined): Promise<IdentityStore> {
  const file = dir ? join(dir, 'identity.json') : undefined
  if (file && existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as StoredIdentity
    return { ...stored, created: [] }
  }
  const { privateKey } = await generateKeyPair('ES256', { extractable: true })
  const signingKey = {
    ...(await exportJWK(privateKey)),
    alg: 'ES256',
    use: 'sig',
    kid: randomBytes(8).toString('hex'),
  }
  const created = DEMO.map((a) => ({ ...a, password: randomBytes(9).toString('base64url') }))
  const stored: StoredIdentity = {
    signingKey,
    cookieKeys: [randomBytes(32).toString('base64url')],
    accounts: created.map(({ password, ...a }) => ({ ...a, passwordHash: hash(password) })),
  }
  if (dir && file) {
    mkdirSync(dir, { recursive: true })
    writeFileSync(file, JSON.stringify(stored), { mode: 0o600 })
  }
  return { ...stored, created: created.map(({ email, password, roles }) => ({ email, password, roles })) }
}
