import type { ReactNode } from 'react'
import { CloseButton } from '../cards/CloseButton.js'
import { ROWS_ATTRIBUTE, stepThroughRows } from './rowKeys.js'

interface Props {
  /** The card's heading and accessible name. */
  title: string
  /** Announced to screen readers as it changes (e.g. the hit count). */
  status?: ReactNode
  onClose?: () => void
  children: ReactNode
  /** Marks the card for tests and benchmarks, e.g. the query its rows answer. */
  dataQuery?: string
}

/** A card of place rows over the map: search results, the events overview. */
export function RowsCard({ title, status, onClose, children, dataQuery }: Props) {
  return (
    <section
      aria-label={title}
      data-query={dataQuery}
      className="pointer-events-auto flex max-h-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-xl md:rounded-2xl"
    >
      <header className="flex items-start gap-2 px-4 pt-3 pb-2">
        <h2 className="min-w-0 flex-1 font-bold" aria-live="polite">
          {status ?? title}
        </h2>
        {onClose ? <CloseButton onClick={onClose} /> : null}
      </header>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys act on the links inside */}
      <div
        {...{ [ROWS_ATTRIBUTE]: '' }}
        onKeyDown={stepThroughRows}
        className="min-h-0 overflow-y-auto overscroll-contain"
      >
        {children}
      </div>
    </section>
  )
}
