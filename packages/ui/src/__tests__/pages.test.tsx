import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ErrorMessage, NotFound, OfflineNotice } from '../index.js'

describe('ErrorMessage and NotFound', () => {
  it('shows "404 Not Found" for status 404 with a link home', () => {
    render(<ErrorMessage status={404} homeHref="/" />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Not Found')
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/')
  })

  it('shows "An error occurred" for any other status', () => {
    render(<ErrorMessage status={500} homeHref="/" />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('An error occurred')
  })

  it('explains an unknown route', () => {
    render(<NotFound homeHref="/map" />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404 Not Found')
    expect(screen.getByText('This page could not be found')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/map')
  })
})

describe('OfflineNotice', () => {
  it('announces the lost connection in the live region that is already there', () => {
    const { rerender } = render(<OfflineNotice online />)
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('')
    rerender(<OfflineNotice online={false} />)
    expect(status.textContent).toBe('Keine Internetverbindung')
  })
})
