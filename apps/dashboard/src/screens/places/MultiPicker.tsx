import { SELECT_CLASS } from '../../forms/controlStyles.js'
import { messages } from '../../messages.js'

const t = messages.places

export interface Option<V> {
  value: V
  label: string
}

/** Records as options of a select, by their German name. */
export function byLabel<R extends { id: number }>(
  records: readonly R[] | undefined,
  name: (record: R) => string,
): Option<number>[] {
  return (records ?? [])
    .map((r) => ({ value: r.id, label: name(r) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'de'))
}

/** A few values from a long list: a select that adds one, and the chosen ones as removable chips. */
export function MultiPicker<V extends string | number>({
  label,
  options,
  selected,
  onChange,
  disabledText,
}: {
  label: string
  options: Option<V>[]
  selected: readonly V[]
  onChange: (values: V[]) => void
  disabledText?: string
}) {
  const chosen = new Set<V>(selected)
  const labelOf = new Map(options.map((o) => [o.value, o.label]))
  return (
    <div className="flex flex-col gap-1.5">
      <label className="flex flex-col gap-1.5 text-sm font-medium">
        {label}
        <select
          className={SELECT_CLASS}
          value=""
          disabled={Boolean(disabledText)}
          onChange={(event) => {
            const option = options.find((o) => String(o.value) === event.target.value)
            if (option) onChange([...selected, option.value])
          }}
        >
          <option value="">{disabledText ?? t.add}</option>
          {options
            .filter((o) => !chosen.has(o.value))
            .map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
        </select>
      </label>
      {selected.length > 0 && (
        <ul className="flex flex-wrap gap-1.5">
          {selected.map((value) => {
            const name = labelOf.get(value) ?? String(value)
            return (
              <li key={value}>
                <button
                  type="button"
                  aria-label={t.remove(name)}
                  onClick={() => onChange(selected.filter((v) => v !== value))}
                  className="flex cursor-pointer items-center gap-1 rounded-full bg-primary/10 px-2.5 py-1 text-xs font-medium text-primary-strong hover:bg-primary/20"
                >
                  {name}
                  <span aria-hidden="true">{'×'}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
