/**
 * quo embed loader — `<script src="https://<host>/embed/loader.js" async></script>`.
 *
 * Turns every `<div data-quo-embed="https://<host>/embed/…">` into the embed's iframe and
 * connects it (and any plain iframe of this host's `/embed/`) to the page: the iframe takes the
 * height of its content (unless the URL says `height=fill`), and the container element receives
 * `quo:ready`, `quo:resize` ({ height }) and `quo:select` ({ nanoId, url }) as bubbling DOM
 * events. Messages are exchanged with the embed's origin only, and only with its own frame.
 * MIT-licensed, part of quo.
 */
import { loaderMessages } from './loaderMessages.js'

;(() => {
  const script = document.currentScript as HTMLScriptElement | null
  if (!script?.src) return
  const origin = new URL(script.src).origin
  const prefix = `${origin}/embed/`
  const connected = new WeakSet<Element>()

  function connect(frame: HTMLIFrameElement, host: Element): void {
    if (connected.has(frame)) return
    connected.add(frame)
    const auto = new URL(frame.src).searchParams.get('height') !== 'fill'
    const hello = () => frame.contentWindow?.postMessage({ type: 'quo:hello' }, origin)
    frame.addEventListener('load', hello)
    hello()
    addEventListener('message', (event) => {
      if (event.origin !== origin || event.source !== frame.contentWindow) return
      const data = event.data as { type?: unknown; height?: unknown; nanoId?: unknown; url?: unknown }
      if (!data || typeof data.type !== 'string') return
      let detail: Record<string, unknown> = {}
      if (data.type === 'quo:resize' && typeof data.height === 'number') {
        const height = Math.min(Math.max(Math.round(data.height), 80), 20000)
        if (auto) frame.style.height = `${height}px`
        detail = { height }
      } else if (
        data.type === 'quo:select' &&
        typeof data.nanoId === 'string' &&
        typeof data.url === 'string'
      ) {
        // Only links into the same product are reported.
        if (!data.url.startsWith(`${origin}/`)) return
        detail = { nanoId: data.nanoId, url: data.url }
      } else if (data.type !== 'quo:ready') return
      host.dispatchEvent(new CustomEvent(data.type, { detail, bubbles: true }))
    })
  }

  function upgrade(element: Element): void {
    if (connected.has(element)) return
    connected.add(element)
    const src = element.getAttribute('data-quo-embed') ?? ''
    let url: URL
    try {
      url = new URL(src, origin)
    } catch {
      return
    }
    if (!url.href.startsWith(prefix)) return
    const frame = document.createElement('iframe')
    frame.src = url.href
    frame.title = element.getAttribute('data-title') || loaderMessages.frameTitle
    frame.loading = 'lazy'
    frame.allow = 'geolocation'
    frame.style.cssText = 'display:block;width:100%;border:0;height:480px'
    element.replaceChildren(frame)
    connect(frame, element)
  }

  function scan(): void {
    for (const element of document.querySelectorAll('[data-quo-embed]')) upgrade(element)
    for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe[src]')) {
      if (frame.src.startsWith(prefix)) connect(frame, frame)
    }
  }

  scan()
  // Pages that add the container later (single-page apps, the code generator's preview); one
  // scan a frame, however busy the partner's page is.
  let queued = false
  new MutationObserver(() => {
    if (queued) return
    queued = true
    requestAnimationFrame(() => {
      queued = false
      scan()
    })
  }).observe(document.documentElement, { childList: true, subtree: true })
})()
