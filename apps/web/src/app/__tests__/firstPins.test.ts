import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterMapPins, FIRST_PINS_MARK, MAP_PINS_MARK, markMapPins, START_PINS_ID } from '../firstPins.js'

const observerTurn = () => new Promise((resolve) => setTimeout(resolve, 20))

afterEach(() => {
  performance.clearMarks(FIRST_PINS_MARK)
  performance.clearMarks(MAP_PINS_MARK)
  document.body.innerHTML = ''
  vi.useRealTimers()
})

describe('first pins', () => {
  it('waits for the map pins, then runs the deferred work once', async () => {
    const task = vi.fn()
    afterMapPins(task)
    await observerTurn()
    expect(task).not.toHaveBeenCalled()
    markMapPins(20_000)
    await observerTurn()
    expect(task).toHaveBeenCalledTimes(1)
    expect(performance.getEntriesByName(MAP_PINS_MARK)).toHaveLength(1)
    markMapPins(20_000)
    await observerTurn()
    expect(task).toHaveBeenCalledTimes(1)
    expect(performance.getEntriesByName(MAP_PINS_MARK)).toHaveLength(1)
  })

  it('does not take the start-pins picture for the map pins', async () => {
    const task = vi.fn()
    afterMapPins(task)
    performance.mark(FIRST_PINS_MARK, { detail: { source: 'start-pins' } })
    await observerTurn()
    expect(task).not.toHaveBeenCalled()
  })

  it('keeps the picture as the first pins when it came first, and then takes it away', () => {
    const picture = document.createElement('img')
    picture.id = START_PINS_ID
    document.body.append(picture)
    performance.mark(FIRST_PINS_MARK, { detail: { source: 'start-pins' } })
    markMapPins(300)
    const [first] = performance.getEntriesByName(FIRST_PINS_MARK) as PerformanceMark[]
    expect(performance.getEntriesByName(FIRST_PINS_MARK)).toHaveLength(1)
    expect(first?.detail).toEqual({ source: 'start-pins' })
    expect(document.getElementById(START_PINS_ID)).toBeNull()
  })

  it('counts the map as the first pins when no picture came before', () => {
    markMapPins(300)
    const [first] = performance.getEntriesByName(FIRST_PINS_MARK) as PerformanceMark[]
    expect(first?.detail).toEqual({ items: 300, source: 'map' })
  })

  it('runs at once when the pins were drawn before it asked', async () => {
    markMapPins(1)
    const task = vi.fn()
    afterMapPins(task)
    await observerTurn()
    expect(task).toHaveBeenCalledTimes(1)
  })

  it('does not wait forever for a map that never draws', () => {
    vi.useFakeTimers()
    const task = vi.fn()
    afterMapPins(task, 10_000)
    vi.advanceTimersByTime(9_999)
    expect(task).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(task).toHaveBeenCalledTimes(1)
  })
})
