import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LiveLoadingBar, LoadingBar, type LoadingSource } from '../index.js'

describe('LoadingBar', () => {
  it('reports the progress in percent to screen readers', () => {
    render(<LoadingBar visible value={0.42} />)
    const bar = screen.getByRole('progressbar', { name: 'Ladefortschritt' })
    expect(bar.getAttribute('aria-valuenow')).toBe('42')
    expect(bar.getAttribute('aria-valuemin')).toBe('0')
    expect(bar.getAttribute('aria-valuemax')).toBe('100')
  })

  it('clamps values outside 0..1', () => {
    const { rerender } = render(<LoadingBar visible value={1.7} />)
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100')
    rerender(<LoadingBar visible value={-1} />)
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0')
  })

  it('says when loading failed', () => {
    render(<LoadingBar visible value={0.3} failed />)
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Laden fehlgeschlagen')
  })

  it('is hidden from screen readers while not visible', () => {
    render(<LoadingBar visible={false} value={1} />)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})

describe('LiveLoadingBar', () => {
  it('follows its source: shown while loading, red when a request failed, hidden after', () => {
    const listeners = new Set<() => void>()
    let current = { visible: false, value: 0, failed: false }
    const source: LoadingSource = {
      subscribe: (listener) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      get current() {
        return current
      },
    }
    const set = (next: typeof current) =>
      act(() => {
        current = next
        for (const listener of listeners) listener()
      })
    render(<LiveLoadingBar source={source} />)
    const bar = screen.getByRole('progressbar', { hidden: true })
    expect(bar.getAttribute('aria-hidden')).toBe('true')
    set({ visible: true, value: 0.3, failed: false })
    expect(bar.getAttribute('aria-hidden')).toBeNull()
    expect(bar.getAttribute('aria-valuenow')).toBe('30')
    set({ visible: true, value: 1, failed: true })
    expect(bar.getAttribute('data-failed')).toBe('true')
    expect(bar.getAttribute('aria-valuetext')).not.toBeNull()
    set({ visible: false, value: 0, failed: false })
    expect(bar.getAttribute('aria-hidden')).toBe('true')
  })
})
