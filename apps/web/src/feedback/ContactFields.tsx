import { Field, TextInput } from '@quo/ui'
import type { ChangeEvent } from 'react'
import type { FieldErrors } from '../forms/germanValidation.js'
import { messages } from '../messages.js'

type Bind = (field: 'name' | 'email') => {
  name: string
  value: string
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void
}

/** Name and e-mail; optional on change requests, required for a contest. */
export function ContactFields({
  bind,
  errors,
  required,
}: {
  bind: Bind
  errors: FieldErrors
  required: boolean
}) {
  return (
    <>
      <Field label={messages.form.name(!required)} error={errors.name}>
        <TextInput {...bind('name')} autoComplete="name" maxLength={100} required={required} />
      </Field>
      <Field
        label={messages.form.email(!required)}
        error={errors.email}
        hint={required ? undefined : messages.form.emailHint}
      >
        <TextInput {...bind('email')} type="email" autoComplete="email" maxLength={200} required={required} />
      </Field>
    </>
  )
}
