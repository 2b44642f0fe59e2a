import { describe, expect, it } from 'vitest'
import { distanceText, metresBetween } from '../distance.js'

describe('distances in result rows', () => {
  it('measures along the earth: Vaduz town hall to Schaan is about 2.9 km', () => {
    const vaduz = { lon: 9.5209, lat: 47.141 }
    const schaan = { lon: 9.5095, lat: 47.1651 }
    expect(metresBetween(vaduz, schaan)).toBeGreaterThan(2800)
    expect(metresBetween(vaduz, schaan)).toBeLessThan(2900)
    expect(metresBetween(vaduz, vaduz)).toBe(0)
  })

  it('says metres in tens below a kilometre, then kilometres', () => {
    expect(distanceText(0)).toBe('0 m')
    expect(distanceText(349)).toBe('350 m')
    expect(distanceText(996)).toBe('1.0 km')
    expect(distanceText(1234)).toBe('1.2 km')
    expect(distanceText(12_400)).toBe('12 km')
    expect(distanceText(1_234_000)).toBe('1’234 km')
  })
})
