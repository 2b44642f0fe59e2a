import { ApiError } from '@quo/api-client'
import { describe, expect, it } from 'vitest'
import { accessOf, guardStep, returnPathOf, type SessionView, targetOf } from '../auth/guard.js'

const session = (over: Partial<SessionView> = {}): SessionView => ({
  isLoading: false,
  isAuthenticated: false,
  busy: false,
  error: false,
  renewable: false,
  renewFailed: false,
  ...over,
})

describe('the remembered target path', () => {
  it('keeps the page, its query and hash', () => {
    const target = targetOf({ pathname: '/dashboard/places/123', search: '?q=Rathaus&page=2', hash: '#map' })
    expect(target).toBe('/dashboard/places/123?q=Rathaus&page=2#map')
    expect(returnPathOf({ returnTo: target })).toBe(target)
    expect(returnPathOf({ returnTo: '/dashboard' })).toBe('/dashboard')
  })

  it('goes to the start page for anything outside the app', () => {
    for (const returnTo of [
      'https://evil.example/dashboard/',
      '//evil.example/dashboard/',
      '/map',
      '/dashboardx/',
      '/dashboard/auth0-callback?code=x',
      '/dashboard/\\evil',
      42,
    ])
      expect(returnPathOf({ returnTo })).toBe('/dashboard/')
    expect(returnPathOf(undefined)).toBe('/dashboard/')
    expect(returnPathOf(null)).toBe('/dashboard/')
  })
})

describe('the route guard', () => {
  it('waits while the session loads or the issuer is being talked to', () => {
    expect(guardStep(session({ isLoading: true }))).toBe('wait')
    expect(guardStep(session({ busy: true, renewable: true }))).toBe('wait')
  })

  it('lets a valid session pass', () => {
    expect(guardStep(session({ isAuthenticated: true }))).toBe('signed-in')
  })

  it('renews an expired session silently, and signs in when that fails', () => {
    expect(guardStep(session({ renewable: true }))).toBe('renew')
    expect(guardStep(session({ renewable: true, renewFailed: true, error: true }))).toBe('sign-in')
  })

  it('signs in without a session, and reports other sign-in errors', () => {
    expect(guardStep(session())).toBe('sign-in')
    expect(guardStep(session({ error: true }))).toBe('failed')
  })
})

describe('staff detection', () => {
  const problem = (status: number) => new ApiError(status, { type: 'about:blank', title: 'x', status })

  it('asks the API: 403 is an account without the staff role', () => {
    expect(accessOf({ status: 'pending' })).toBe('checking')
    expect(accessOf({ status: 'success' })).toBe('staff')
    expect(accessOf({ status: 'error', error: problem(403) })).toBe('refused')
    expect(accessOf({ status: 'error', error: problem(401) })).toBe('rejected')
  })

  it('does not refuse for errors that say nothing about the account', () => {
    expect(accessOf({ status: 'error', error: problem(500) })).toBe('unavailable')
    expect(accessOf({ status: 'error', error: new TypeError('Failed to fetch') })).toBe('unavailable')
  })
})
