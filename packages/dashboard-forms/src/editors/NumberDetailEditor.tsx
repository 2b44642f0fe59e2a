import { UNITS, type Unit } from '@quo/contract'
import { numberUnit } from '@quo/place-rules'
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
export function NumberDetailEditor({ label, value, onChange }: DetailEditorProps) {
  const unit = numberUnit(value.dataValueUnit)
  const error = useDetailError('number', value.dataValue)
  return (
    <Field label={label} error={error}>
      <div className="flex gap-2">
        <TextInput
          inputMode="decimal"
          className="min-w-0 flex-1"
          value={value.dataValue}
          onChange={(e) => onChange({ dataValue: e.target.value, dataValueUnit: unit })}
        />
        <select
          aria-label={MESSAGES.unit}
          required
          className="rounded-md border border-line bg-white px-2 text-sm text-ink"
          value={unit}
          onChange={(e) => onChange({ dataValue: value.dataValue, dataValueUnit: e.target.value as Unit })}
        >
          {UNITS.map((u) => (
            <option key={u} value={u}>
              {MESSAGES.units[u]}
            </option>
          ))}
        </select>
      </div>
    </Field>
  )
}
