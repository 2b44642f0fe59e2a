import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { type PlacesSearch, parsePlacesSearch } from './search.js'

const SEARCH_DELAY_MS = 300

type Navigate = (options: {
  search: PlacesSearch | ((prev: PlacesSearch) => PlacesSearch)
  replace?: boolean
}) => unknown

/**
 * The places list's view as the address holds it (filters, sort, page), and how to change it. A
 * filter change starts again at page 1.
 */
export function usePlacesAddress() {
  // Read loosely and parsed here: the route validated the address already, and a route id typed
  // by hand drifts from the one the router builds from the path (a trailing slash).
  const search = parsePlacesSearch(useSearch({ strict: false }))
  const go = useNavigate()
  // Stable across renders, so the debounced search below is not restarted by every render.
  const latest = useRef(search)
  latest.current = search
  const navigate: Navigate = useCallback(
    (options) =>
      go({
        to: '/places/',
        search: typeof options.search === 'function' ? options.search(latest.current) : options.search,
        replace: options.replace,
      }),
    [go],
  )
  const update = (patch: Partial<PlacesSearch>, replace = false) =>
    navigate({ search: (prev) => ({ ...prev, page: 1, ...patch }), replace })
  return { search, navigate, update }
}

/**
 * The search field's text: typing stays with the field, and the address (and so the list)
 * follows after a pause; a search sent (Enter) goes at once.
 */
export function useSearchText(q: string, navigate: Navigate) {
  const [text, setText] = useState(q)
  const sent = useRef(q)
  useEffect(() => {
    if (q !== sent.current) {
      sent.current = q
      setText(q)
    }
  }, [q])
  useEffect(() => {
    const trimmed = text.trim()
    if (trimmed === sent.current) return
    const timer = setTimeout(() => {
      sent.current = trimmed
      navigate({ search: (prev) => ({ ...prev, q: trimmed, page: 1 }), replace: true })
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text, navigate])
  return {
    text,
    setText,
    /** The search sent at once; the address is replaced, as a typed search replaces it. */
    submit(value: string) {
      sent.current = value.trim()
      navigate({ search: (prev) => ({ ...prev, page: 1, q: value.trim() }), replace: true })
    },
  }
}
