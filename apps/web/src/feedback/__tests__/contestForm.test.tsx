import type { Contest } from '@quo/contract'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ContestForm } from '../ContestForm.js'

vi.mock('../../api.js', () => ({ api: { participate: vi.fn() } }))

const CONTEST: Contest = {
  id: 7,
  branchShortId: 21,
  title: 'Winterrätsel',
  description: 'Zu gewinnen: eine Tageskarte.',
  question: 'Wie heisst der höchste Berg?',
  dateBegin: '2026-01-01T08:00:00.000Z',
  dateEnd: '2026-03-01T11:00:00.000Z',
  itemNanoId: null,
}

afterEach(cleanup)

describe('the contest form', () => {
  it('says before sending what is kept, why and until when', () => {
    render(<ContestForm contest={CONTEST} />)
    fireEvent.click(screen.getByRole('button', { name: 'Teilnehmen' }))
    const form = screen.getByRole('form', { name: 'Teilnehmen' })
    const note = form.textContent ?? ''
    expect(note).toContain('Datenschutz:')
    expect(note).toContain('Ihr Name, Ihre E-Mail-Adresse, Ihre Antwort und der Zeitpunkt der Teilnahme')
    expect(note).toContain('um die Gewinnerinnen und Gewinner zu ziehen und zu benachrichtigen')
    // 90 days after the end on 1 March 2026.
    expect(note).toContain('90 Tage nach Ende des Wettbewerbs, am 30. Mai 2026, werden die Angaben gelöscht.')
  })
})
