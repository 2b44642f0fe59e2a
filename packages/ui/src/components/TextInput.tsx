import type { ComponentPropsWithRef } from 'react'
import { controlClassName } from './controlClassName.js'
import { useFieldControl } from './fieldContext.js'

export type TextInputProps = ComponentPropsWithRef<'input'>

/**
 * Styled single-line input; inside a `Field` it takes the field's label, hint and error.
 *
 * @example
 * <Field label="E-Mail"><TextInput type="email" value={email} onChange={(e) => setEmail(e.target.value)} /></Field>
 */
export function TextInput({
  className,
  id,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ...props
}: TextInputProps) {
  const { invalid, ...aria } = useFieldControl({
    id,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
  })
  return <input {...props} {...aria} className={controlClassName(invalid, className)} />
}
