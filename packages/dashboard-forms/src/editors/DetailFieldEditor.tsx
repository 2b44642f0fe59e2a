import type { ItemDetailKey } from '@quo/contract'
import {
  type DetailEdit,
  editableDetailKeys,
  type HoursPlace,
  SHORT_DESCRIPTION_LIMIT,
} from '@quo/place-rules'
import { EmailDetailEditor, PhoneDetailEditor, UrlDetailEditor } from './LinkDetailEditors.js'
import { MarkdownDetailEditor } from './MarkdownDetailEditor.js'
import { NumberDetailEditor } from './NumberDetailEditor.js'
import { OpeningHoursEditor } from './OpeningHoursEditor.js'
import { TextDetailEditor } from './TextDetailEditor.js'

export interface DetailFieldEditorProps {
  detailKey: ItemDetailKey
  value: DetailEdit
  onChange: (value: DetailEdit) => void
  /** Where opening hours apply; Liechtenstein by default. */
  place?: HoursPlace | undefined
  /** A problem the server found with the value, shown while the live check finds none. */
  error?: string | undefined
}

/** The editor of one detail key, chosen by its type and labelled with its German title. */
export function DetailFieldEditor({ detailKey, value, onChange, place, error }: DetailFieldEditorProps) {
  const props = { label: detailKey.label, value, onChange, error }
  switch (detailKey.keyType) {
    case 'number':
      return <NumberDetailEditor {...props} keyUnit={detailKey.unit} />
    case 'url':
      return <UrlDetailEditor {...props} />
    case 'email':
      return <EmailDetailEditor {...props} />
    case 'phone':
      return <PhoneDetailEditor {...props} />
    case 'hours':
      return <OpeningHoursEditor {...props} place={place} />
    case 'markdown':
      return <MarkdownDetailEditor {...props} />
    case 'text':
      return (
        <TextDetailEditor
          {...props}
          limit={detailKey.keyName === 'shortDescription' ? SHORT_DESCRIPTION_LIMIT : undefined}
        />
      )
  }
}

export interface DetailFieldsEditorProps {
  /** Every detail key; hidden ones (contactSource, covid19, hoursSource) are not offered. */
  detailKeys: readonly ItemDetailKey[]
  /** Edited values by key name (`dataKeyV2`); missing keys show empty. */
  values: Readonly<Record<string, DetailEdit>>
  onChange: (keyName: string, value: DetailEdit) => void
  place?: HoursPlace | undefined
}

const EMPTY: DetailEdit = { dataValue: '', dataValueUnit: null }

/**
 * All editable detail fields of an item, in the keys' order. Send what `detailWrites` makes of
 * the item's rows and `values`.
 */
export function DetailFieldsEditor({ detailKeys, values, onChange, place }: DetailFieldsEditorProps) {
  return (
    <div className="flex flex-col gap-4">
      {editableDetailKeys(detailKeys).map((key) => (
        <DetailFieldEditor
          key={key.keyName}
          detailKey={key}
          value={values[key.keyName] ?? EMPTY}
          onChange={(value) => onChange(key.keyName, value)}
          place={place}
        />
      ))}
    </div>
  )
}
