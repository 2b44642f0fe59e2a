import { type KeyboardEvent, type ReactNode, useId } from 'react'
import { cx } from '../cx.js'
import { FOCUS_RING } from '../focusRing.js'
import { CloseIcon } from '../icons/CloseIcon.js'
import { MESSAGES } from '../messages.js'

/** How far the card rises: `top` nearly the full height, `middle` about half of it. */
export type CardPosition = 'top' | 'middle'

export interface CardProps {
  /** Heading of the card; also its accessible name. */
  title: ReactNode
  /** Shows the "Schliessen" button and closes on Escape. */
  onClose?: () => void
  position?: CardPosition
  children: ReactNode
  className?: string
}

const HEIGHT: Record<CardPosition, string> = {
  top: 'max-h-[85%] md:max-h-[calc(100%-1.5rem)]',
  middle: 'max-h-[50%] md:max-h-[calc(50%-0.75rem)]',
}

/**
 * Floating content card of the map screen (results, detail, chat, list): a bottom sheet on
 * phones, a 350 px column on the left from `md` up, so the map stays visible beside it.
 * It is positioned `absolute`: render it inside the positioned box that holds the map
 * (e.g. `relative h-dvh`), so it also fits a framed or kiosk layout.
 *
 * @example
 * <Card title="Suchergebnisse" onClose={close} position="middle">…</Card>
 */
export function Card({ title, onClose, position = 'top', children, className }: CardProps) {
  const titleId = useId()
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && onClose) {
      event.stopPropagation()
      onClose()
    }
  }
  return (
    <section
      aria-labelledby={titleId}
      onKeyDown={closeOnEscape}
      data-position={position}
      className={cx(
        'absolute inset-x-0 bottom-0 z-20 flex flex-col rounded-t-2xl bg-white text-ink shadow-lg',
        'md:inset-x-auto md:bottom-auto md:left-3 md:top-3 md:w-content md:rounded-2xl',
        HEIGHT[position],
        className,
      )}
    >
      <div aria-hidden="true" className="mx-auto mt-2 h-1 w-10 shrink-0 rounded-full bg-line md:hidden" />
      <header className="flex shrink-0 items-start gap-2 px-4 pt-3 pb-2">
        <h2 id={titleId} className="min-w-0 flex-1 text-lg leading-snug font-semibold break-words">
          {title}
        </h2>
        {onClose && (
          <button
            type="button"
            aria-label={MESSAGES.close}
            title={MESSAGES.close}
            onClick={onClose}
            className={cx(
              '-mt-1 -mr-2 inline-flex size-9 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted hover:bg-paper hover:text-ink',
              FOCUS_RING,
            )}
          >
            <CloseIcon className="size-5" />
          </button>
        )}
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pb-4">{children}</div>
    </section>
  )
}
