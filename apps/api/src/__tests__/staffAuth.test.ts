import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { branchIds, createStaffAuth, type StaffAuthOptions } from '../identity/staffAuth.js'

const ISSUER = 'https://login.example'
let key: CryptoKey
let options: StaffAuthOptions

beforeAll(async () => {
  const pair = await generateKeyPair('ES256')
  key = pair.privateKey
  options = {
    issuer: ISSUER,
    audience: 'urn:quo:api',
    rolesClaim: 'roles',
    staffRole: 'staff',
    adminRole: 'admin',
    branchesClaim: 'branches',
    tokenType: '',
    clockTolerance: 30,
    localKeys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k', alg: 'ES256' }],
  }
})

const token = (payload: JWTPayload, typ = 'JWT') =>
  new SignJWT(payload)
    .setProtectedHeader({ alg: 'ES256', kid: 'k', typ })
    .setIssuer(ISSUER)
    .setAudience('urn:quo:api')
    .setSubject('u1')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key)

async function branchesOf(payload: JWTPayload, overrides: Partial<StaffAuthOptions> = {}) {
  const result = await createStaffAuth({ ...options, ...overrides })(`Bearer ${await token(payload)}`)
  return result.ok ? result.branches : result
}

describe('staff branches from the token', () => {
  it('gives the admin role every branch', async () => {
    expect(await branchesOf({ roles: ['staff', 'admin'], branches: [3] })).toBe('all')
    expect(await branchesOf({ roles: ['staff', 'chef'] }, { adminRole: 'chef' })).toBe('all')
  })

  it('reads the branches claim: numbers or numeric strings, nothing else, none when absent', async () => {
    expect(await branchesOf({ roles: ['staff'], branches: [3, '21', 'x', -1, 2.5, null, 3] })).toEqual([
      3, 21,
    ])
    expect(await branchesOf({ roles: ['staff'] })).toEqual([])
    expect(await branchesOf({ roles: ['staff'], branches: 'nonsense' })).toEqual([])
  })

  it('reads configured claims: a namespaced key or a dotted path', async () => {
    const namespaced = { rolesClaim: 'https://quo.li/roles', branchesClaim: 'https://quo.li/branches' }
    expect(
      await branchesOf({ 'https://quo.li/roles': ['staff'], 'https://quo.li/branches': ['4'] }, namespaced),
    ).toEqual([4])
    const dotted = { rolesClaim: 'realm_access.roles', branchesClaim: 'quo.branches' }
    expect(
      await branchesOf({ realm_access: { roles: ['staff'] }, quo: { branches: '3 12' } }, dotted),
    ).toEqual([3, 12])
  })

  it('checks typ only when configured (external issuers often send JWT)', async () => {
    expect(await branchesOf({ roles: ['staff'] })).toEqual([])
    expect(await branchesOf({ roles: ['staff'] }, { tokenType: 'at+jwt' })).toMatchObject({
      status: 401,
      error: 'invalid_token',
    })
  })

  it('parses branch ids defensively', () => {
    expect(branchIds(undefined)).toEqual([])
    expect(branchIds(['1', 1, '01', '1e3', 0])).toEqual([1])
  })
})
