import { createContext, useContext } from 'react'

/** What a `Field` tells the control inside it, so label, hint and error reach screen readers. */
interface FieldControl {
  id: string
  describedBy: string | undefined
  invalid: boolean
}

export const FieldContext = createContext<FieldControl | null>(null)

type AriaInvalid = boolean | 'true' | 'false' | 'grammar' | 'spelling'

interface ControlAria {
  id?: string | undefined
  'aria-describedby'?: string | undefined
  'aria-invalid'?: AriaInvalid | undefined
}

/**
 * Attributes a control needs inside a `Field`: its id (the label's target), the ids of hint
 * and error, and `aria-invalid`. What the control sets itself wins or is added to.
 */
export function useFieldControl(own: ControlAria): ControlAria & { invalid: boolean } {
  const field = useContext(FieldContext)
  const describedBy = [own['aria-describedby'], field?.describedBy].filter(Boolean).join(' ')
  const ownInvalid = own['aria-invalid'] === true || own['aria-invalid'] === 'true'
  const invalid = ownInvalid || Boolean(field?.invalid)
  return {
    id: own.id ?? field?.id,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': own['aria-invalid'] ?? (invalid || undefined),
    invalid,
  }
}
