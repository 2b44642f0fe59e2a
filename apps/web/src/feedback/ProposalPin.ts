import type { MapEngine } from '@quo/map-engine'
import { type RefObject, useEffect } from 'react'

/** The search row over the map on a phone: the pin starts below it. */
const TOP_BAR_PX = 64
/** Where the card sits beside the map instead of over its lower part. */
const SIDE_CARD_MIN_WIDTH = 768

/** The proposal's pin: the site's purple, its tip on the point (the marker's bottom anchor). */
const PIN_SVG =
  '<svg width="36" height="48" viewBox="0 0 36 48" aria-hidden="true"><path d="M18 47C18 47 3 29 3 17a15 15 0 0 1 30 0c0 12-15 30-15 30z" fill="#7b48ff" stroke="#fff" stroke-width="2"/><circle cx="18" cy="17" r="6" fill="#fff"/></svg>'

/**
 * The middle of the map a visitor sees beside or above the card, in canvas pixels: on a phone
 * between the search row and the card's top, on a wider screen right of the card column.
 */
function visibleCentre(card: HTMLElement | null, canvas: DOMRect): { x: number; y: number } {
  const rect = card?.getBoundingClientRect()
  if (window.innerWidth >= SIDE_CARD_MIN_WIDTH)
    return { x: ((rect?.right ?? 0) + canvas.right) / 2 - canvas.left, y: canvas.height / 2 }
  const cardTop = Math.max(rect ? rect.top : canvas.bottom, TOP_BAR_PX + 80)
  return { x: canvas.width / 2, y: (TOP_BAR_PX + cardTop) / 2 - canvas.top }
}

/**
 * Where a proposed place goes: while `active`, a pin the visitor drags (or moves with the arrow
 * keys once focused) stands on the map, first in the middle of the part the card leaves free —
 * on a phone the card covers most of the map and its centre. `position` holds where it stands.
 */
export function useProposalPin(
  position: RefObject<[number, number] | null>,
  engine: MapEngine | null,
  card: RefObject<HTMLElement | null>,
  active: boolean,
  label: string,
): void {
  useEffect(() => {
    const canvas = document.querySelector('[data-quo-map] canvas')?.getBoundingClientRect()
    if (!engine || !active || !canvas) return
    const start = engine.unproject(
      visibleCentre(card.current?.closest<HTMLElement>('[data-quo-card]') ?? null, canvas),
    )
    position.current = start
    const element = document.createElement('div')
    element.dataset.quoProposalPin = ''
    element.tabIndex = 0
    element.role = 'img'
    element.ariaLabel = label
    element.title = label
    element.className = 'cursor-grab focus-visible:outline-2 focus-visible:outline-primary'
    element.innerHTML = PIN_SVG
    const marker = engine.addMarker(element, start, {
      draggable: true,
      anchor: 'bottom',
      onMove: (at) => {
        position.current = at
      },
    })
    return () => {
      marker.remove()
      position.current = null
    }
  }, [position, engine, card, active, label])
}
