import { describe, expect, it } from 'vitest'
import { labelTextSize } from '../index.js'

describe('labelTextSize', () => {
  it('shows 12 px labels from zoom 17 on', () => {
    expect(labelTextSize(17, 3)).toBe(12)
    expect(labelTextSize(20, null)).toBe(12)
  })

  it('hides labels below zoom 17', () => {
    expect(labelTextSize(16.9, 3)).toBe(0)
    expect(labelTextSize(11, null)).toBe(0)
  })

  it('never shows labels for branch 13', () => {
    expect(labelTextSize(18, 13)).toBe(0)
  })
})
