import { describe, expect, it } from 'vitest'
import { NAVIGATION } from '../navigation.js'

describe('dashboard navigation', () => {
  it('lists the five sections under /dashboard/', () => {
    expect(NAVIGATION.map((n) => n.href)).toEqual([
      '/dashboard/',
      '/dashboard/places/',
      '/dashboard/events/',
      '/dashboard/media/',
      '/dashboard/debug/',
    ])
  })
})
