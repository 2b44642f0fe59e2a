import { describe, expect, it } from 'vitest'
import { isKiosk } from '../index.js'

describe('isKiosk', () => {
  it('is on when the branch has a kiosk and the query holds iskiosk', () => {
    expect(isKiosk({ hasKiosk: true }, new URLSearchParams('iskiosk'))).toBe(true)
    expect(isKiosk({ hasKiosk: true }, new URLSearchParams('iskiosk=1&lang=de'))).toBe(true)
    expect(isKiosk({ hasKiosk: true }, { iskiosk: null })).toBe(true)
    expect(isKiosk({ hasKiosk: true }, { iskiosk: ['1'] })).toBe(true)
  })

  it('stays off without iskiosk in the query', () => {
    expect(isKiosk({ hasKiosk: true }, new URLSearchParams(''))).toBe(false)
    expect(isKiosk({ hasKiosk: true }, { kiosk: '1', iskiosk: undefined })).toBe(false)
  })

  it('stays off for a branch without a kiosk, or without a branch', () => {
    expect(isKiosk({ hasKiosk: false }, new URLSearchParams('iskiosk'))).toBe(false)
    expect(isKiosk(null, { iskiosk: '' })).toBe(false)
    expect(isKiosk(undefined, { iskiosk: '' })).toBe(false)
  })
})
