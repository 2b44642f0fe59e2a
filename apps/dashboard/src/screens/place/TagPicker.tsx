import { TextInput } from '@quo/ui'
import { useDeferredValue, useId, useState } from 'react'
import { RemoveButton } from '../../forms/RemoveButton.js'
import { placeMessages as t } from './messages.js'

export interface TagOption {
  id: number
  label: string
  /** Heading it is listed under ("Vaduz", "Küche"). */
  group: string
  /** Another map's topic: shown where the place has it, neither offered nor removable. */
  locked?: boolean
}

export interface TagPickerProps {
  legend: string
  hint?: string
  options: readonly TagOption[]
  value: readonly number[]
  onChange: (ids: number[]) => void
}

/** Shown at once; a longer list is narrowed by the search field. */
const VISIBLE_MATCHES = 40

const fold = (text: string) => text.toLocaleLowerCase('de').normalize('NFD').replace(/\p{M}/gu, '')

/**
 * Tags from a long list (hundreds of map topics and features): the chosen ones as chips, the
 * rest as checkboxes under their group, narrowed by typing. Locked options (other maps'
 * topics) only show as chips.
 */
export function TagPicker({ legend, hint, options, value, onChange }: TagPickerProps) {
  const id = useId()
  const [query, setQuery] = useState('')
  const deferred = useDeferredValue(query)
  const chosen = options.filter((o) => value.includes(o.id))
  const words = fold(deferred).split(/\s+/).filter(Boolean)
  const matches = options.filter((o) => {
    if (o.locked || value.includes(o.id)) return false
    const text = fold(`${o.group} ${o.label}`)
    return words.every((w) => text.includes(w))
  })
  const shown = matches.slice(0, VISIBLE_MATCHES)
  const groups = new Map<string, TagOption[]>()
  for (const option of shown) groups.set(option.group, [...(groups.get(option.group) ?? []), option])
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {hint && <p className="text-sm text-muted">{hint}</p>}
      {chosen.length === 0 ? (
        <p className="text-sm text-muted">{t.noTags}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {chosen.map((option) => (
            <li
              key={option.id}
              className={`flex items-center gap-1 rounded-full bg-primary/10 py-0.5 pl-3 text-sm text-ink ${option.locked ? 'pr-3' : ''}`}
            >
              <span>
                {option.group} · {option.label}
              </span>
              {!option.locked && (
                <RemoveButton
                  compact
                  label={t.removeTag(`${option.group} ${option.label}`)}
                  onClick={() => onChange(value.filter((v) => v !== option.id))}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <TextInput
        type="search"
        aria-label={t.tagSearch(legend)}
        placeholder={t.tagSearchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <div className="max-h-56 overflow-y-auto rounded-xl border border-line p-2" id={`${id}-list`}>
        {shown.length === 0 ? (
          <p className="p-1 text-sm text-muted">{t.noTagMatches}</p>
        ) : (
          [...groups].map(([group, list]) => (
            <div key={group} className="mb-2 last:mb-0">
              <p className="px-1 text-xs font-semibold uppercase tracking-wide text-muted">{group}</p>
              {list.map((option) => (
                <label
                  key={option.id}
                  className="flex cursor-pointer items-center gap-2 rounded-lg px-1 py-1 text-sm hover:bg-paper"
                >
                  <input
                    type="checkbox"
                    checked={false}
                    // The group in the name too: many maps have a topic of the same name.
                    aria-label={`${option.group} · ${option.label}`}
                    onChange={() => onChange([...value, option.id])}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          ))
        )}
        {matches.length > shown.length && (
          <p className="p-1 text-xs text-muted">{t.moreTags(matches.length - shown.length)}</p>
        )}
      </div>
    </fieldset>
  )
}
