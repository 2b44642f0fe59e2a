import { ApiError } from '@quo/api-client'
import { type ChangeEvent, type FormEvent, useState } from 'react'
import type { z } from 'zod'
import {
  CHECK_MARKED,
  type FieldErrors,
  germanSubmitError,
  serverFieldErrors,
  validateForm,
} from './germanValidation.js'

export type FormStatus = 'editing' | 'sending' | 'sent'

/**
 * State of a visitor's form (change request, proposed place, contest answer): values, German
 * field errors, the submit error and whether it went through. Checks the contract's schema
 * before sending, so most mistakes never reach the server; the server's verdict still wins.
 */
export function useAnonymousForm<S extends z.ZodType, F extends string>(
  schema: S,
  fields: readonly F[],
  toInput: (values: Record<F, string>) => Record<string, unknown>,
  send: (input: z.output<S>) => Promise<unknown>,
) {
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>,
  )
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [status, setStatus] = useState<FormStatus>('editing')
  // Visitor forms start folded behind a button; closing forgets what was typed.
  const [open, setOpen] = useState(false)

  const bind = (field: F) => ({
    name: field,
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = e.target.value
      setValues((v) => ({ ...v, [field]: value }))
      // A corrected field stops shouting; the rest keep their messages until the next submit.
      setErrors((x) => (x[field] ? { ...x, [field]: undefined } : x))
    },
  })

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (status === 'sending') return
    const checked = validateForm(schema, toInput(values))
    if (!checked.ok) {
      setErrors(checked.errors)
      setSubmitError(CHECK_MARKED)
      return
    }
    setErrors({})
    setSubmitError(null)
    setStatus('sending')
    try {
      await send(checked.data)
      setStatus('sent')
    } catch (err) {
      const error = err instanceof ApiError ? err : new ApiError(0, undefined, String(err))
      setErrors(serverFieldErrors(error))
      setSubmitError(germanSubmitError(error))
      setStatus('editing')
    }
  }

  const show = () => setOpen(true)
  const close = () => {
    setValues(Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>)
    setErrors({})
    setSubmitError(null)
    setStatus('editing')
    setOpen(false)
  }

  return { values, errors, submitError, status, open, bind, submit, show, close }
}
