import { describe, expect, it } from 'vitest'
import { levelTileTemplate } from '../layers/levelTileUrl.js'

const API = 'http://messe.localhost:8080/api/'

describe('levelTileTemplate', () => {
  it('takes an absolute path from the origin, once, with the placeholders as they are', () => {
    expect(levelTileTemplate('/api/branches/25/tiles_eg/{z}/{x}/{y}.png', API)).toBe(
      'http://messe.localhost:8080/api/branches/25/tiles_eg/{z}/{x}/{y}.png',
    )
  })

  it('takes a relative path from the API base', () => {
    expect(levelTileTemplate('branches/25/tiles_og/{z}/{x}/{y}.png', API)).toBe(
      'http://messe.localhost:8080/api/branches/25/tiles_og/{z}/{x}/{y}.png',
    )
  })

  it('keeps a full URL, and one without a scheme takes the page’s', () => {
    expect(levelTileTemplate('https://tiles.example/eg/{z}/{x}/{y}.png?key=a%20b', API)).toBe(
      'https://tiles.example/eg/{z}/{x}/{y}.png?key=a%20b',
    )
    expect(levelTileTemplate('//tiles.example/eg/{z}/{x}/{y}@2x.png', API)).toBe(
      'http://tiles.example/eg/{z}/{x}/{y}@2x.png',
    )
  })

  it('keeps MapLibre’s other placeholders', () => {
    expect(levelTileTemplate('/q/{quadkey}.png', API)).toBe('http://messe.localhost:8080/q/{quadkey}.png')
    expect(levelTileTemplate(' /t/{z}/{x}/{y}{ratio}.png ', API)).toBe(
      'http://messe.localhost:8080/t/{z}/{x}/{y}{ratio}.png',
    )
  })

  it('draws no floor plan from an empty, foreign-scheme or placeholder-less path', () => {
    for (const path of [
      null,
      undefined,
      '',
      '   ',
      'javascript:alert(1)//{z}/{x}/{y}',
      'data:image/png,{z}{x}{y}',
    ])
      expect(levelTileTemplate(path, API)).toBeNull()
    expect(levelTileTemplate('/api/branches/25/tiles_eg', API)).toBeNull()
    expect(levelTileTemplate('http://[::1/{z}/{x}/{y}', API)).toBeNull()
  })
})
