import type { Contest } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { runningContests } from '../runningContests.js'

const now = Date.parse('2026-06-15T12:00:00Z')
const contest = (id: number, patch: Partial<Contest>): Contest => ({
  id,
  branchShortId: 21,
  title: `Wettbewerb ${id}`,
  description: '',
  question: 'Wie heisst der höchste Berg?',
  dateBegin: '2026-06-01T00:00:00Z',
  dateEnd: '2026-07-01T00:00:00Z',
  itemNanoId: null,
  ...patch,
})

describe('runningContests', () => {
  const all = [
    contest(1, {}),
    contest(2, { branchShortId: null }),
    contest(3, { branchShortId: 25 }),
    contest(4, { dateEnd: '2026-06-15T11:59:59Z' }),
    contest(5, { dateBegin: '2026-06-16T00:00:00Z' }),
    contest(6, { itemNanoId: 'abcdefghij' }),
  ]

  it('offers the branch’s and the global contests that have begun and not ended', () => {
    expect(runningContests(all, 21, now).map((c) => c.id)).toEqual([1, 2])
    expect(runningContests(all, 25, now).map((c) => c.id)).toEqual([2, 3])
  })

  it('offers a contest about a place only on that place', () => {
    expect(runningContests(all, 21, now, 'abcdefghij').map((c) => c.id)).toEqual([6])
    expect(runningContests(all, 21, now, 'zzzzzzzzzz')).toEqual([])
  })
})
