import { pinSvg } from '@quo/map-engine/pins'
import { placeMessages as t } from './messages.js'

/**
 * The place editor's pin: a button to drag, or to move with the arrow keys once focused (the
 * map engine handles the keys). A 2-D position has no single value a slider could report, so it
 * is a button whose name says where it is; the typed coordinates are the alternative to it.
 * @example const element = pinElement('#7B48FF'); labelPin(element, { lat: 47.141, lon: 9.5215 })
 */
export function pinElement(color: string): HTMLButtonElement {
  const element = document.createElement('button')
  element.type = 'button'
  element.setAttribute('aria-label', t.pin(null))
  element.className = 'block cursor-grab focus-visible:outline-2 focus-visible:outline-primary'
  // Our own static artwork (no data in it), so markup is safe here.
  element.innerHTML = pinSvg('selected', null, color)
  return element
}

/** Names the pin after where it now is, so focusing it reads out the coordinates. */
export function labelPin(element: HTMLElement, at: { lat: number; lon: number }): void {
  element.setAttribute('aria-label', t.pin(at))
}
