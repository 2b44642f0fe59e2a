import { randomBytes, scryptSync } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { decodeJwt, decodeProtectedHeader } from 'jose'
import { describe, expect, it } from 'vitest'
import { identityAccounts } from '../src/db/schema/index.js'
import { signIn, useListeningApp } from './oidcFlow.js'

const listening = useListeningApp()
const origin = () => listening.origin()
const passwords = listening.passwords

const daily = (token?: string) =>
  fetch(
    `${origin()}/api/metrics/sessions/daily/`,
    token ? { headers: { authorization: `Bearer ${token}` } } : {},
  )

describe('staff sign-in through the embedded issuer', () => {
  it('publishes OpenID Connect discovery', async () => {
    const res = await fetch(`${origin()}/idp/.well-known/openid-configuration`)
    const doc = (await res.json()) as {
      issuer: string
      code_challenge_methods_supported: string[]
      id_token_signing_alg_values_supported: string[]
    }
    expect(doc.issuer).toBe(`${origin()}/idp`)
    expect(doc.code_challenge_methods_supported).toContain('S256')
    // OIDC Discovery: RS256 must be among the ID token algorithms.
    expect(doc.id_token_signing_alg_values_supported).toContain('RS256')
  })

  it('names endpoints only under its own hosts, varies on Host and may be cached briefly', async () => {
    const discovery = (host: string) =>
      listening.app().inject({ url: '/idp/.well-known/openid-configuration', headers: { host } })
    const forged = await discovery('evil.example')
    expect(forged.statusCode).toBe(200)
    const body = forged.json() as Record<string, unknown>
    const urls = Object.entries(body).filter(([key]) => key.endsWith('_endpoint') || key === 'jwks_uri')
    expect(urls.length).toBeGreaterThan(3)
    for (const [key, url] of urls) expect(String(url), key).toMatch(new RegExp(`^${origin()}/idp/`))
    expect(forged.body).not.toContain('evil.example')
    expect(forged.headers['cache-control']).toBe('public, max-age=300')
    expect(String(forged.headers.vary).toLowerCase().split(/,\s*/)).toContain('host')
    // Its own host gets the same answer.
    const own = await discovery(new URL(origin()).host)
    expect(own.json()).toEqual(body)
  })

  it('advertises the code flow with PKCE for a public client, which is all it allows', async () => {
    const res = await fetch(`${origin()}/idp/.well-known/openid-configuration`)
    const doc = (await res.json()) as Record<string, string[]>
    expect(doc.response_types_supported).toEqual(['code'])
    expect([...(doc.grant_types_supported ?? [])].sort()).toEqual(['authorization_code', 'refresh_token'])
    expect(doc.token_endpoint_auth_methods_supported).toEqual(['none'])
    // What it no longer advertises it indeed refuses.
    const implicit = await fetch(
      `${origin()}/idp/auth?${new URLSearchParams({
        client_id: 'quo-web',
        response_type: 'id_token',
        redirect_uri: `${origin()}/dashboard/auth0-callback`,
        scope: 'openid',
        nonce: 'n',
        state: 's',
      })}`,
      { redirect: 'manual' },
    )
    const answer = `${implicit.headers.get('location') ?? ''} ${await implicit.text()}`
    expect(answer).toMatch(/unsupported_response_type|unauthorized_client/)
  })

  it('prints three demo accounts at first start: an admin, a one-branch editor, a guest', () => {
    expect([...passwords.keys()].sort()).toEqual(['gast@quo.local', 'messe@quo.local', 'staff@quo.local'])
  })

  it('puts roles and branches into at+jwt access tokens', async () => {
    const editor = await signIn(origin(), 'messe@quo.local', passwords.get('messe@quo.local') as string)
    if (editor.status !== 200) throw new Error('editor sign-in failed')
    expect(decodeProtectedHeader(editor.tokens.access_token).typ).toBe('at+jwt')
    expect(decodeJwt(editor.tokens.access_token)).toMatchObject({ roles: ['staff'], branches: [25] })
    expect((await daily(editor.tokens.access_token)).status).toBe(200)
    const admin = await signIn(origin(), 'staff@quo.local', passwords.get('staff@quo.local') as string)
    if (admin.status !== 200) throw new Error('admin sign-in failed')
    expect(decodeJwt(admin.tokens.access_token).roles).toEqual(['staff', 'admin'])
  })

  it("lets the demo editor change the trade fair's places and no other map's", async () => {
    const editor = await signIn(origin(), 'messe@quo.local', passwords.get('messe@quo.local') as string)
    if (editor.status !== 200) throw new Error('editor sign-in failed')
    const firstItemId = async (shortId: number) => {
      const basemap = (await (
        await fetch(`${origin()}/api/items/basemap/branchshortid/${shortId}`)
      ).json()) as {
        items: [string][]
      }
      const nanoId = basemap.items[0]?.[0]
      const item = (await (await fetch(`${origin()}/api/items/nanoid/${nanoId}`)).json()) as { id: number }
      return item.id
    }
    const rename = async (id: number) =>
      fetch(`${origin()}/api/items/${id}`, {
        method: 'PUT',
        headers: {
          authorization: `Bearer ${editor.tokens.access_token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ title: 'Stand umbenannt' }),
      })
    expect((await rename(await firstItemId(25))).status).toBe(200)
    const vaduz = await rename(await firstItemId(3))
    expect(vaduz.status).toBe(403)
    expect(((await vaduz.json()) as { detail: string }).detail).toMatch(/branch/)
  })

  it('upgrades a password hash of the first format at the next sign-in', async () => {
    const db = listening.database().db
    const password = passwords.get('gast@quo.local') as string
    const salt = randomBytes(16)
    const legacy = `${salt.toString('hex')}:${scryptSync(password, salt, 32).toString('hex')}`
    await db
      .update(identityAccounts)
      .set({ passwordHash: legacy })
      .where(eq(identityAccounts.sub, 'guest-demo'))
    expect((await signIn(origin(), 'gast@quo.local', password)).status).toBe(200)
    const [row] = await db.select().from(identityAccounts).where(eq(identityAccounts.sub, 'guest-demo'))
    expect(row?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect((await signIn(origin(), 'gast@quo.local', password)).status).toBe(200)
  })

  it('lets staff read staff endpoints with a token from a real code + PKCE exchange', async () => {
    const result = await signIn(origin(), 'staff@quo.local', passwords.get('staff@quo.local') as string)
    expect(result.status).toBe(200)
    if (result.status !== 200) return
    expect(result.tokens.refresh_token).toBeTruthy()
    const res = await daily(result.tokens.access_token)
    expect(res.status).toBe(200)
    expect(Array.isArray(await res.json())).toBe(true)

    // The refresh token yields a new, working access token.
    const refreshed = await fetch(`${origin()}/idp/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: result.tokens.refresh_token as string,
        client_id: 'quo-web',
      }).toString(),
    })
    expect(refreshed.status).toBe(200)
    const next = (await refreshed.json()) as { access_token: string }
    expect((await daily(next.access_token)).status).toBe(200)
  })

  it('answers 403 to a signed-in user without the staff role', async () => {
    const result = await signIn(origin(), 'gast@quo.local', passwords.get('gast@quo.local') as string)
    expect(result.status).toBe(200)
    if (result.status !== 200) return
    const res = await daily(result.tokens.access_token)
    expect(res.status).toBe(403)
    expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/)
  })

  it('answers 401 without a token or with a forged one', async () => {
    const none = await daily()
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Bearer')
    const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url')
    const body = Buffer.from(JSON.stringify({ sub: 'x', roles: ['staff'], aud: 'urn:quo:api' })).toString(
      'base64url',
    )
    const forged = await daily(`${header}.${body}.c2lnbmF0dXJl`)
    expect(forged.status).toBe(401)
    expect(forged.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"')
  })

  it('shows a German error for a wrong password', async () => {
    const result = await signIn(origin(), 'staff@quo.local', 'falsch')
    expect(result.status).toBe(401)
    if (result.status === 401) expect(result.page).toContain('E-Mail oder Passwort ist falsch.')
  })
})
