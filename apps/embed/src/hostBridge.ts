/**
 * The messages between the embed and the partner page's loader script (`/embed/loader.js`).
 * The embed says nothing until the loader has greeted it from the frame's parent; from then on
 * it posts only to the origin that greeted it. A message from anywhere else is ignored.
 *
 * - loader → embed: `{ type: 'quo:hello' }`
 * - embed → loader: `{ type: 'quo:ready' }`, `{ type: 'quo:resize', height }`,
 *   `{ type: 'quo:select', nanoId, url }`
 */
export type EmbedEvent =
  | { type: 'quo:ready' }
  | { type: 'quo:resize'; height: number }
  | { type: 'quo:select'; nanoId: string; url: string }

let hostOrigin: string | null = null
const queued: EmbedEvent[] = []

function post(event: EmbedEvent): void {
  if (hostOrigin) window.parent.postMessage(event, hostOrigin)
}

/** Sends an event to the partner page once its loader has greeted the embed. */
export function tellHost(event: EmbedEvent): void {
  if (hostOrigin) post(event)
  else if (window.parent !== window) {
    // Only the latest size matters; the rest keep their order.
    if (event.type === 'quo:resize') {
      const at = queued.findIndex((e) => e.type === 'quo:resize')
      if (at >= 0) queued.splice(at, 1)
    }
    queued.push(event)
  }
}

/** Listens for the loader's greeting; harmless when the embed is framed without it. */
export function listenForHost(): void {
  addEventListener('message', (event: MessageEvent) => {
    if (event.source !== window.parent || window.parent === window) return
    const data = event.data as { type?: unknown } | null
    if (data?.type !== 'quo:hello' || hostOrigin) return
    hostOrigin = event.origin
    for (const e of queued.splice(0)) post(e)
  })
}

/** Reports the content's height whenever it changes (the loader sizes the iframe to it). */
export function reportHeight(element: HTMLElement): void {
  let last = 0
  new ResizeObserver(() => {
    const height = Math.ceil(element.getBoundingClientRect().height)
    if (height === last) return
    last = height
    tellHost({ type: 'quo:resize', height })
  }).observe(element)
}
