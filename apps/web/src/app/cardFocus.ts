import { type RefObject, useEffect } from 'react'

/**
 * The card that takes the keyboard focus when it opens: set when a link to a card is followed by
 * keyboard (Enter gives a click without a pointer, `detail` 0). A pointer user keeps the focus
 * where they clicked; a keyboard user would otherwise land on whatever the page hands the focus
 * to once the followed link is gone — a pin somewhere on the map. Kept by the card's path, not by
 * a time window, so a card that opens slowly (a slow phone, a busy network) still takes it.
 */
let focusCardAt: string | null = null

/** `/map/<kind>/<id>` of a card's path: its title segment may be added or corrected on arrival. */
const cardPath = (pathname: string) => pathname.split('/').slice(0, 4).join('/')

function onClick(event: MouseEvent) {
  if (event.detail !== 0 || !(event.target instanceof Element)) return
  const link = event.target.closest('a[href]')
  if (!link) return
  const { pathname } = new URL((link as HTMLAnchorElement).href)
  if (pathname.startsWith('/map/')) focusCardAt = cardPath(pathname)
}

/** Whatever the person does next — a key, a tap — is theirs; a card opening later must not take it away. */
function onOwnMove() {
  focusCardAt = null
}

/** Watches for links to cards followed by keyboard, for as long as the map screen is there. */
export function useCardLinksByKeyboard(): void {
  useEffect(() => {
    document.addEventListener('keydown', onOwnMove, true)
    document.addEventListener('pointerdown', onOwnMove, true)
    document.addEventListener('click', onClick, true)
    return () => {
      document.removeEventListener('keydown', onOwnMove, true)
      document.removeEventListener('pointerdown', onOwnMove, true)
      document.removeEventListener('click', onClick, true)
    }
  }, [])
}

/**
 * Gives a card's heading (`tabIndex={-1}`) the focus when the card was opened by keyboard, so
 * reading and tabbing go on in the card. The card of what the map knows of a place gives way to
 * the full card when its details come: the new heading takes the focus the old one lost, until
 * the person presses a key or taps.
 * @example const heading = useRef<HTMLHeadingElement>(null); useCardFocus(heading)
 */
export function useCardFocus(heading: RefObject<HTMLElement | null>, ready = true): void {
  useEffect(() => {
    if (ready && heading.current && focusCardAt === cardPath(window.location.pathname))
      heading.current.focus()
  }, [heading, ready])
}
