import { describe, expect, it } from 'vitest'
import { PALETTE, PRIMARY_COLOR } from '../index.js'

describe('theme', () => {
  it('uses the product colour as primary and valid hex colours throughout', () => {
    expect(PRIMARY_COLOR).toBe('#7B48FF')
    expect(PALETTE.primary).toBe(PRIMARY_COLOR)
    for (const value of Object.values(PALETTE)) expect(value).toMatch(/^#[0-9A-F]{6}$/i)
  })
})
