import { ApiError } from '@quo/api-client'
import { MIN_FILL_MS } from '@quo/contract'
import { type ChangeEvent, type FormEvent, useRef, useState } from 'react'
import type { z } from 'zod'
import {
  CHECK_MARKED,
  type FieldErrors,
  germanSubmitError,
  type SubmitTexts,
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
  options: {
    /** How refusals are worded in this form's own terms (a contest's "Teilnahme"). */
    submitTexts?: SubmitTexts
    /** Checks beyond the schema that need a moment (opening hours), before anything is sent. */
    check?: (input: Record<string, unknown>) => Promise<FieldErrors>
  } = {},
) {
  const { submitTexts = {}, check } = options
  const [values, setValues] = useState(
    () => Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>,
  )
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitError, setSubmitError] = useState<string | null>(null)
  const [status, setStatus] = useState<FormStatus>('editing')
  // Visitor forms start folded behind a button; closing forgets what was typed.
  const [open, setOpen] = useState(false)
  // Spam checks of the server (contract): how long the form was open, and a field only bots fill.
  const openedAt = useRef(0)
  const [honeypot, setHoneypot] = useState('')

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
    const fillMs = Math.round(performance.now() - openedAt.current)
    const checked = validateForm(schema, {
      ...toInput(values),
      // A person who fills the form in faster than bots are told apart by waits a moment instead.
      fillMs: Math.max(fillMs, MIN_FILL_MS),
      ...(honeypot ? { honeypot } : {}),
    })
    const more = checked.ok && check ? await check(checked.data as Record<string, unknown>) : {}
    if (!checked.ok || Object.values(more).some(Boolean)) {
      setErrors(checked.ok ? more : checked.errors)
      setSubmitError(CHECK_MARKED)
      return
    }
    setErrors({})
    setSubmitError(null)
    setStatus('sending')
    try {
      if (fillMs < MIN_FILL_MS) await new Promise((resolve) => setTimeout(resolve, MIN_FILL_MS - fillMs))
      await send(checked.data)
      setStatus('sent')
    } catch (err) {
      const error = err instanceof ApiError ? err : new ApiError(0, undefined, String(err))
      setErrors(serverFieldErrors(error))
      setSubmitError(germanSubmitError(error, submitTexts))
      setStatus('editing')
    }
  }

  const show = () => {
    openedAt.current = performance.now()
    setOpen(true)
  }
  /** The hidden field people never reach (FormShell's honeypot). */
  const honeypotProps = {
    value: honeypot,
    onChange: (e: ChangeEvent<HTMLInputElement>) => setHoneypot(e.target.value),
  }
  const close = () => {
    setValues(Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>)
    setErrors({})
    setSubmitError(null)
    setStatus('editing')
    setHoneypot('')
    setOpen(false)
  }

  return { values, errors, submitError, status, open, bind, submit, show, close, honeypotProps }
}
