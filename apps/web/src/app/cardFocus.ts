import { type RefObject, useEffect } from 'react'

/**
 * Whether the next card to open takes the keyboard focus: set when a link to a card is
 * followed by keyboard (Enter gives a click without a pointer, `detail` 0). A pointer user
 * keeps the focus where they clicked; a keyboard user would otherwise land on whatever the
 * page hands the focus to once the followed link is gone — a pin somewhere on the map.
 */
let focusNextCardUntil = 0
/** A card that opens later than this after the link (a slow network) no longer takes the focus. */
const CARD_OPENING_MS = 5_000

function onClick(event: MouseEvent) {
  if (event.detail !== 0 || !(event.target instanceof Element)) return
  const link = event.target.closest('a[href]')
  if (link && new URL((link as HTMLAnchorElement).href).pathname.startsWith('/map/'))
    focusNextCardUntil = Date.now() + CARD_OPENING_MS
}

/** Watches for links to cards followed by keyboard, for as long as the map screen is there. */
export function useCardLinksByKeyboard(): void {
  useEffect(() => {
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [])
}

/**
 * Gives a card's heading (`tabIndex={-1}`) the focus when the card was opened by keyboard, so
 * reading and tabbing go on in the card.
 * @example const heading = useRef<HTMLHeadingElement>(null); useCardFocus(heading)
 */
export function useCardFocus(heading: RefObject<HTMLElement | null>, ready = true): void {
  useEffect(() => {
    if (!ready || Date.now() > focusNextCardUntil || !heading.current) return
    focusNextCardUntil = 0
    heading.current.focus()
  }, [heading, ready])
}
