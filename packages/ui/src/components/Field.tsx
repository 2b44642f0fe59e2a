import { type ReactNode, useId, useMemo } from 'react'
import { FieldContext } from './fieldContext.js'

export interface FieldProps {
  /** Visible label of the control. */
  label: ReactNode
  /** German error message; shown below the control and announced (`role="alert"`). */
  error?: string | undefined
  /** Help text below the control, e.g. a character counter. */
  hint?: ReactNode
  /** One `TextInput` or `TextArea` (or a control using the same wiring). */
  children: ReactNode
  /** Id of the control; generated when absent. */
  id?: string
}

/**
 * Labelled form field: wires the label, hint and error to the `TextInput` / `TextArea`
 * inside it (`htmlFor`, `aria-describedby`, `aria-invalid`).
 *
 * @example
 * <Field label="Kurzbeschreibung" error={tooLong ? 'Höchstens 150 Zeichen' : undefined}>
 *   <TextArea value={text} onChange={(e) => setText(e.target.value)} />
 * </Field>
 */
export function Field({ label, error, hint, children, id }: FieldProps) {
  const base = useId()
  const controlId = id ?? `${base}-control`
  const hintId = `${base}-hint`
  const errorId = `${base}-error`
  const hasHint = hint !== undefined && hint !== null && hint !== false
  const describedBy = [hasHint && hintId, error && errorId].filter(Boolean).join(' ') || undefined
  const control = useMemo(
    () => ({ id: controlId, describedBy, invalid: Boolean(error) }),
    [controlId, describedBy, error],
  )
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={controlId} className="text-sm font-medium text-ink">
        {label}
      </label>
      <FieldContext value={control}>{children}</FieldContext>
      {hasHint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  )
}
