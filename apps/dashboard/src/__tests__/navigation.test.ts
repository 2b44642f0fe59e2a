import { describe, expect, it } from 'vitest'
import { NAVIGATION } from '../navigation.js'

describe('dashboard navigation', () => {
  it('lists the eight sections in German, in drawer order', () => {
    expect(NAVIGATION.map((n) => n.label)).toEqual([
      'Dashboard',
      'Eingang',
      'Orte',
      'Veranstaltungen',
      'Wettbewerbe',
      'Statistik',
      'Medien',
      'Debugging',
    ])
  })

  it('points every entry under /dashboard/ with a trailing slash', () => {
    expect(NAVIGATION.map((n) => n.href)).toEqual([
      '/dashboard/',
      '/dashboard/inbox/',
      '/dashboard/places/',
      '/dashboard/events/',
      '/dashboard/contests/',
      '/dashboard/metrics/',
      '/dashboard/media/',
      '/dashboard/debug/',
    ])
  })
})
