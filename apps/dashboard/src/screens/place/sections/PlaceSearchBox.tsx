import type { DashboardItemRow } from '@quo/contract'
import { Field, TextInput } from '@quo/ui'
import { useQuery } from '@tanstack/react-query'
import { type KeyboardEvent, useEffect, useId, useState } from 'react'
import { api } from '../../../session.js'
import { sectionMessages } from './messages.js'

const t = sectionMessages.search
/** Typing pauses this long before a search is sent, so each keystroke does not cost a query. */
export const PLACE_SEARCH_DELAY_MS = 250
const MIN_QUERY = 2

export interface PlaceSearchBoxProps {
  label: string
  /** The place chosen so far; typing again clears it (`onChange(null)`). */
  value: DashboardItemRow | null
  onChange: (place: DashboardItemRow | null) => void
  /** Places that cannot be chosen, e.g. the one being edited. */
  excludeIds?: readonly number[]
  error?: string | undefined
}

/**
 * Finds a place by title or nano id (ARIA combobox with a list box): up and down move through
 * the results, Enter takes one, Escape closes the list or, when closed, clears the text.
 * The text is the box's own; to empty it after a save, mount it anew (`key`).
 */
export function PlaceSearchBox({ label, value, onChange, excludeIds = [], error }: PlaceSearchBoxProps) {
  const base = useId()
  const inputId = `${base}-input`
  const listId = `${base}-list`
  const [text, setText] = useState(value?.title ?? '')
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  useEffect(() => {
    const q = text.trim()
    const timer = setTimeout(() => setQuery(q), PLACE_SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text])

  const searching = query.length >= MIN_QUERY && !value
  const results = useQuery({
    queryKey: ['dashboard', 'placeSearch', query],
    queryFn: () => api.dashboardItems({ q: query, pageSize: 10 }),
    enabled: searching,
    staleTime: 30_000,
  })
  const excluded = new Set(excludeIds)
  const options = searching ? (results.data?.items ?? []).filter((row) => !excluded.has(row.id)) : []
  const expanded = open && searching && (results.isFetched || results.isFetching)
  const listShown = expanded && options.length > 0
  const optionId = (index: number) => `${base}-option-${index}`

  function choose(row: DashboardItemRow) {
    onChange(row)
    setText(row.title)
    setOpen(false)
    setActive(-1)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        setOpen(true)
        setActive((i) => (options.length === 0 ? -1 : (i + 1) % options.length))
        break
      case 'ArrowUp':
        event.preventDefault()
        setOpen(true)
        setActive((i) => (options.length === 0 ? -1 : i <= 0 ? options.length - 1 : i - 1))
        break
      case 'Enter': {
        // Enter in the combobox chooses; it must not submit the surrounding form.
        const row = listShown ? options[active] : undefined
        if (expanded || !value) event.preventDefault()
        if (row) choose(row)
        break
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        } else if (text) {
          event.preventDefault()
          setText('')
          if (value) onChange(null)
        }
        break
    }
  }

  let status = ''
  if (searching && open) {
    if (results.isFetching && !results.isFetched) status = t.loading
    else if (results.isError) status = t.failed
    else if (results.isFetched) status = options.length === 0 ? t.empty : t.results(options.length)
  } else if (value) status = t.chosen(value.title)

  return (
    <div className="relative">
      <Field id={inputId} label={label} hint={t.hint} error={error}>
        <TextInput
          role="combobox"
          aria-expanded={listShown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={listShown && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={t.placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
            setActive(-1)
            if (value) onChange(null)
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
        />
      </Field>
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
      <div
        id={listId}
        role="listbox"
        aria-label={t.listLabel}
        hidden={!listShown}
        className="absolute inset-x-0 z-20 mt-1 max-h-72 overflow-y-auto rounded-xl border border-line bg-white py-1 shadow-lg"
      >
        {options.map((row, index) => (
          <div
            key={row.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Mouse down would blur the input and close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(row)}
            // Keys are the combobox's; this only serves a screen reader that focused the option.
            onKeyDown={(event) => {
              if (event.key === 'Enter') choose(row)
            }}
            onMouseEnter={() => setActive(index)}
            className={`cursor-pointer px-3 py-2 text-sm text-ink ${index === active ? 'bg-primary/10' : ''}`}
          >
            {t.option(row.title, row.id)}
            {row.city && <span className="text-muted"> · {row.city}</span>}
          </div>
        ))}
      </div>
      {expanded && options.length === 0 && status && (
        <p className="absolute inset-x-0 z-20 mt-1 rounded-xl border border-line bg-white px-3 py-2 text-sm text-muted shadow-lg">
          {status}
        </p>
      )}
    </div>
  )
}
