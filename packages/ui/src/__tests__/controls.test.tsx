import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { Button, CloseIcon, DetailRow, IconButton, TagChip } from '../index.js'

describe('IconButton', () => {
  it('is named by its label and reports a toggle state only when given', () => {
    const onClick = vi.fn()
    const { rerender } = render(
      <IconButton label="Mein Standort" onClick={onClick}>
        <svg />
      </IconButton>,
    )
    const button = screen.getByRole('button', { name: 'Mein Standort' })
    expect(button.hasAttribute('aria-pressed')).toBe(false)
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledOnce()
    rerender(
      <IconButton label="Mein Standort" onClick={onClick} active>
        <svg />
      </IconButton>,
    )
    expect(button.getAttribute('aria-pressed')).toBe('true')
  })
})

describe('TagChip', () => {
  it('is a toggle button when clickable', () => {
    const onClick = vi.fn()
    render(<TagChip label="Vegan" selected onClick={onClick} />)
    const chip = screen.getByRole('button', { name: 'Vegan' })
    expect(chip.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(chip)
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('is plain text otherwise', () => {
    render(<TagChip label="Terrasse" />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByText('Terrasse')).toBeTruthy()
  })
})

describe('DetailRow', () => {
  it('links the value and tells that web links open a new tab', () => {
    render(
      <DetailRow label="Webseite" href="https://example.li">
        example.li
      </DetailRow>,
    )
    const link = screen.getByRole('link', { name: 'example.li (öffnet in neuem Tab)' })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(screen.getByText('Webseite')).toBeTruthy()
  })

  it('keeps phone links in the same tab', () => {
    render(
      <DetailRow label="Telefon" href="tel:+4232360000">
        +423 236 00 00
      </DetailRow>,
    )
    expect(screen.getByRole('link', { name: '+423 236 00 00' }).hasAttribute('target')).toBe(false)
  })
})

describe('Button', () => {
  it('does not submit its form unless asked to, and is disabled while busy', () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault())
    const { rerender } = render(
      <form onSubmit={onSubmit}>
        <Button>Abbrechen</Button>
        <Button type="submit">Senden</Button>
      </form>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }))
    expect(onSubmit).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Senden' }))
    expect(onSubmit).toHaveBeenCalledOnce()
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" busy>
          Senden
        </Button>
      </form>,
    )
    const busy = screen.getByRole('button', { name: 'Senden' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect((busy as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('CloseIcon', () => {
  // Apps draw it inside their own labelled buttons, so it must stay out of the accessible name.
  it('is decorative and takes its size from the caller', () => {
    render(
      <button type="button" aria-label="Entfernen">
        <CloseIcon className="size-5" />
      </button>,
    )
    const svg = screen.getByRole('button', { name: 'Entfernen' }).querySelector('svg')
    expect(svg?.getAttribute('aria-hidden')).toBe('true')
    expect(svg?.getAttribute('focusable')).toBe('false')
    expect(svg?.getAttribute('class')).toBe('size-5')
  })
})
