import { type ReactNode, useRef } from 'react'
import { useCardFocus } from '../app/cardFocus.js'
import { CloseButton } from '../cards/CloseButton.js'

/** The classes of a place's card (`<article aria-labelledby="place-title">`). */
export const PLACE_CARD_CLASS =
  'pointer-events-auto m-0 flex max-h-full flex-col overflow-hidden rounded-t-2xl bg-white shadow-xl md:rounded-2xl'

/**
 * The head of a place's card: its name as the card's heading (`#place-title`, focused when the
 * card was opened by keyboard), the line under it, and the × when the card can be closed.
 */
export function PlaceHeading({
  title,
  subtitle,
  onClose,
  leading,
}: {
  title: string
  subtitle: string | undefined
  onClose: (() => void) | undefined
  /** Before the name, e.g. the place's logo. */
  leading?: ReactNode
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useCardFocus(heading)
  return (
    <header className="flex items-start gap-3 p-4 pb-2">
      {leading}
      <div className="min-w-0 flex-1">
        <h1
          ref={heading}
          tabIndex={-1}
          id="place-title"
          className="text-xl font-bold leading-tight outline-none"
        >
          {title}
        </h1>
        {subtitle ? <p className="mt-1 text-sm text-muted">{subtitle}</p> : null}
      </div>
      {onClose ? <CloseButton onClick={onClose} /> : null}
    </header>
  )
}
