import { memo, useMemo } from 'react'
import { useCategoryNames } from '../data/useCategoryNames.js'
import { messages } from '../messages.js'
import { useNoResultsMetric } from '../metrics/useNoResultsMetric.js'
import { visitorPositionAtom } from '../state/atoms.js'
import { useAtomValue } from '../state/store.js'
import { distanceText, metresBetween } from './distance.js'
import { PlaceRow } from './PlaceRow.js'
import { ResultRow } from './ResultRow.js'
import { RowsCard } from './RowsCard.js'
import { buildingAddress } from './searchPayload.js'
import { useHighlight } from './useHighlight.js'
import { type SearchResults, useSearchResults } from './useSearchResults.js'

/** How long the results rest before the map dims the rest and fits them: not on every letter. */
const HIGHLIGHT_DELAY_MS = 600

/** Search results on the map's start view; nothing while the search field is empty. */
export function ResultsCard() {
  const results = useSearchResults()
  useNoResultsMetric(results)
  return results ? <Results results={results} /> : null
}

const Results = memo(function Results({ results }: { results: SearchResults }) {
  const { query, hits, items, total, pending, partial } = results
  const categoryName = useCategoryNames()
  const position = useAtomValue(visitorPositionAtom)
  const nanoIds = useMemo(() => items.map((i) => i.nanoId), [items])
  // Nothing found yet is not "nothing found": the pins stay as they are until the answer.
  useHighlight(pending && !hits.length ? null : nanoIds, HIGHLIGHT_DELAY_MS)
  const status = hits.length
    ? messages.search.hits(hits.length, total > hits.length)
    : pending
      ? messages.loading
      : partial
        ? messages.search.noneYet(query)
        : messages.search.none(query)
  return (
    // data-query names the text the rows answer: none while the card still says "Wird geladen …".
    <RowsCard
      title={messages.search.label}
      status={status}
      dataQuery={pending && !hits.length ? undefined : query}
    >
      <ul className="pb-2">
        {hits.map((hit) => {
          if (hit.kind === 'item') {
            const { item } = hit
            return (
              <ResultRow
                key={item.nanoId}
                item={item}
                category={item.categoryId === null ? undefined : categoryName.get(item.categoryId)}
                position={position}
              />
            )
          }
          const at = hit.kind === 'street' ? hit.street : hit.building
          return (
            <PlaceRow
              key={at.nanoId}
              to={hit.kind === 'street' ? '/map/street/$nanoId/{-$title}' : '/map/building/$nanoId/{-$title}'}
              nanoId={at.nanoId}
              title={hit.kind === 'street' ? hit.street.title : buildingAddress(hit.building)}
              facts={[
                hit.kind === 'street' ? messages.street : messages.building,
                position ? distanceText(metresBetween(position, at)) : null,
              ]}
            />
          )
        })}
      </ul>
    </RowsCard>
  )
})
