// @vitest-environment jsdom
import type { ContestDraw, ContestParticipant, StaffContest } from '@quo/contract'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ContestsScreen } from '../screens/contests/ContestsScreen.js'
import { api } from '../session.js'
import { installModalDialogs, renderWithQuery } from './renderWithQuery.js'

vi.mock('../session.js', () => ({
  api: {
    staffContests: vi.fn(),
    contestParticipants: vi.fn(),
    markContestParticipant: vi.fn(),
    drawContestWinner: vi.fn(),
    branches: vi.fn(),
  },
  downloadStaffFile: vi.fn(),
}))

const mocked = vi.mocked(api)

const ENDED = {
  branchShortId: 3,
  description: 'Zu gewinnen: eine Fahrt mit der Malbunbahn.',
  question: 'Wie heisst der Fluss?',
  dateBegin: '2025-03-01T09:00:00.000Z',
  dateEnd: '2025-03-10T17:00:00.000Z',
  itemNanoId: null,
  draws: [],
}
const QUIZ: StaffContest = {
  ...ENDED,
  id: 1,
  title: 'Rätsel am Rhein',
  correctAnswer: 'Rhein',
  participants: 5,
  correctParticipants: 3,
  nextDraw: { candidates: 3, onlyCorrect: true },
}
const OPEN_QUESTION: StaffContest = {
  ...ENDED,
  id: 2,
  title: 'Lieblingsort',
  question: 'Was gefällt dir in Vaduz?',
  correctAnswer: null,
  participants: 2,
  correctParticipants: null,
  nextDraw: { candidates: 2, onlyCorrect: false },
}
const ANNA: ContestParticipant = {
  id: 11,
  name: 'Anna',
  email: 'anna@beispiel.li',
  answer: 'Die Ill',
  dateCreated: '2025-03-02T10:00:00.000Z',
  markedCorrect: null,
  correct: false,
}

beforeEach(() => {
  installModalDialogs()
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  mocked.staffContests.mockResolvedValue([QUIZ, OPEN_QUESTION])
  mocked.contestParticipants.mockResolvedValue([ANNA])
  mocked.markContestParticipant.mockResolvedValue({ ...ANNA, markedCorrect: true, correct: true })
  mocked.drawContestWinner.mockResolvedValue({
    id: 5,
    contestId: 1,
    participant: { ...ANNA, correct: true },
    candidates: 3,
    onlyCorrect: true,
    dateDrawn: '2025-03-11T10:00:00.000Z',
    drawnBy: 'staff@quo.local',
  } satisfies ContestDraw)
  mocked.branches.mockResolvedValue({
    branches: [{ id: 4, shortId: 3, title: 'Gemeinde Vaduz', shortTitle: 'Vaduz' }],
    hostRedirects: [],
  } as unknown as Awaited<ReturnType<typeof api.branches>>)
})
afterEach(cleanup)

const card = async (title: string) => screen.findByRole('region', { name: title })
const openDialog = () => document.querySelector('dialog[open]') as HTMLDialogElement | null

describe('the contests view', () => {
  it('asks before drawing, saying how many correct entries it draws from, and draws only when confirmed', async () => {
    renderWithQuery(ContestsScreen, { path: '/dashboard/contests/' })
    const quiz = await card('Rätsel am Rhein')
    expect(quiz.textContent).toContain('Richtige Antwort: «Rhein» · 3 von 5 Teilnahmen richtig')

    fireEvent.click(within(quiz).getByRole('button', { name: 'Gewinner ziehen' }))
    const dialog = openDialog()
    expect(dialog?.textContent).toContain(
      'Gezogen wird unter 3 Teilnahmen mit richtiger Antwort, die noch nicht gezogen wurden.',
    )
    expect(dialog?.textContent).toContain('lässt sich nicht rückgängig machen')
    expect(mocked.drawContestWinner).not.toHaveBeenCalled()

    fireEvent.click(within(dialog as HTMLElement).getByRole('button', { name: 'Abbrechen' }))
    await waitFor(() => expect(openDialog()).toBeNull())
    expect(mocked.drawContestWinner).not.toHaveBeenCalled()

    fireEvent.click(within(quiz).getByRole('button', { name: 'Gewinner ziehen' }))
    fireEvent.click(within(openDialog() as HTMLElement).getByRole('button', { name: 'Jetzt ziehen' }))
    await waitFor(() => expect(mocked.drawContestWinner).toHaveBeenCalledTimes(1))
    expect(mocked.drawContestWinner).toHaveBeenCalledWith(1)
    await waitFor(() => expect(openDialog()).toBeNull())
  })

  it('says so when a contest has no correct answer and draws among all its entries', async () => {
    renderWithQuery(ContestsScreen, { path: '/dashboard/contests/' })
    const open = await card('Lieblingsort')
    expect(open.textContent).toContain(
      'Keine richtige Antwort festgelegt: gezogen wird unter allen Teilnahmen.',
    )
    fireEvent.click(within(open).getByRole('button', { name: 'Gewinner ziehen' }))
    expect(openDialog()?.textContent).toContain(
      'keine richtige Antwort festgelegt und keine Teilnahme als richtig markiert. Gezogen wird deshalb unter allen 2 Teilnahmen',
    )
  })

  it('lets staff mark an entry correct', async () => {
    renderWithQuery(ContestsScreen, { path: '/dashboard/contests/' })
    const quiz = await card('Rätsel am Rhein')
    fireEvent.click(within(quiz).getByRole('button', { name: 'Teilnahmen anzeigen' }))
    const select = await within(quiz).findByRole('combobox', { name: 'Bewertung der Teilnahme von Anna' })
    expect((select as HTMLSelectElement).value).toBe('auto')
    expect(within(quiz).getByRole('option', { name: 'Nach Antwort' })).toBeTruthy()
    fireEvent.change(select, { target: { value: 'correct' } })
    await waitFor(() =>
      expect(mocked.markContestParticipant).toHaveBeenCalledWith(1, 11, { markedCorrect: true }),
    )
  })
})
