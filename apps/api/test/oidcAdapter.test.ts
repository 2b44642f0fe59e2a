import { count } from 'drizzle-orm'
import type { AdapterPayload } from 'oidc-provider'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oidcRefreshTokens } from '../src/db/schema/index.js'
import { databaseAdapter, deleteExpiredOidcRows } from '../src/identity/oidcAdapter.js'
import { openTestDatabase, TEST_DB, type TestDatabase } from './helpers.js'

let test: TestDatabase
beforeAll(async () => {
  test = await openTestDatabase()
})
afterAll(() => test?.dispose())

const adapter = (model: string) => databaseAdapter(test.database.db)(model)
const payload = (extra: Partial<AdapterPayload> = {}) =>
  ({ kind: 'X', accountId: 'a', ...extra }) as AdapterPayload

describe(`oidc-provider adapter over ${TEST_DB}`, () => {
  it('stores, replaces, finds and destroys', async () => {
    const tokens = adapter('RefreshToken')
    await tokens.upsert('r1', payload({ grantId: 'g1' }), 60)
    expect(await tokens.find('r1')).toMatchObject({ accountId: 'a', grantId: 'g1' })
    await tokens.upsert('r1', payload({ grantId: 'g1', accountId: 'b' }), 60)
    expect(await tokens.find('r1')).toMatchObject({ accountId: 'b' })
    await tokens.destroy('r1')
    expect(await tokens.find('r1')).toBeUndefined()
    // Models are separate tables: the same id in another model is another row.
    await adapter('AuthorizationCode').upsert('r1', payload(), 60)
    expect(await tokens.find('r1')).toBeUndefined()
  })

  it('marks consumption, so a code or rotated refresh token cannot be used twice', async () => {
    const codes = adapter('AuthorizationCode')
    await codes.upsert('c1', payload(), 60)
    expect((await codes.find('c1'))?.consumed).toBeUndefined()
    await codes.consume('c1')
    const consumed = (await codes.find('c1'))?.consumed
    expect(consumed).toBeTypeOf('number')
    expect(Math.abs((consumed as number) - Date.now() / 1000)).toBeLessThan(60)
  })

  it('finds sessions by uid and device codes by user code', async () => {
    const sessions = adapter('Session')
    await sessions.upsert('s1', payload({ uid: 'u-1' }), 60)
    expect(await sessions.findByUid('u-1')).toMatchObject({ uid: 'u-1' })
    expect(await sessions.findByUid('u-2')).toBeUndefined()
    await adapter('Interaction').upsert('i1', payload({ userCode: 'ABCD-EFGH' }), 60)
    expect(await adapter('Interaction').findByUserCode('ABCD-EFGH')).toMatchObject({ userCode: 'ABCD-EFGH' })
  })

  it('revokes everything of a grant in that model, and nothing else', async () => {
    const tokens = adapter('AccessToken')
    await tokens.upsert('a1', payload({ grantId: 'g2' }), 60)
    await tokens.upsert('a2', payload({ grantId: 'g2' }), 60)
    await tokens.upsert('a3', payload({ grantId: 'g3' }), 60)
    await tokens.revokeByGrantId('g2')
    expect(await tokens.find('a1')).toBeUndefined()
    expect(await tokens.find('a2')).toBeUndefined()
    expect(await tokens.find('a3')).toBeDefined()
  })

  it('does not find expired rows, and cleanup deletes them', async () => {
    const tokens = adapter('RefreshToken')
    await tokens.upsert('old', payload(), -1)
    await tokens.upsert('live', payload(), 3600)
    expect(await tokens.find('old')).toBeUndefined()
    expect(await tokens.find('live')).toBeDefined()
    await deleteExpiredOidcRows(test.database.db)
    const [rows] = await test.database.db.select({ n: count() }).from(oidcRefreshTokens)
    expect(rows?.n).toBe(1)
  })

  it('finds nothing for models it does not store, and refuses to write them', async () => {
    expect(await adapter('Client').find('unknown-client')).toBeUndefined()
    await expect(adapter('DeviceCode').upsert('d1', payload(), 60)).rejects.toThrow(/no table/)
  })
})
