import { describe, expect, it } from 'vitest'
import {
  addDays,
  daysInRange,
  isCalendarDay,
  MetricInput,
  MetricsQuery,
  normalizeSearchTerm,
  regionToday,
  SEARCH_TERM_MAX_LENGTH,
} from '../index.js'

describe('search terms without results', () => {
  it('are counted trimmed, lower-cased and cut, whole characters only', () => {
    expect(normalizeSearchTerm('  Pizza   MARGHERITA ')).toBe('pizza margherita')
    const emoji = `${'a'.repeat(SEARCH_TERM_MAX_LENGTH - 1)}🍕🍕`
    const cut = normalizeSearchTerm(emoji)
    expect(Array.from(cut)).toHaveLength(SEARCH_TERM_MAX_LENGTH)
    expect(cut.endsWith('🍕')).toBe(true)
    // What is cut still passes the metric's own check (no lone surrogate).
    expect(
      MetricInput.safeParse({ metric_key: 'search_no_results', session_id: 'session-1', metricValue: cut })
        .success,
    ).toBe(true)
  })
})

describe('the metrics range', () => {
  it('knows calendar days and counts them', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true)
    expect(isCalendarDay('2025-02-29')).toBe(false)
    expect(isCalendarDay('2025-2-1')).toBe(false)
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31')
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28')
    expect(daysInRange('2025-01-01', '2025-12-31')).toBe(365)
    expect(regionToday(new Date('2025-06-30T22:30:00Z'))).toBe('2025-07-01')
  })

  it('defaults to the 30 days up to today and refuses a range that is none', () => {
    const fallback = MetricsQuery.parse({})
    expect(daysInRange(fallback.from, fallback.to)).toBe(30)
    expect(fallback.to).toBe(regionToday())
    expect(MetricsQuery.parse({ to: '2025-03-31' })).toEqual({
      from: '2025-03-02',
      to: '2025-03-31',
      branchShortId: undefined,
    })
    expect(
      MetricsQuery.parse({ from: '2024-01-01', to: '2024-12-31', branchShortId: '3' }).branchShortId,
    ).toBe(3)
    const backwards = MetricsQuery.safeParse({ from: '2025-03-31', to: '2025-03-01' })
    expect(backwards.error?.issues.map((i) => i.path)).toEqual([['to']])
    expect(MetricsQuery.safeParse({ from: '2024-01-01', to: '2025-01-01' }).success).toBe(false)
  })
})
