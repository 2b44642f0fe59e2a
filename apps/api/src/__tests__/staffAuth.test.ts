import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.js'
import { branchIds, createStaffAuth, type StaffAuthOptions } from '../identity/staffAuth.js'
import { IDENTITY_DEFAULTS } from '../plugins/identity.js'

const ISSUER = 'https://login.example'
let key: CryptoKey
let options: StaffAuthOptions

beforeAll(async () => {
  const pair = await generateKeyPair('ES256')
  key = pair.privateKey
  options = {
    ...IDENTITY_DEFAULTS,
    issuer: ISSUER,
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

describe('token check configuration', () => {
  it('defaults to 30 s tolerance, admin role, branches claim and no typ for external issuers', () => {
    expect(loadConfig({}).oidc).toMatchObject({
      clockTolerance: 30,
      adminRole: 'admin',
      branchesClaim: 'branches',
      tokenType: '',
    })
  })

  it('reads the variables and refuses a tolerance above 30 s', () => {
    const oidc = loadConfig({
      QUO_OIDC_CLOCK_TOLERANCE: '10',
      QUO_OIDC_TOKEN_TYPE: 'at+jwt',
      QUO_OIDC_ADMIN_ROLE: 'quo-admin',
      QUO_OIDC_BRANCHES_CLAIM: 'https://quo.li/branches',
    }).oidc
    expect(oidc).toMatchObject({
      clockTolerance: 10,
      tokenType: 'at+jwt',
      adminRole: 'quo-admin',
      branchesClaim: 'https://quo.li/branches',
    })
    expect(() => loadConfig({ QUO_OIDC_CLOCK_TOLERANCE: '60' })).toThrow(/QUO_OIDC_CLOCK_TOLERANCE/)
  })

  it('refuses tokens beyond the configured tolerance', async () => {
    const expired = await new SignJWT({ roles: ['staff'] })
      .setProtectedHeader({ alg: 'ES256', kid: 'k' })
      .setIssuer(ISSUER)
      .setAudience('urn:quo:api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 20)
      .sign(key)
    expect((await createStaffAuth(options)(`Bearer ${expired}`)).ok).toBe(true)
    expect(await createStaffAuth({ ...options, clockTolerance: 10 })(`Bearer ${expired}`)).toMatchObject({
      status: 401,
    })
  })
})
