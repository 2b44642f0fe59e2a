import type { KeyboardEvent } from 'react'

// Arrow keys between the search field and the rows of the card under it.

/** Marks the rows of the card on screen, which the search field's Arrow Down steps into. */
export const ROWS_ATTRIBUTE = 'data-quo-rows'

/**
 * The first row's link of the card on screen, if any.
 * @example firstRow()?.focus()
 */
export const firstRow = () => document.querySelector<HTMLElement>(`[${ROWS_ATTRIBUTE}] li a`)

/** Arrow keys step through the rows' links, as in a list box; up from the first goes back to the search field. */
export function stepThroughRows(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return
  const links = [...e.currentTarget.querySelectorAll<HTMLElement>('li a')]
  const at = links.indexOf(e.target as HTMLElement)
  if (at === -1) return
  e.preventDefault()
  const next = at + (e.key === 'ArrowDown' ? 1 : -1)
  if (next < 0) document.getElementById('map-search')?.focus()
  else links[Math.min(next, links.length - 1)]?.focus()
}
