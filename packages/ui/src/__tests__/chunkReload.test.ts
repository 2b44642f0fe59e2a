import { describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadForChunk } from '../index.js'

describe('chunk reload guard', () => {
  const setup = (start: number) => {
    const store = new Map<string, string>()
    let now = start
    const reload = vi.fn()
    let online = true
    const deps = {
      online: () => online,
      storage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => store.set(k, v),
      },
      now: () => now,
      reload,
    }
    return {
      deps,
      reload,
      advance: (ms: number) => (now += ms),
      goOffline: (off: boolean) => (online = !off),
    }
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

  it('never reloads while offline, and does not use up its one reload there', () => {
    const { deps, reload, goOffline } = setup(1_000_000)
    goOffline(true)
    expect(reloadForChunk(deps)).toBe(false)
    expect(reloadForChunk(deps)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    goOffline(false)
    expect(reloadForChunk(deps)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('recognises the browsers’ messages for a missing chunk', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    )
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
  })
})
