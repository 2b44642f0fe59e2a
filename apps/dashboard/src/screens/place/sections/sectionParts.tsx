import type { ReactNode } from 'react'
import { useId } from 'react'

/** Shared look of the editor's sub-record sections: a white card with its own heading. */
export function SectionCard({
  heading,
  intro,
  children,
}: {
  heading: string
  intro?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-2xl bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-lg font-semibold text-ink">
        {heading}
      </h2>
      {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      <div className="mt-4 flex flex-col gap-4">{children}</div>
    </section>
  )
}

/** A failed call's German summary, announced when it appears. */
export function SectionError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="rounded-lg bg-error/10 px-3 py-2 text-sm text-error">
      {message}
    </p>
  )
}

export function SubHeading({ children }: { children: ReactNode }) {
  return <h3 className="text-sm font-semibold text-ink">{children}</h3>
}

/** Native select styled like `TextInput` (the ui package has no select yet). */
export const SELECT_CLASS =
  'w-full rounded-lg border border-line bg-white px-3 py-2 text-base text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60 aria-[invalid=true]:border-error'

/** Small round remove button of a list row; the label names the row for screen readers. */
export function RemoveButton({
  label,
  busy = false,
  disabled = false,
  onClick,
}: {
  label: string
  busy?: boolean
  disabled?: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      onClick={onClick}
      className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted transition-colors hover:bg-error/10 hover:text-error focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-default disabled:opacity-50"
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className={busy ? 'size-5 animate-pulse' : 'size-5'}
      >
        <path
          d="M6 6l12 12M18 6L6 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  )
}

/** Maps the issues of a zod check to the form's German field messages. */
export function fieldIssues(
  issues: readonly { path: readonly PropertyKey[] }[],
  fieldMessages: Record<string, string>,
  fallback: string,
): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '')
    if (name && !(name in fields)) fields[name] = fieldMessages[name] ?? fallback
  }
  return fields
}
