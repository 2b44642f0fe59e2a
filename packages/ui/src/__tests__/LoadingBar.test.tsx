import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LoadingBar } from '../index.js'

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
