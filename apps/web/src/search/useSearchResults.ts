import type { BasemapItem } from '@quo/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useDeferredValue, useEffect, useMemo, useState } from 'react'
import { useCurrentBranch } from '../data/currentBranch.js'
import { readPinsNow } from '../data/pinsPayload.js'
import { searchTextAtom, searchWantedAtom } from '../state/atoms.js'
import { useAtomValue } from '../state/store.js'
import { type ShownAnswer, steadyAnswer } from './keepShownRows.js'
import { type SearchHit, type SearchIndexHandle, searchAsIndexGrows, searchIndexFor } from './searchClient.js'
import { useSearchAddresses, useSearchData } from './useSearchIndex.js'

export interface SearchResults {
  /** The text the shown items answer. */
  query: string
  /** Places, streets and buildings, best first. */
  hits: readonly SearchHit[]
  /** The places among the hits (the map highlights their pins). */
  items: readonly BasemapItem[]
  /** Matches in all; `items` holds the best of them. */
  total: number
  /** Whether newer text is still being searched (the items answer older text). */
  pending: boolean
  /** Whether the titles answered while the index was built (asked again once it is there). */
  partial: boolean
}

/**
 * The current branch's search index, built (off the page) once the visitor reaches for the
 * search field or a search text is there. Handing the items over is a task of its own, not
 * part of the render that follows the focus. `shortId`: the branch whose pins it reads
 * (undefined until the branches are known).
 */
function useWorkerIndex(enabled: boolean, shortId: number | null | undefined): SearchIndexHandle | null {
  const data = useSearchData()
  const addresses = useSearchAddresses()
  const [handle, setHandle] = useState<SearchIndexHandle | null>(null)
  // A big map reads its pins only after it has drawn: the search wants them at once.
  const client = useQueryClient()
  useEffect(() => {
    if (enabled && shortId !== undefined) readPinsNow(client, shortId)
  }, [enabled, client, shortId])
  useEffect(() => {
    if (!enabled || !data) return
    const timer = setTimeout(
      () => setHandle(searchIndexFor(data.items, data.categories, data.tags, addresses)),
      0,
    )
    return () => clearTimeout(timer)
  }, [enabled, data, addresses])
  // An index of older items or addresses is not asked: the card keeps its answer meanwhile.
  return handle && handle.items === data?.items ? handle : null
}

/**
 * Items of the current branch matching the search text; null while the field is empty. A
 * keystroke costs the page a render of the field and one message to the search worker; the
 * rows change when the worker answers.
 */
export function useSearchResults(): SearchResults | null {
  const text = useAtomValue(searchTextAtom).trim()
  const query = useDeferredValue(text)
  const current = useCurrentBranch()
  // Undefined while the branches are loading; null on the main site.
  const shortId = current ? (current.branch?.shortId ?? null) : undefined
  const branch = shortId ?? null
  const index = useWorkerIndex(useAtomValue(searchWantedAtom) || text !== '', shortId)
  const [answer, setAnswer] = useState<ShownAnswer | null>(null)
  useEffect(() => {
    if (!index || !query) return
    return searchAsIndexGrows(index, query, (hits) => {
      const next: ShownAnswer = {
        index,
        branch,
        query,
        hits: hits.positions.flatMap((p) => index.hit(p) ?? []),
        total: hits.total,
        ...(hits.partial ? { partial: true } : {}),
      }
      setAnswer((prev) => steadyAnswer(prev, next))
    })
  }, [index, query, branch])
  // A new search after the field was emptied starts without the last one's rows.
  useEffect(() => {
    if (!text) setAnswer(null)
  }, [text])
  // An answer of the branch's last items stays while a staff edit's new index is built: its
  // rows (and a row's focus) do not blink away for "Wird geladen …".
  const shown = answer && answer.branch === branch ? answer : null
  const pending = !shown || shown.query !== text
  const empty = text === ''
  const shownQuery = shown?.query ?? text
  const items = useMemo(
    () => (shown ? shown.hits.flatMap((h) => (h.kind === 'item' ? [h.item] : [])) : NONE),
    [shown],
  )
  // The same object while what is shown stays, so a keystroke re-renders no result row.
  return useMemo(
    () =>
      empty
        ? null
        : {
            query: shownQuery,
            hits: shown?.hits ?? NO_HITS,
            items,
            total: shown?.total ?? 0,
            pending,
            partial: !!shown?.partial,
          },
    [empty, shownQuery, shown, items, pending],
  )
}

const NONE: BasemapItem[] = []
const NO_HITS: SearchHit[] = []
