import type { ReactNode } from 'react'
import { useId } from 'react'

/**
 * A white card holding one part of a form, named by its heading; a part whose first control
 * names it already (a fieldset's legend) passes `label` instead and shows no heading.
 */
export function SectionCard({
  heading,
  label,
  intro,
  children,
}: {
  children: ReactNode
  intro?: string
} & ({ heading: string; label?: never } | { heading?: never; label: string })) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      aria-label={label}
      className="min-w-0 rounded-2xl bg-white p-5 shadow-sm"
    >
      {heading && (
        // Focusable from the form's section links (SectionNav), not in the tab order.
        <h2 id={headingId} tabIndex={-1} className="scroll-mt-4 text-lg font-semibold text-ink outline-none">
          {heading}
        </h2>
      )}
      {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      <div className={heading ? 'mt-4 flex flex-col gap-4' : 'flex flex-col gap-4'}>{children}</div>
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
