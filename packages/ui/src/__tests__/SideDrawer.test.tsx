import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SideDrawer } from '../index.js'

const props = {
  title: 'Vaduz – Hauptort',
  text: 'Die Karte des Hauptorts.',
  feedbackEmail: 'feedback@example.li',
  version: '2025.03.31.1.20.3',
  copyright: '© 2025 quo',
}

describe('SideDrawer', () => {
  it('shows branch info and the feedback link when open', async () => {
    render(<SideDrawer open onOpenChange={() => {}} {...props} />)
    expect(await screen.findByRole('dialog', { name: 'Vaduz – Hauptort' })).toBeTruthy()
    const link = screen.getByRole('link', { name: 'feedback senden' })
    expect(link.getAttribute('href')).toBe('mailto:feedback@example.li')
    expect(screen.getByText('Version 2025.03.31.1.20.3')).toBeTruthy()
    expect(screen.getByText('© 2025 quo')).toBeTruthy()
  })

  it('renders nothing while closed', () => {
    render(<SideDrawer open={false} onOpenChange={() => {}} {...props} />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes with the "Schliessen" button', async () => {
    const onOpenChange = vi.fn()
    render(<SideDrawer open onOpenChange={onOpenChange} {...props} />)
    fireEvent.click(await screen.findByRole('button', { name: 'Schliessen' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})
