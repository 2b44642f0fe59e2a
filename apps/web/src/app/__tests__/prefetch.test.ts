import { afterEach, describe, expect, it, vi } from 'vitest'
import { prefetchAllowed, whenQuiet } from '../prefetch.js'

afterEach(() => {
  vi.useRealTimers()
})

describe('prefetch', () => {
  it('is skipped on 2g and save-data connections', () => {
    expect(prefetchAllowed(undefined)).toBe(true)
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true)
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false)
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false)
  })
})

describe('whenQuiet', () => {
  it('waits until the person has not typed or tapped for the pause, then runs once', () => {
    vi.useFakeTimers()
    const task = vi.fn()
    whenQuiet(task, 3000)
    vi.advanceTimersByTime(2000)
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))
    vi.advanceTimersByTime(2000)
    window.dispatchEvent(new Event('pointerdown'))
    vi.advanceTimersByTime(2999)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledTimes(1)
    // Typing afterwards does not run it again.
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'b' }))
    vi.advanceTimersByTime(5000)
    expect(task).toHaveBeenCalledTimes(1)
  })
})
