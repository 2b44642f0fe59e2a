import { Field, TextArea, TextInput } from '@quo/ui'
import { MESSAGES } from '../messages.js'
import type { DetailEditorProps } from './types.js'
import { useDetailError } from './useDetailError.js'

export interface TextDetailEditorProps extends DetailEditorProps {
  /** Maximum length with a counter below the field, e.g. `SHORT_DESCRIPTION_LIMIT` (docs/product.md §5). */
  limit?: number
}

/**
 * Plain-text detail; with `limit` a multi-line field with a character counter that turns into
 * an error beyond the limit.
 *
 * @example
 * <TextDetailEditor label="Kurzbeschreibung" limit={SHORT_DESCRIPTION_LIMIT} value={v} onChange={setV} />
 */
export function TextDetailEditor({ label, value, onChange, error: found, limit }: TextDetailEditorProps) {
  const text = value.dataValue
  const checkError = useDetailError('text', text, found)
  const over = limit !== undefined && text.length > limit
  const error = over ? MESSAGES.tooLong(limit) : checkError
  const change = (dataValue: string) => onChange({ dataValue, dataValueUnit: null })
  return (
    <Field
      label={label}
      error={error}
      hint={limit === undefined ? undefined : MESSAGES.characters(text.length, limit)}
    >
      {limit === undefined ? (
        <TextInput value={text} onChange={(e) => change(e.target.value)} />
      ) : (
        <TextArea rows={3} value={text} onChange={(e) => change(e.target.value)} />
      )}
    </Field>
  )
}
