import type { DashboardItemRow } from '@quo/contract'
import { Field, TextInput } from '@quo/ui'
import { useQuery } from '@tanstack/react-query'
import { type KeyboardEvent, useEffect, useId, useState } from 'react'
import { messages } from '../messages.js'
import { api } from '../session.js'

const t = messages.forms.placeSearch
/** Typing pauses this long before a search is sent, so each keystroke does not cost a query. */
const SEARCH_DELAY_MS = 250
const MIN_QUERY = 2
const MATCHES = 10

/** The place chosen: a search result, or what a form holds of one. */
type ChosenPlace = Pick<DashboardItemRow, 'id' | 'title'>

export interface PlaceSearchBoxProps {
  label: string
  value: ChosenPlace | null
  /** A result taken, or `null` when typing again clears the choice (not with `keepChoice`). */
  onChange: (place: DashboardItemRow | null) => void
  /**
   * The choice stays until another place is taken: typing only searches, and leaving the field
   * without taking one shows the chosen place again. For a place the form cannot be without.
   */
  keepChoice?: boolean
  /** Places that cannot be chosen, e.g. the one being edited. */
  excludeIds?: readonly number[]
  error?: string | undefined
}

/**
 * Finds a place by title or nano id (an ARIA combobox with a list box): up and down move through
 * the results, Enter or a click takes one, Escape closes the list or, when closed, clears the text
 * (and the choice, unless `keepChoice`). The hint names the chosen place.
 * The text is the box's own; to empty it after a save, mount it anew (`key`).
 */
export function PlaceSearchBox({
  label,
  value,
  onChange,
  keepChoice = false,
  excludeIds = [],
  error,
}: PlaceSearchBoxProps) {
  const listId = useId()
  const chosenTitle = value?.title
  const [text, setText] = useState(chosenTitle ?? '')
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  // The field follows a choice made elsewhere (a reset of the form). Without `keepChoice` a
  // cleared choice is the box's own doing, and the text typed stays.
  useEffect(() => {
    if (chosenTitle !== undefined || keepChoice) setText(chosenTitle ?? '')
  }, [chosenTitle, keepChoice])

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text])

  const searching = query.length >= MIN_QUERY && query !== chosenTitle
  const results = useQuery({
    queryKey: ['dashboard', 'items', { q: query, pageSize: MATCHES }],
    queryFn: () => api.dashboardItems({ q: query, pageSize: MATCHES }),
    enabled: searching,
    staleTime: 30_000,
  })
  const excluded = new Set(excludeIds)
  const options = searching ? (results.data?.items ?? []).filter((row) => !excluded.has(row.id)) : []
  const expanded = open && searching && (results.isFetched || results.isFetching)
  const listShown = expanded && options.length > 0
  const optionId = (row: DashboardItemRow) => `${listId}-${row.id}`
  const activeOption = listShown && active >= 0 ? options[active] : undefined

  function choose(row: DashboardItemRow) {
    onChange(row)
    setText(row.title)
    setOpen(false)
    setActive(-1)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault()
        setOpen(true)
        const n = options.length
        const down = event.key === 'ArrowDown'
        setActive((i) => (n === 0 ? -1 : down ? (i + 1) % n : i <= 0 ? n - 1 : i - 1))
        break
      }
      case 'Enter':
        // Enter in the combobox takes a result; it does not send the form with a search unfinished.
        if (activeOption) {
          event.preventDefault()
          choose(activeOption)
        } else if (expanded || text.trim() !== (chosenTitle ?? '')) event.preventDefault()
        break
      case 'Escape':
        if (expanded) {
          event.preventDefault()
          setOpen(false)
          setActive(-1)
        } else if (text && !keepChoice) {
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
  }

  return (
    <Field label={label} hint={value ? t.chosen(value.title) : t.hint} error={error}>
      <div className="relative">
        <TextInput
          role="combobox"
          aria-expanded={listShown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          autoComplete="off"
          placeholder={t.placeholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
            setActive(-1)
            if (value && !keepChoice) onChange(null)
          }}
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            event.target.select()
            setOpen(true)
          }}
          onBlur={() => {
            setOpen(false)
            // Left without taking a result: the field shows the chosen place again.
            if (keepChoice && value) setText(value.title)
          }}
        />
        <p aria-live="polite" className="sr-only">
          {status}
        </p>
        <div
          id={listId}
          role="listbox"
          aria-label={t.listLabel}
          hidden={!listShown}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-xl border border-line bg-white py-1 shadow-lg"
        >
          {options.map((row, index) => (
            <div
              key={row.id}
              id={optionId(row)}
              role="option"
              // The focus stays in the field (aria-activedescendant); -1 only lets a script reach it.
              tabIndex={-1}
              aria-selected={index === active}
              // Mouse down would blur the field and close the list before the click lands.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(row)}
              // Keys are the combobox's; this only serves a screen reader that focused the option.
              onKeyDown={(event) => {
                if (event.key === 'Enter') choose(row)
              }}
              onMouseEnter={() => setActive(index)}
              className={`cursor-pointer px-3 py-2 text-sm text-ink ${index === active ? 'bg-primary/10' : ''}`}
            >
              <span className="font-medium">{row.title}</span>
              <span className="text-muted">{t.optionMeta(row.city, row.id)}</span>
            </div>
          ))}
        </div>
        {expanded && options.length === 0 && status && (
          <p className="absolute inset-x-0 top-full z-20 mt-1 rounded-xl border border-line bg-white px-3 py-2 text-sm text-muted shadow-lg">
            {status}
          </p>
        )}
      </div>
    </Field>
  )
}
