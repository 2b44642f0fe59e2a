import { describe, expect, it } from 'vitest'
import { chartColumns, rangeTotals } from '../screens/metrics/chartData.js'
import { rangeProblems } from '../screens/metrics/range.js'
import { parseMetricsSearch, shownRange } from '../screens/metrics/search.js'

describe('the metrics range', () => {
  it('says in German what is wrong with the dates', () => {
    expect(rangeProblems({ from: '2025-03-01', to: '2025-03-31' })).toEqual({})
    expect(rangeProblems({ from: '', to: '2025-03-31' })).toEqual({
      from: 'Bitte ein vollständiges Datum eingeben.',
    })
    expect(rangeProblems({ from: '2025-02-30', to: '' })).toEqual({
      from: 'Bitte ein vollständiges Datum eingeben.',
      to: 'Bitte ein vollständiges Datum eingeben.',
    })
    expect(rangeProblems({ from: '2025-03-31', to: '2025-03-01' })).toEqual({
      to: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
    })
    expect(rangeProblems({ from: '2024-01-01', to: '2024-12-31' })).toEqual({})
    expect(rangeProblems({ from: '2024-01-01', to: '2025-01-01' })).toEqual({
      to: 'Der Zeitraum darf höchstens 366 Tage umfassen.',
    })
  })

  it('reads the address leniently and falls back to the last 30 days', () => {
    expect(parseMetricsSearch({ from: '2025-03-01', to: '2025-03-31', branchShortId: 3 })).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
      branchShortId: 3,
    })
    expect(parseMetricsSearch({ from: '2025-03-31', to: '2025-03-01', branchShortId: 'x' })).toEqual({})
    expect(parseMetricsSearch({ from: '2025-03-01', branchShortId: '21' })).toEqual({ branchShortId: 21 })
    // 1 June 2025, 23:30 UTC is already 2 June in Vaduz.
    expect(shownRange({}, new Date('2025-06-01T23:30:00Z'))).toEqual({ from: '2025-05-04', to: '2025-06-02' })
    expect(shownRange({ from: '2025-01-01', to: '2025-01-02' })).toEqual({
      from: '2025-01-01',
      to: '2025-01-02',
    })
  })

  it('gives the chart the days oldest first at noon, and sums the range', () => {
    const days = [
      { day: '2025-03-02', sessions: 4, events: 10 },
      { day: '2025-03-01', sessions: 0, events: 0 },
    ]
    expect(chartColumns(days)).toEqual([
      [Date.parse('2025-03-01T12:00:00Z') / 1000, Date.parse('2025-03-02T12:00:00Z') / 1000],
      [0, 4],
    ])
    expect(rangeTotals(days)).toEqual({ sessions: 4, events: 10 })
  })
})
