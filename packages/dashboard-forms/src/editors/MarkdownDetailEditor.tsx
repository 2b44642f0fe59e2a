import { Field, TextArea } from '@quo/ui'
import type { DetailEditorProps } from './types.js'
import { useDetailError } from './useDetailError.js'

/**
 * Markdown detail; refused live with 'Markdown is not allowed' when the public site's
 * sanitiser would change its rendered HTML (docs/product.md §5) — the same check as the API's.
 *
 * @example
 * <MarkdownDetailEditor label="Speisekarte" value={v} onChange={setV} />
 */
export function MarkdownDetailEditor({ label, value, onChange, error: found }: DetailEditorProps) {
  const error = useDetailError('markdown', value.dataValue, found)
  return (
    <Field label={label} error={error}>
      <TextArea
        rows={6}
        className="font-mono"
        value={value.dataValue}
        onChange={(e) => onChange({ dataValue: e.target.value, dataValueUnit: null })}
      />
    </Field>
  )
}
