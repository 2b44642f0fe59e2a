import { describe, expect, it } from 'vitest'
import { pinForKey } from '../pinNavigation.js'

//   a . b
//   . c .
//   d . .   e far right, a bit lower
const pins = [
  { nanoId: 'c', x: 100, y: 100 },
  { nanoId: 'a', x: 0, y: 0 },
  { nanoId: 'b', x: 200, y: 0 },
  { nanoId: 'd', x: 0, y: 200 },
  { nanoId: 'e', x: 400, y: 130 },
]

describe('pinForKey', () => {
  it('goes to the nearest place in the arrow’s direction, straight ahead before aside', () => {
    expect(pinForKey(pins, 'c', 'ArrowRight')).toBe('b')
    expect(pinForKey(pins, 'a', 'ArrowRight')).toBe('b')
    expect(pinForKey(pins, 'a', 'ArrowDown')).toBe('d')
    expect(pinForKey(pins, 'e', 'ArrowLeft')).toBe('c')
    expect(pinForKey(pins, 'b', 'ArrowDown')).toBe('c')
    expect(pinForKey(pins, 'd', 'ArrowUp')).toBe('a')
  })

  it('stays where nothing lies that way', () => {
    expect(pinForKey(pins, 'e', 'ArrowRight')).toBeNull()
    expect(pinForKey(pins, 'a', 'ArrowUp')).toBeNull()
  })

  it('Home and End go to the first and last by priority; other keys do not move', () => {
    expect(pinForKey(pins, 'e', 'Home')).toBe('c')
    expect(pinForKey(pins, 'c', 'End')).toBe('e')
    expect(pinForKey(pins, 'c', 'Enter')).toBeNull()
    expect(pinForKey(pins, 'c', 'a')).toBeNull()
  })

  it('starts at the first place when the focused one is gone, and copes with none', () => {
    expect(pinForKey(pins, 'gone', 'ArrowDown')).toBe('c')
    expect(pinForKey([], null, 'ArrowDown')).toBeNull()
    expect(pinForKey([], null, 'End')).toBeNull()
  })
})
