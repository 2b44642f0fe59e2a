import { describe, expect, it } from 'vitest'
import { mapPadding } from '../index.js'

describe('mapPadding', () => {
  it('pads 12 px on every side off a kiosk', () => {
    for (const breakpoint of ['xs', 'smAndUp', 'md'] as const) {
      expect(mapPadding({ kiosk: false, branchShortId: 21, breakpoint })).toEqual({
        top: 12,
        right: 12,
        bottom: 12,
        left: 12,
      })
    }
  })

  it('pads 36 px on a kiosk', () => {
    expect(mapPadding({ kiosk: true, branchShortId: 3, breakpoint: 'md' })).toEqual({
      top: 36,
      right: 36,
      bottom: 36,
      left: 36,
    })
  })

  it('keeps 300 px at the bottom only on the desktop kiosk of branch 21', () => {
    expect(mapPadding({ kiosk: true, branchShortId: 21, breakpoint: 'md' }).bottom).toBe(300)
    expect(mapPadding({ kiosk: true, branchShortId: 21, breakpoint: 'smAndUp' }).bottom).toBe(36)
    expect(mapPadding({ kiosk: true, branchShortId: 22, breakpoint: 'md' }).bottom).toBe(36)
    expect(mapPadding({ kiosk: false, branchShortId: 21, breakpoint: 'md' }).bottom).toBe(12)
  })
})
