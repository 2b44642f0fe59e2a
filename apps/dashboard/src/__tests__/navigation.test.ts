import { describe, expect, it } from 'vitest'
import { NAVIGATION } from '../navigation.js'

describe('dashboard navigation', () => {
  it('lists the five sections in German, in drawer order', () => {
    expect(NAVIGATION.map((n) => n.label)).toEqual([
      'Dashboard',
      'Orte',
      'Veranstaltungen',
      'Medien',
      'Debugging',
    ])
  })

  it('points every entry under /dashboard/ with a trailing slash', () => {
    expect(NAVIGATION.map((n) => n.href)).toEqual([
      '/dashboard/',
      '/dashboard/places/',
      '/dashboard/events/',
      '/dashboard/media/',
      '/dashboard/debug/',
    ])
  })
})
