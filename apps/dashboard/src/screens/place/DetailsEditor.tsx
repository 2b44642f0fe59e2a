import type { ItemDetailKey } from '@quo/contract'
import { DetailFieldEditor } from '@quo/dashboard-forms/editors'
import { type DetailEdit, editableDetailKeys, type HoursPlace } from '@quo/place-rules'
import { useState } from 'react'
import { SELECT_CLASS } from '../../forms/controlStyles.js'
import { placeMessages as t } from './messages.js'

export interface DetailsEditorProps {
  detailKeys: readonly ItemDetailKey[]
  values: Readonly<Record<string, DetailEdit>>
  onChange: (keyName: string, value: DetailEdit) => void
  /** A problem per key name the server found with its value. */
  errors?: Readonly<Record<string, string>>
  /** Where the place is, for its opening hours' holidays and sunset. */
  place?: HoursPlace | undefined
}

/**
 * The place's details: the keys it has, plus any added from the list of about 70 — a form
 * with every key at once would bury the few a place uses. Emptying a field deletes its value.
 */
export function DetailsEditor({ detailKeys, values, onChange, errors = {}, place }: DetailsEditorProps) {
  const keys = editableDetailKeys(detailKeys)
  const [added, setAdded] = useState<string[]>([])
  const shown = keys.filter((key) => key.keyName in values || added.includes(key.keyName))
  const offered = keys.filter((key) => !shown.includes(key))
  return (
    <div className="flex flex-col gap-4">
      {shown.length === 0 && <p className="text-sm text-muted">{t.noDetails}</p>}
      {shown.map((key) => (
        <DetailFieldEditor
          key={key.keyName}
          detailKey={key}
          value={values[key.keyName] ?? { dataValue: '', dataValueUnit: key.unit }}
          onChange={(value) => onChange(key.keyName, value)}
          error={errors[key.keyName]}
          place={place}
        />
      ))}
      <select
        aria-label={t.addDetail}
        className={SELECT_CLASS}
        value=""
        onChange={(event) => {
          const keyName = event.target.value
          if (!keyName) return
          setAdded((list) => [...list, keyName])
          const key = keys.find((k) => k.keyName === keyName)
          onChange(keyName, {
            dataValue: '',
            dataValueUnit: key?.keyType === 'number' ? (key.unit ?? 'm') : null,
          })
        }}
      >
        <option value="">{t.addDetail}</option>
        {[...offered]
          .sort((a, b) => a.label.localeCompare(b.label, 'de'))
          .map((key) => (
            <option key={key.keyName} value={key.keyName}>
              {key.label}
            </option>
          ))}
      </select>
    </div>
  )
}
