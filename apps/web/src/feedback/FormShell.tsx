import { Button } from '@quo/ui'
import type { ChangeEvent, FormEvent, ReactNode } from 'react'
import type { FormStatus } from '../forms/useAnonymousForm.js'
import { messages } from '../messages.js'

interface Props {
  title: string
  intro?: string | null
  status: FormStatus
  submitError: string | null
  /** Shown instead of the form once it went through. */
  thanks: string
  onSubmit: (e: FormEvent) => void
  onCancel: () => void
  /** The field only bots fill (the server refuses a form with it filled in). */
  honeypot: { value: string; onChange: (e: ChangeEvent<HTMLInputElement>) => void }
  children: ReactNode
}

/** The frame every visitor form shares: heading, fields, send/cancel, error and thanks. */
export function FormShell({
  title,
  intro,
  status,
  submitError,
  thanks,
  onSubmit,
  onCancel,
  honeypot,
  children,
}: Props) {
  if (status === 'sent') {
    return (
      <div role="status" className="mt-3 rounded-xl bg-green-50 p-3 text-sm text-green-900">
        <p>{thanks}</p>
        <Button variant="secondary" className="mt-2" onClick={onCancel}>
          {messages.close}
        </Button>
      </div>
    )
  }
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={title}
      className="mt-3 flex flex-col gap-3 rounded-xl bg-paper p-3"
    >
      <h2 className="font-semibold">{title}</h2>
      {intro ? <p className="-mt-2 text-sm text-muted">{intro}</p> : null}
      {children}
      {/* Off screen, out of the tab order and of the accessibility tree: people never reach it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label>
          {messages.form.honeypot}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" {...honeypot} />
        </label>
      </div>
      {submitError ? (
        <p role="alert" className="text-sm text-error">
          {submitError}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="submit" busy={status === 'sending'}>
          {status === 'sending' ? messages.form.sending : messages.form.send}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {messages.form.cancel}
        </Button>
      </div>
    </form>
  )
}
