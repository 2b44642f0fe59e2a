import { randomBytes, scryptSync } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { exportJWK, generateKeyPair } from 'jose'
import { afterEach, describe, expect, it } from 'vitest'
import { loadIdentityStore } from '../src/identity/identityStore.js'
import { verifyPassword } from '../src/identity/passwords.js'
import { openTestDatabase, TEST_DB, type TestDatabase } from './helpers.js'

let test: TestDatabase | undefined
afterEach(async () => {
  await test?.dispose()
  test = undefined
})

describe(`the embedded issuer's keys and accounts on ${TEST_DB}`, () => {
  it('are created once when processes start together, and each password is printed once', async () => {
    test = await openTestDatabase({ firstStart: true })
    const db = test.database.db
    const stores = await Promise.all([loadIdentityStore(db), loadIdentityStore(db), loadIdentityStore(db)])
    const kids = stores.map((s) => s.signingKeys.map((k) => k.kid).join())
    expect(new Set(kids).size).toBe(1)
    expect(new Set(stores.map((s) => s.cookieKeys.join())).size).toBe(1)
    const created = stores.flatMap((s) => s.created)
    expect(created.map((c) => c.email).sort()).toEqual([
      'gast@quo.local',
      'messe@quo.local',
      'staff@quo.local',
    ])
    // Each printed password is the one stored.
    for (const { email, password } of created) {
      const account = await stores[0]?.findAccount({ email })
      expect((await verifyPassword(account?.passwordHash, password)).ok).toBe(true)
    }
    const later = await loadIdentityStore(db)
    expect(later.created).toEqual([])
    expect(later.publicKeys.every((k) => k.d === undefined && k.p === undefined)).toBe(true)
    expect(later.signingKeys.map((k) => k.alg).sort()).toEqual(['ES256', 'RS256'])
  })

  it('takes over identity.json of an earlier version, keeping its key and passwords', async () => {
    test = await openTestDatabase({ firstStart: true })
    const dir = mkdtempSync(join(tmpdir(), 'quo-legacy-'))
    try {
      const { privateKey } = await generateKeyPair('ES256', { extractable: true })
      const signingKey = { ...(await exportJWK(privateKey)), alg: 'ES256', use: 'sig', kid: 'legacy-kid' }
      const salt = randomBytes(16)
      const passwordHash = `${salt.toString('hex')}:${scryptSync('bisher', salt, 32).toString('hex')}`
      writeFileSync(
        join(dir, 'identity.json'),
        JSON.stringify({
          signingKey,
          cookieKeys: ['legacy-cookie-key'],
          accounts: [{ sub: 'staff-demo', email: 'staff@quo.local', roles: ['staff'], passwordHash }],
        }),
      )
      const store = await loadIdentityStore(test.database.db, dir)
      expect(store.signingKeys.map((k) => k.kid)).toContain('legacy-kid')
      expect(store.cookieKeys).toEqual(['legacy-cookie-key'])
      // The kept password is not known, so not printed; the new accounts' are.
      expect(store.created.map((c) => c.email).sort()).toEqual(['gast@quo.local', 'messe@quo.local'])
      const staff = await store.findAccount({ email: 'Staff@Quo.Local ' })
      expect(staff?.roles).toEqual(['staff', 'admin'])
      expect((await verifyPassword(staff?.passwordHash, 'bisher')).ok).toBe(true)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
