import { AuthConfig } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { useTestApp } from './helpers.js'
import { useListeningApp } from './oidcFlow.js'

// GET /api/auth/config: what the staff dashboard reads at start to sign in (docs/product.md §6).
const embedded = useListeningApp()
const external = useTestApp({
  identity: {
    issuer: 'https://login.example.org/realms/quo',
    clientId: 'quo-dashboard',
    scope: 'openid email offline_access',
  },
})

describe('GET /api/auth/config', () => {
  it('names the embedded issuer, its client and the spec scope; the issuer’s discovery agrees', async () => {
    const res = await embedded.app().inject({ url: '/api/auth/config' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
    const config = AuthConfig.parse(res.json())
    expect(config).toEqual({ issuer: `${embedded.origin()}/idp`, clientId: 'quo-web', scope: 'openid email' })
    const discovery = await fetch(`${config.issuer}/.well-known/openid-configuration`)
    expect(discovery.ok).toBe(true)
    const doc = (await discovery.json()) as { issuer: string; end_session_endpoint?: string }
    expect(doc.issuer).toBe(config.issuer)
    // Sign-out ends the issuer session (RP-initiated logout).
    expect(doc.end_session_endpoint).toBe(`${config.issuer}/session/end`)
  })

  it('names an external issuer with the configured client and scope', async () => {
    const res = await external.app().inject({ url: '/api/auth/config' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      issuer: 'https://login.example.org/realms/quo',
      clientId: 'quo-dashboard',
      scope: 'openid email offline_access',
    })
  })

  it('is in the OpenAPI document', async () => {
    const doc = (await external.app().inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>
    }
    expect(doc.paths['/auth/config']?.get?.operationId).toBe('getAuthConfig')
  })
})
