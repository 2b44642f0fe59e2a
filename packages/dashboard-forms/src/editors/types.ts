import type { DetailEdit } from '@quo/place-rules'

/** Props every single-key editor takes: its German label and the value it edits. */
export interface DetailEditorProps {
  /** The detail key's German title (`ItemDetailKey.label`). */
  label: string
  value: DetailEdit
  onChange: (value: DetailEdit) => void
  /** A problem found elsewhere (the server refused the value); the live check's own comes first. */
  error?: string | undefined
}
