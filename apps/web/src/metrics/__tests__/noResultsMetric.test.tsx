import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SearchResults } from '../../search/useSearchResults.js'
import { track } from '../metrics.js'
import { NO_RESULTS_SETTLE_MS, useNoResultsMetric } from '../useNoResultsMetric.js'

vi.mock('../metrics.js', () => ({ track: vi.fn() }))

const none = (query: string, pending = false, partial = false): SearchResults => ({
  query,
  hits: [],
  items: [],
  total: 0,
  pending,
  partial,
})

describe('the metric of a search without results', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('is sent once for the term a person settles on, not per keystroke', () => {
    const { rerender } = renderHook(({ results }) => useNoResultsMetric(results), {
      initialProps: { results: none('Xyl') as SearchResults | null },
    })
    vi.advanceTimersByTime(NO_RESULTS_SETTLE_MS / 2)
    rerender({ results: none('Xylo', true) })
    rerender({ results: none('Xylo') })
    vi.advanceTimersByTime(NO_RESULTS_SETTLE_MS / 2)
    rerender({ results: none('  XYLOPHON   Museum ') })
    expect(track).not.toHaveBeenCalled()
    vi.advanceTimersByTime(NO_RESULTS_SETTLE_MS)
    expect(track).toHaveBeenCalledTimes(1)
    expect(track).toHaveBeenCalledWith({ metric_key: 'search_no_results', metricValue: 'xylophon museum' })

    // The same term again later counts once; an emptied field or a search with results not at all.
    rerender({ results: null })
    rerender({ results: none('xylophon museum') })
    vi.advanceTimersByTime(NO_RESULTS_SETTLE_MS * 2)
    rerender({
      results: {
        query: 'Vaduz',
        hits: [{ kind: 'item', item: {} as SearchResults['items'][number] }],
        items: [{} as SearchResults['items'][number]],
        total: 1,
        pending: false,
        partial: false,
      },
    })
    vi.advanceTimersByTime(NO_RESULTS_SETTLE_MS * 2)
    expect(track).toHaveBeenCalledTimes(1)
  })

  it('waits for the index: nothing found by the titles alone while it is built does not count', () => {
    const { rerender } = renderHook(({ results }) => useNoResultsMetric(results), {
      initialProps: { results: none('Restuarant', false, true) as SearchResults | null },
    })
    vi.advanceTimersByTime(NO_RESULTS_SETTLE_MS * 2)
    expect(track).not.toHaveBeenCalledWith({ metric_key: 'search_no_results', metricValue: 'restuarant' })
    rerender({ results: none('Restuarant') })
    vi.advanceTimersByTime(NO_RESULTS_SETTLE_MS)
    expect(track).toHaveBeenCalledWith({ metric_key: 'search_no_results', metricValue: 'restuarant' })
  })
})
