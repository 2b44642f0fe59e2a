import { describe, expect, it } from 'vitest'
import { nestsDeeperThan } from '../plugins/jsonBodies.js'

describe('the nesting scan of JSON bodies', () => {
  it('counts objects and arrays alike, the outermost as the first level', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false)
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true)
    expect(nestsDeeperThan('[[],[],[[]]]', 3)).toBe(false)
    expect(nestsDeeperThan('[[],[],[[]]]', 2)).toBe(true)
    expect(nestsDeeperThan('"just a string"', 0)).toBe(false)
  })

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false)
    expect(nestsDeeperThan(JSON.stringify({ a: 'x"[[[[', b: '\\' }), 1)).toBe(false)
    expect(nestsDeeperThan(JSON.stringify({ a: '\\"', b: [[1]] }), 2)).toBe(true)
    expect(nestsDeeperThan(JSON.stringify({ 'k[[[': { '{{': 1 } }), 2)).toBe(false)
  })

  it('is linear: 4 MB of brackets are scanned in milliseconds', () => {
    const depth = 2 * 1024 * 1024
    const text = `${'['.repeat(depth)}${']'.repeat(depth)}`
    const start = performance.now()
    expect(nestsDeeperThan(text, 64)).toBe(true)
    expect(nestsDeeperThan(`"${text}"`, 64)).toBe(false)
    // Far above a loaded machine's time, far below a quadratic scan's (minutes).
    expect(performance.now() - start).toBeLessThan(1_000)
  })
})
