import type { ComponentPropsWithRef } from 'react'
import { controlClassName } from './controlClassName.js'
import { useFieldControl } from './fieldContext.js'

export type TextAreaProps = ComponentPropsWithRef<'textarea'>

/**
 * Styled multi-line input; inside a `Field` it takes the field's label, hint and error.
 *
 * @example
 * <Field label="Beschreibung" hint={`${text.length}/150`}><TextArea rows={4} value={text} onChange={…} /></Field>
 */
export function TextArea({
  className,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  rows = 4,
  ...props
}: TextAreaProps) {
  const { invalid, ...aria } = useFieldControl({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
  })
  return (
    <textarea {...props} {...aria} rows={rows} className={controlClassName(invalid, 'resize-y', className)} />
  )
}
