import { afterAll, describe, expect, it } from 'vitest'

const zone = process.env.TZ
process.env.TZ = 'Europe/Vaduz'
afterAll(() => {
  process.env.TZ = zone
})
const { contestFormProblems, emptyForm, formOf } = await import('../screens/contests/contestForm.js')

const filled = {
  title: 'Rätsel',
  description: 'Wer kennt Vaduz?',
  question: 'Wie heisst der Fluss?',
  correctAnswer: '',
  branchShortId: '3',
  begin: '2026-12-01T10:00',
  end: '2026-12-24T18:00',
}

describe('the contest form', () => {
  it('says in German what is missing or wrong', () => {
    expect(contestFormProblems(emptyForm())).toEqual({
      title: 'Bitte ausfüllen.',
      description: 'Bitte ausfüllen.',
      question: 'Bitte ausfüllen.',
      begin: 'Bitte ein gültiges Datum mit Uhrzeit eingeben.',
      end: 'Bitte ein gültiges Datum mit Uhrzeit eingeben.',
    })
    expect(contestFormProblems(filled)).toEqual({})
    expect(contestFormProblems({ ...filled, end: '2026-11-30T10:00' })).toEqual({
      end: 'Das Ende muss nach dem Beginn liegen.',
    })
    expect(contestFormProblems({ ...filled, begin: '2026-02-30T10:00' }).begin).toBeDefined()
  })

  it('shows a stored contest in local time, on every map as none', () => {
    const form = formOf({
      id: 1,
      branchShortId: null,
      title: 'T',
      description: 'D',
      question: 'Q',
      dateBegin: '2026-12-01T09:00:00.000Z',
      dateEnd: '2026-12-24T17:00:00.000Z',
      itemNanoId: null,
      correctAnswer: null,
      participants: 0,
      correctParticipants: null,
      nextDraw: { candidates: 0, onlyCorrect: false },
      draws: [],
    })
    expect(form).toMatchObject({
      branchShortId: '',
      correctAnswer: '',
      begin: '2026-12-01T10:00',
      end: '2026-12-24T18:00',
    })
  })
})
