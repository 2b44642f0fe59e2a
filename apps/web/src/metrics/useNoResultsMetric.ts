import { normalizeSearchTerm, SEARCH_NO_RESULTS_METRIC } from '@quo/contract'
import { useEffect } from 'react'
import type { SearchResults } from '../search/useSearchResults.js'
import { track } from './metrics.js'

/** How long a search without results must stand before it counts: a person has stopped typing. */
export const NO_RESULTS_SETTLE_MS = 1500

/** Terms reported in this page's life: the same term searched again counts once. */
const reported = new Set<string>()

/**
 * Reports a search that found nothing (`search_no_results`, the term trimmed, lower-cased and
 * cut short in `metricValue`) once the term has stood unchanged for a moment, so a person typing
 * sends one event for the term they settled on, not one per keystroke.
 */
export function useNoResultsMetric(results: SearchResults | null): void {
  const term =
    // A partial answer (the titles, while the index is built) may yet find what the index does.
    results && !results.pending && !results.partial && results.hits.length === 0
      ? normalizeSearchTerm(results.query)
      : ''
  useEffect(() => {
    if (!term || reported.has(term)) return
    const timer = setTimeout(() => {
      reported.add(term)
      track({ metric_key: SEARCH_NO_RESULTS_METRIC, metricValue: term })
    }, NO_RESULTS_SETTLE_MS)
    return () => clearTimeout(timer)
  }, [term])
}
