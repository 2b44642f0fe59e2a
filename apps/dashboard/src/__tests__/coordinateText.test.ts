import { describe, expect, it } from 'vitest'
import { coordinateText } from '../screens/place/geometry/coordinateText.js'

describe('coordinateText', () => {
  it('shows a computed bound without binary noise, to six decimals', () => {
    expect(String(9.5215 - 0.0005)).toBe('9.520999999999999')
    expect(coordinateText(9.5215 - 0.0005)).toBe('9.521')
    expect(coordinateText(9.521 + 0.0005)).toBe('9.5215')
    expect(coordinateText(47.14)).toBe('47.14')
    expect(coordinateText(9.1234567)).toBe('9.123457')
  })
})
