import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Card } from '../index.js'

describe('Card', () => {
  it('is a region named by its title', () => {
    render(<Card title="Suchergebnisse">Inhalt</Card>)
    expect(screen.getByRole('region', { name: 'Suchergebnisse' }).textContent).toContain('Inhalt')
    expect(screen.queryByRole('button', { name: 'Schliessen' })).toBeNull()
  })

  it('closes with the "Schliessen" button and with Escape', () => {
    const onClose = vi.fn()
    render(
      <Card title="Details" onClose={onClose}>
        Inhalt
      </Card>,
    )
    const close = screen.getByRole('button', { name: 'Schliessen' })
    fireEvent.click(close)
    fireEvent.keyDown(close, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(2)
  })
})
