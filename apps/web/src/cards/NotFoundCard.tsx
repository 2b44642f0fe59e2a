import { Link, useNavigate } from '@tanstack/react-router'
import { useRef } from 'react'
import { useCardFocus } from '../app/cardFocus.js'
import { usePageTitle } from '../app/usePageTitle.js'
import { messages } from '../messages.js'
import { CloseButton } from './CloseButton.js'

/** What a card says when its link names something the map does not have (any more). */
export interface NotFoundText {
  /** The page title while the card is open. */
  title: string
  message: string
  hint: string
}

/**
 * The card for a stale or mistyped link to a place, list, tag or search shortcut: the map stays
 * usable behind it, as for any other card, instead of a 404 page drawn over the live map.
 */
export function NotFoundCard({ text }: { text: NotFoundText }) {
  const navigate = useNavigate()
  const heading = useRef<HTMLHeadingElement>(null)
  usePageTitle(text.title)
  useCardFocus(heading)
  return (
    <article
      className="pointer-events-auto m-0 flex flex-col rounded-t-2xl bg-white p-4 shadow-xl md:rounded-2xl"
      aria-labelledby="not-found-title"
    >
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h1 ref={heading} tabIndex={-1} id="not-found-title" className="text-lg font-bold outline-none">
            {text.message}
          </h1>
          <p className="mt-1 text-sm text-muted">{text.hint}</p>
        </div>
        <CloseButton onClick={() => void navigate({ to: '/map' })} />
      </div>
      <Link
        to="/map"
        className="mt-3 self-start rounded-full bg-primary px-4 py-2 text-sm font-semibold text-white"
      >
        {messages.openMap}
      </Link>
    </article>
  )
}
