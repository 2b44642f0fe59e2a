import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoadingProgress, type ProgressState } from '../progress.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function watch(progress: LoadingProgress) {
  const seen: ProgressState[] = []
  progress.subscribe((s) => seen.push(s))
  return seen
}

describe('LoadingProgress', () => {
  it('never shows for requests faster than 200 ms', () => {
    const progress = new LoadingProgress()
    const seen = watch(progress)
    progress.begin()
    vi.advanceTimersByTime(150)
    progress.end(true)
    vi.advanceTimersByTime(2000)
    expect(seen).toEqual([])
    expect(progress.current.visible).toBe(false)
  })

  it('shows after 200 ms, grows over about 5 s without finishing, completes and hides 500 ms later', () => {
    const progress = new LoadingProgress()
    progress.begin()
    vi.advanceTimersByTime(199)
    expect(progress.current.visible).toBe(false)
    vi.advanceTimersByTime(1)
    expect(progress.current).toEqual({ visible: true, value: 0, failed: false })
    vi.advanceTimersByTime(1000)
    const early = progress.current.value
    vi.advanceTimersByTime(2000)
    const later = progress.current.value
    expect(early).toBeGreaterThan(0.2)
    expect(later).toBeGreaterThan(early)
    vi.advanceTimersByTime(10_000)
    expect(progress.current.value).toBe(0.95)

    progress.end(true)
    expect(progress.current).toEqual({ visible: true, value: 1, failed: false })
    vi.advanceTimersByTime(499)
    expect(progress.current.visible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(progress.current).toEqual({ visible: false, value: 0, failed: false })
  })

  it('waits for the last of overlapping requests and marks a failure', () => {
    const progress = new LoadingProgress()
    progress.begin()
    progress.begin()
    vi.advanceTimersByTime(300)
    progress.end(false)
    expect(progress.current).toMatchObject({ visible: true, failed: true })
    expect(progress.current.value).toBeLessThan(1)
    progress.end(true)
    expect(progress.current).toEqual({ visible: true, value: 1, failed: true })
    vi.advanceTimersByTime(500)
    expect(progress.current.failed).toBe(false)
  })

  it('shows a fast failure briefly so it is noticed', () => {
    const progress = new LoadingProgress()
    progress.begin()
    vi.advanceTimersByTime(50)
    progress.end(false)
    expect(progress.current).toEqual({ visible: true, value: 1, failed: true })
    vi.advanceTimersByTime(500)
    expect(progress.current.visible).toBe(false)
  })
})
