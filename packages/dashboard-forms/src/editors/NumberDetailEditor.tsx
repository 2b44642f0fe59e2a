import { UNITS, type Unit } from '@quo/contract'
import { numberUnit, unitsOfKey } from '@quo/place-rules'
import { Field, TextInput } from '@quo/ui'
import { MESSAGES } from '../messages.js'
import type { DetailEditorProps } from './types.js'
import { useDetailError } from './useDetailError.js'

/**
 * Number detail with its unit (m, hm, km, ft, h): the unit is required, `m` when none is
 * stored (docs/product.md §5), and is sent with every value.
 *
 * @example
 * <NumberDetailEditor label="Länge" value={{ dataValue: '12', dataValueUnit: 'km' }} onChange={setV} />
 */
export function NumberDetailEditor({
  label,
  value,
  onChange,
  error: found,
  keyUnit,
}: DetailEditorProps & {
  /** The key's own unit: only the units of its kind are offered (an elevation is no duration). */
  keyUnit?: Unit | null
}) {
  const offered = keyUnit === undefined ? UNITS : unitsOfKey(keyUnit)
  const stored = numberUnit(value.dataValueUnit ?? keyUnit)
  // A count (a key without a unit) is sent without one; the server refuses a unit on it.
  const unit = offered.length === 0 ? null : offered.includes(stored) ? stored : (offered[0] as Unit)
  const error = useDetailError('number', value.dataValue, found)
  return (
    <Field label={label} error={error}>
      <div className="flex gap-2">
        <TextInput
          inputMode="decimal"
          className="min-w-0 flex-1"
          value={value.dataValue}
          onChange={(e) => onChange({ dataValue: e.target.value, dataValueUnit: unit })}
        />
        {unit === null ? null : (
          <select
            aria-label={MESSAGES.unit}
            required
            className="rounded-md border border-line bg-white px-2 text-sm text-ink"
            value={unit}
            onChange={(e) => onChange({ dataValue: value.dataValue, dataValueUnit: e.target.value as Unit })}
          >
            {offered.map((u) => (
              <option key={u} value={u}>
                {MESSAGES.units[u]}
              </option>
            ))}
          </select>
        )}
      </div>
    </Field>
  )
}
