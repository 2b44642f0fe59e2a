import { ItemSetCard } from '../cards/ItemSetCard.js'
import { useSearchResults } from './useSearchResults.js'

/** Search results on the map's start view; nothing while the search field is empty. */
export function ResultsCard() {
  const { query, results } = useSearchResults()
  if (!query.trim()) return null
  return (
    <ItemSetCard
      title={results.length ? `${results.length}${results.length === 50 ? '+' : ''} Treffer` : 'Suche'}
      items={results}
      empty={`Keine Treffer für «${query}»`}
      closable={false}
    />
  )
}
