import type { SearchHits } from './searchIndex.js'

/**
 * The complete index's answer to a query the titles answered first, without moving what the
 * visitor already sees: a finger on its way to the second row, or the arrow keys on the third,
 * would otherwise land on another place when the better answer arrives. The shown rows keep
 * their places (each title holds the text, so each is a true match), and the index's other
 * finds — typos, categories, tags — follow in its order. The next letter typed ranks afresh.
 */
export function keepShownRows(shown: SearchHits, complete: SearchHits): SearchHits {
  const seen = new Set(shown.positions)
  const positions = [...shown.positions, ...complete.positions.filter((p) => !seen.has(p))]
  return { positions, total: Math.max(complete.total, positions.length) }
}
