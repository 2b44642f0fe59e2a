import type { BasemapItem } from '@quo/contract'
import { Link, useNavigate } from '@tanstack/react-router'
import { type ReactNode, useEffect, useRef } from 'react'
import { useCardFocus } from '../app/cardFocus.js'
import { cardParams } from '../app/cardLink.js'
import { messages } from '../messages.js'
import { engineAtom } from '../state/atoms.js'
import { useAtomValue } from '../state/store.js'
import { CloseButton } from './CloseButton.js'

interface Props {
  title: string
  description?: string | null
  items: readonly BasemapItem[]
  /** Shown instead of the list when it is empty. */
  empty?: string
  closable?: boolean
  /** Above the list, e.g. tag filter chips. */
  filters?: ReactNode
  /** Below the list, e.g. the "Ort vorschlagen" form. */
  footer?: ReactNode
}

/**
 * A set of items — search results, a list, a tag, a search shortcut — as a card; the map dims
 * every other pin and fits the set (docs/product.md §4).
 */
export function ItemSetCard({
  title,
  description,
  items,
  empty = messages.noEntries,
  closable = true,
  filters,
  footer,
}: Props) {
  const engine = useAtomValue(engineAtom)
  const navigate = useNavigate()
  const heading = useRef<HTMLHeadingElement>(null)
  useCardFocus(heading)
  useEffect(() => {
    if (!engine) return
    engine.highlight(items.map((r) => r.nanoId))
    return () => engine.highlight(null)
  }, [engine, items])
  return (
    <section
      data-quo-card
      aria-label={title}
      className="pointer-events-auto flex max-h-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-xl md:rounded-2xl"
    >
      <header className="flex items-start gap-2 px-4 pt-3 pb-2">
        <div className="min-w-0 flex-1">
          <h2 ref={heading} tabIndex={-1} className="font-bold outline-none" aria-live="polite">
            {title}
          </h2>
          {description ? <p className="text-sm text-muted">{description}</p> : null}
        </div>
        {closable ? <CloseButton onClick={() => void navigate({ to: '/map' })} /> : null}
      </header>
      <div className="min-h-0 overflow-y-auto overscroll-contain">
        {filters}
        {items.length === 0 ? <p className="px-4 pb-4 text-sm text-muted">{empty}</p> : null}
        <ul className="pb-2">
          {items.map((r) => (
            <li key={r.nanoId}>
              <Link
                to="/map/place/$nanoId/{-$title}"
                params={cardParams(r.nanoId, r.title)}
                className="block px-4 py-2 hover:bg-paper focus-visible:bg-paper focus-visible:outline-none"
              >
                {r.title}
              </Link>
            </li>
          ))}
        </ul>
        {footer}
      </div>
    </section>
  )
}
