import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterFirstPins, FIRST_PINS_MARK, markFirstPins } from '../firstPins.js'

const observerTurn = () => new Promise((resolve) => setTimeout(resolve, 20))

afterEach(() => {
  performance.clearMarks(FIRST_PINS_MARK)
  vi.useRealTimers()
})

describe('first pins', () => {
  it('waits for the first pins, then runs the deferred work once', async () => {
    const task = vi.fn()
    afterFirstPins(task)
    await observerTurn()
    expect(task).not.toHaveBeenCalled()
    markFirstPins(20_000)
    await observerTurn()
    expect(task).toHaveBeenCalledTimes(1)
    expect(performance.getEntriesByName(FIRST_PINS_MARK)).toHaveLength(1)
    markFirstPins(20_000)
    await observerTurn()
    expect(task).toHaveBeenCalledTimes(1)
    expect(performance.getEntriesByName(FIRST_PINS_MARK)).toHaveLength(1)
  })

  it('runs at once when the pins were drawn before it asked', async () => {
    markFirstPins(1)
    const task = vi.fn()
    afterFirstPins(task)
    await observerTurn()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('does not wait forever for a map that never draws', () => {
    vi.useFakeTimers()
    const task = vi.fn()
    afterFirstPins(task, 10_000)
    vi.advanceTimersByTime(9_999)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledTimes(1)
  })
})
