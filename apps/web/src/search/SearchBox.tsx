import { useNavigate, useRouterState } from '@tanstack/react-router'
import { startTransition, useEffect, useState } from 'react'
import { messages } from '../messages.js'
import { searchTextAtom, searchWantedAtom } from '../state/atoms.js'
import { useAtom, useSetAtom } from '../state/store.js'
import { firstRow } from './rowKeys.js'

/**
 * The search field over the map; typing searches titles, categories and tags as you go. A
 * keystroke renders only the field: the search text reaches the rest of the page as a
 * transition, which the next keystroke may interrupt.
 */
export function SearchBox() {
  const [text, setText] = useAtom(searchTextAtom)
  const [value, setValue] = useState(text)
  const want = useSetAtom(searchWantedAtom)
  const onStartView = useRouterState({ select: (s) => /^\/map\/?$/.test(s.location.pathname) })
  const navigate = useNavigate()
  // Others only ever empty the search (the menu, a kiosk going idle).
  useEffect(() => {
    if (text === '') setValue('')
  }, [text])
  return (
    <search className="block w-full max-w-[350px]">
      <form onSubmit={(e) => e.preventDefault()}>
        <label className="sr-only" htmlFor="map-search">
          {messages.search.label}
        </label>
        <input
          id="map-search"
          type="search"
          value={value}
          // Reaching for the field starts the index, so it is ready by the first letter.
          onFocus={() => want(true)}
          // Arrow Down steps from the field into the results, as in any search with suggestions.
          onKeyDown={(e) => {
            const row = e.key === 'ArrowDown' ? firstRow() : null
            if (!row) return
            e.preventDefault()
            row.focus()
          }}
          onChange={(e) => {
            const next = e.target.value
            setValue(next)
            startTransition(() => {
              setText(next)
              // Results show on the start view: typing over a place's card goes back to it.
              if (!onStartView && next.trim()) void navigate({ to: '/map' })
            })
          }}
          placeholder={messages.search.placeholder}
          autoComplete="off"
          className="w-full rounded-full border-0 bg-white px-4 py-2 text-sm shadow outline-none focus-visible:ring-2 focus-visible:ring-primary"
        />
      </form>
    </search>
  )
}
