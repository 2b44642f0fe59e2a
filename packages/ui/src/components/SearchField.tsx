import { type FormEvent, useId } from 'react'
import { cx } from '../cx.js'
import { FOCUS_RING } from '../focusRing.js'
import { CloseIcon } from '../icons/CloseIcon.js'
import { SearchIcon } from '../icons/SearchIcon.js'
import { MESSAGES } from '../messages.js'

export interface SearchFieldProps {
  value: string
  onChange: (value: string) => void
  placeholder?: string
  /** Called with the value on Enter. */
  onSubmit?: (value: string) => void
  /** Accessible name of the input; default "Suche". */
  label?: string
}

/**
 * Search input of the map in a search landmark, with a button that clears the text.
 *
 * @example
 * <SearchField value={text} onChange={setText} onSubmit={search} placeholder="Orte und Veranstaltungen" />
 */
export function SearchField({
  value,
  onChange,
  placeholder = MESSAGES.search,
  onSubmit,
  label = MESSAGES.search,
}: SearchFieldProps) {
  const id = useId()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onSubmit?.(value)
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 and to jsdom; role="search" works everywhere.
    <form role="search" onSubmit={submit} className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute left-3 size-5 text-muted" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        enterKeyHint="search"
        autoComplete="off"
        className={cx(
          'w-full rounded-full border border-line bg-white py-2 pr-10 pl-10 text-base text-ink placeholder:text-muted',
          // The browser's own clear cross would duplicate ours.
          '[&::-webkit-search-cancel-button]:appearance-none',
          FOCUS_RING,
        )}
      />
      {value && (
        <button
          type="button"
          aria-label={MESSAGES.clearSearch}
          title={MESSAGES.clearSearch}
          onClick={() => onChange('')}
          className={cx(
            'absolute right-1.5 inline-flex size-8 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-paper hover:text-ink',
            FOCUS_RING,
          )}
        >
          <CloseIcon className="size-4" />
        </button>
      )}
    </form>
  )
}
