import { useEffect, useRef } from 'react'

/**
 * Keeps the keyboard focus off the page body. When the focused element leaves the page (a card
 * closes, a place is no longer drawn), focus goes to `target(lost)` — the place the card was
 * about, the map — instead of falling back to <body>, where a keyboard user starts over; when
 * it was only moved (a list re-sorted), it gets the focus back. A click of the visitor's own
 * decides where focus goes, so nothing is rescued after one until the next focus.
 */
export function useFocusReturn(target: (lost: Element) => HTMLElement | null | undefined): void {
  const latest = useRef(target)
  latest.current = target
  useEffect(() => {
    let focused: Element | null = document.activeElement
    const remember = (e: FocusEvent) => {
      focused = e.target instanceof Element ? e.target : null
    }
    const forget = () => {
      focused = null
    }
    // A focused element that is removed or moved loses the focus without any focus event.
    const observer = new MutationObserver(() => {
      const lost = document.activeElement === document.body || !document.activeElement
      if (!lost || !focused) return
      const gone = focused
      focused = null
      // A moved element takes the focus back; a hidden one cannot, and neither can a gone one.
      if (gone instanceof HTMLElement && gone.isConnected) gone.focus()
      if (document.activeElement === gone) return
      latest.current(gone)?.focus()
    })
    document.addEventListener('focusin', remember)
    document.addEventListener('pointerdown', forget, true)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      document.removeEventListener('focusin', remember)
      document.removeEventListener('pointerdown', forget, true)
      observer.disconnect()
    }
  }, [])
}
