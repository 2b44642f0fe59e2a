import { useQuery } from '@tanstack/react-query'
import { memo, useMemo } from 'react'
import { categoriesQuery } from '../data/queries.js'
import { messages } from '../messages.js'
import { useNoResultsMetric } from '../metrics/useNoResultsMetric.js'
import { visitorPositionAtom } from '../state/atoms.js'
import { useAtomValue } from '../state/store.js'
import { ResultRow } from './ResultRow.js'
import { RowsCard } from './RowsCard.js'
import { RESULT_LIMIT } from './searchProtocol.js'
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
  const { query, items, total, pending } = results
  const categories = useQuery(categoriesQuery)
  const position = useAtomValue(visitorPositionAtom)
  const categoryName = useMemo(
    () =>
      new Map(
        (categories.data ?? []).map((c) => [
          c.id,
          c.translations.find((t) => t.language === 'de')?.subCategoryName ?? c.subCategory,
        ]),
      ),
    [categories.data],
  )
  const nanoIds = useMemo(() => items.map((i) => i.nanoId), [items])
  // Nothing found yet is not "nothing found": the pins stay as they are until the answer.
  useHighlight(pending && !items.length ? null : nanoIds, HIGHLIGHT_DELAY_MS)
  const status = items.length
    ? messages.search.hits(items.length, total > RESULT_LIMIT)
    : pending
      ? messages.loading
      : messages.search.none(query)
  return (
    <RowsCard title={messages.search.label} status={status} dataQuery={query}>
      <ul className="pb-2">
        {items.map((item) => (
          <ResultRow
            key={item.nanoId}
            item={item}
            category={item.categoryId === null ? undefined : categoryName.get(item.categoryId)}
            position={position}
          />
        ))}
      </ul>
    </RowsCard>
  )
})
