import { SELECT_CLASS } from '../../forms/controlStyles.js'

/** A select of ids with a first option for none. */
export function OptionalChoice({
  label,
  none,
  value,
  options,
  onChange,
}: {
  label: string
  none: string
  value: number | undefined
  options: { value: number; label: string }[]
  onChange: (value: number | undefined) => void
}) {
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium">
      {label}
      <select
        className={SELECT_CLASS}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
      >
        <option value="">{none}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
}
