import { Field, TextInput } from '@quo/ui'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useState } from 'react'
import { api } from '../../session.js'
import type { ChosenItem } from './eventForm.js'
import { eventMessages } from './messages.js'

const t = eventMessages.editor

const SEARCH_DELAY_MS = 250
const MATCHES = 10

/**
 * The item an event belongs to, picked by searching the places (a combobox after the ARIA
 * pattern): typing searches, arrows move, Enter or a click picks. The picked item stays until
 * another is picked, so a stray keystroke never loses it.
 */
export function ItemPicker({
  value,
  onChange,
  error,
}: {
  value: ChosenItem | null
  onChange: (item: ChosenItem) => void
  error?: string | undefined
}) {
  const listId = useId()
  const [text, setText] = useState(value?.title ?? '')
  const [q, setQ] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)

  // The field follows a pick made elsewhere (a reset of the form).
  useEffect(() => {
    setText(value?.title ?? '')
  }, [value?.title])

  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [text])

  const searching = open && q.length > 0 && q !== value?.title
  const matches = useQuery({
    queryKey: ['dashboard', 'items', { q, pageSize: MATCHES }],
    queryFn: () => api.dashboardItems({ q, pageSize: MATCHES }),
    enabled: searching,
    staleTime: 30_000,
  })
  const options = searching ? (matches.data?.items ?? []) : []
  const expanded = searching && (options.length > 0 || !matches.isPending)

  const pick = (item: ChosenItem) => {
    onChange({ id: item.id, title: item.title })
    setText(item.title)
    setOpen(false)
  }

  return (
    <Field label={t.item} error={error} hint={value ? t.itemChosen(value.title) : t.itemNone}>
      <div className="relative">
        <TextInput
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && options[active] ? `${listId}-${options[active].id}` : undefined}
          placeholder={t.itemPlaceholder}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setActive(0)
            setOpen(true)
          }}
          onFocus={(event) => event.target.select()}
          onBlur={() => {
            setOpen(false)
            // Left without a pick: the field shows the picked item again.
            if (value) setText(value.title)
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault()
              if (!open) setOpen(true)
              const step = event.key === 'ArrowDown' ? 1 : -1
              if (options.length) setActive((i) => (i + step + options.length) % options.length)
            } else if (event.key === 'Enter' && expanded) {
              // Enter picks; it does not send the form.
              event.preventDefault()
              const option = options[active]
              if (option) pick(option)
            } else if (event.key === 'Escape' && open) {
              event.preventDefault()
              setOpen(false)
            }
          }}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t.itemOptions}
          hidden={!expanded || options.length === 0}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-xl border border-line bg-white py-1 shadow-lg"
        >
          {options.map((item, index) => (
            <div
              key={item.id}
              id={`${listId}-${item.id}`}
              role="option"
              // The focus stays in the field (aria-activedescendant); -1 only lets a script reach it.
              tabIndex={-1}
              aria-selected={index === active}
              // Keeps the focus in the field, so blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(item)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') pick(item)
              }}
              onMouseEnter={() => setActive(index)}
              className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-primary/10 text-primary' : ''}`}
            >
              <span className="font-medium">{item.title}</span>
              <span className="text-muted">{t.itemMeta(item.city, item.id)}</span>
            </div>
          ))}
        </div>
        {expanded && options.length === 0 && (
          <p
            role="status"
            className="absolute inset-x-0 top-full z-20 mt-1 rounded-xl border border-line bg-white px-3 py-2 text-sm text-muted shadow-lg"
          >
            {matches.isError ? t.itemSearchFailed : t.itemNoMatch}
          </p>
        )}
        {searching && matches.isFetching && (
          <span className="sr-only" role="status">
            {t.itemSearching}
          </span>
        )}
      </div>
    </Field>
  )
}
