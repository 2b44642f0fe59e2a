import type { ReactNode } from 'react'
import { messages } from '../messages.js'

/** A full-page message (signing in, refusal, failure): product name, heading, text, actions. */
export function CenteredMessage({
  title,
  text,
  children,
  busy = false,
}: {
  title: string
  text?: ReactNode
  children?: ReactNode
  busy?: boolean
}) {
  return (
    <main className="flex min-h-full items-center justify-center p-4" aria-busy={busy || undefined}>
      <section className="flex w-full max-w-md flex-col gap-4 rounded-2xl bg-white p-6 shadow-md sm:p-8">
        <p className="text-sm font-semibold tracking-wide text-primary-strong">{messages.title}</p>
        <h1 className="text-2xl leading-tight font-semibold">{title}</h1>
        {text && <div className="text-base text-muted">{text}</div>}
        {children && <div className="flex flex-wrap gap-3 pt-2">{children}</div>}
      </section>
    </main>
  )
}
