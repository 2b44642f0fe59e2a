import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OpeningHoursBadge, type OpeningHoursState } from '../index.js'

describe('OpeningHoursBadge', () => {
  it.each<[OpeningHoursState, string]>([
    ['open', 'Geöffnet'],
    ['closingSoon', 'Schliesst bald'],
    ['closed', 'Geschlossen'],
    ['unknown', 'Öffnungszeiten unbekannt'],
  ])('labels the state %s in German as "%s"', (state, label) => {
    render(<OpeningHoursBadge state={state} />)
    expect(screen.getByText(label)).toBeTruthy()
  })

  it('adds the detail text after the state', () => {
    const { container } = render(<OpeningHoursBadge state="closingSoon" text="bis 18:00" />)
    expect(container.textContent).toBe('Schliesst bald· bis 18:00')
  })
})
