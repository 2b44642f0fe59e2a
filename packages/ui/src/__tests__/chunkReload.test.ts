import { describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForChunk } from '../index.js'

describe('chunk reload guard', () => {
  const setup = (start: number) => {
    const store = new Map<string, string>()
    let now = start
    const reload = vi.fn()
    const deps = {
      storage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
      },
      now: () => now,
      reload,
    }
    return { deps, reload, advance: (ms: number) => (now += ms) }
  }

  it('reloads once, then not again within 60 s, then again after', () => {
    const { deps, reload, advance } = setup(1_000_000)
    expect(reloadForChunk(deps)).toBe(true)
    advance(CHUNK_RELOAD_GUARD_MS - 1)
    expect(reloadForChunk(deps)).toBe(false)
    advance(1)
    expect(reloadForChunk(deps)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it('recognises the browsers’ messages for a missing chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })
})
