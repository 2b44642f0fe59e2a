import { ItemSetCard } from '../cards/ItemSetCard.js'
import { messages } from '../messages.js'
import { useSearchResults } from './useSearchResults.js'

/** Search results on the map's start view; nothing while the search field is empty. */
export function ResultsCard() {
  const { query, results } = useSearchResults()
  if (!query.trim()) return null
  return (
    <ItemSetCard
      title={
        results.length ? messages.search.hits(results.length, results.length === 50) : messages.search.label
      }
      items={results}
      empty={messages.search.none(query)}
      closable={false}
    />
  )
}
