import { describe, expect, it } from 'vitest'
import { PALETTE, PRIMARY_COLOR } from '../index.js'

describe('theme', () => {
  it('uses the product violet as primary colour', () => {
    expect(PRIMARY_COLOR).toBe('#7B48FF')
    expect(PALETTE.primary).toBe(PRIMARY_COLOR)
  })

  it('holds only six-digit hex colours, usable in CSS and in MapLibre paint properties', () => {
    for (const value of Object.values(PALETTE)) expect(value).toMatch(/^#[0-9A-F]{6}$/)
  })

  it('keeps opening-hours states apart at a glance', () => {
    const states = [PALETTE.open, PALETTE.closingSoon, PALETTE.closed]
    expect(new Set(states).size).toBe(states.length)
  })
})
