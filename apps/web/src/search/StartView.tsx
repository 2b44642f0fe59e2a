import { Suspense } from 'react'
import { lazyComponent } from '../app/lazyComponent.js'
import { searchTextAtom, searchWantedAtom } from '../state/atoms.js'
import { useAtomValue } from '../state/store.js'

// The results card, its search client and rows load when the visitor reaches for the search
// field, not with the page: most visits start by looking at the map.
const ResultsCard = lazyComponent(() => import('./ResultsCard.js'), 'ResultsCard')

/** The map's start view (/map): the search results once the visitor searches. */
export function StartView() {
  const wanted = useAtomValue(searchWantedAtom)
  const text = useAtomValue(searchTextAtom)
  if (!wanted && !text.trim()) return null
  return (
    <Suspense fallback={null}>
      <ResultsCard />
    </Suspense>
  )
}
