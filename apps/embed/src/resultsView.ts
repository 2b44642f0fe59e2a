import { slugify } from '@quo/branch-config'
import type { ShortcutResult, ShortcutResultsPage } from '@quo/contract'
import { tellHost } from './hostBridge.js'
import { messages } from './messages.js'
import { trackEmbed } from './metrics.js'
import type { EmbedOptions } from './options.js'
import { resultRow } from './resultRow.js'
import { fetchResults, ResultsError } from './resultsApi.js'

/** What the lazily loaded map offers the view. */
export interface ResultsMap {
  show(items: readonly ShortcutResult[]): void
  destroy(): void
}

function button(text: string, className: string): HTMLButtonElement {
  const b = document.createElement('button')
  b.type = 'button'
  b.className = className
  b.textContent = text
  return b
}

/**
 * The results of one search shortcut: a header with the count, "nearest first" and the map on
 * demand, the rows, and "Mehr anzeigen" for the next page. Everything the API sends is put in
 * as text, never as markup.
 */
export function mountResults(root: HTMLElement, shortcutId: number, options: EmbedOptions): void {
  let items: ShortcutResult[] = []
  let symbols: Record<string, string> = {}
  let page = 0
  let pageCount = 1
  let near: { lat: number; lon: number } | undefined
  let map: ResultsMap | undefined
  let mapLoading: Promise<void> | undefined
  let title = ''

  const heading = document.createElement('h1')
  heading.className = 'heading'
  const count = document.createElement('p')
  count.className = 'count'
  const header = document.createElement('header')
  header.className = 'bar'
  header.append(heading, count)
  header.hidden = !options.header

  const nearest = button(messages.nearest, 'tool')
  nearest.setAttribute('aria-pressed', 'false')
  const mapToggle = button(messages.showMap, 'tool')
  mapToggle.setAttribute('aria-expanded', 'false')
  mapToggle.setAttribute('aria-controls', 'quo-map')
  const tools = document.createElement('div')
  tools.className = 'tools'
  tools.append(nearest)
  if (options.view === 'list') tools.append(mapToggle)

  const mapBox = document.createElement('div')
  mapBox.id = 'quo-map'
  mapBox.className = 'map'
  mapBox.hidden = true

  const list = document.createElement('ul')
  list.className = 'results'
  const status = document.createElement('p')
  status.className = 'status'
  status.setAttribute('role', 'status')
  const more = button(messages.more, 'more')
  more.hidden = true
  const footer = document.createElement('footer')
  footer.className = 'foot'
  const fullMap = document.createElement('a')
  fullMap.target = '_blank'
  fullMap.rel = 'noopener'
  fullMap.textContent = messages.fullMap
  fullMap.addEventListener('click', () => trackEmbed('embed_full_map_click'))
  footer.append(fullMap)

  root.replaceChildren(header, tools, mapBox, list, status, more, footer)
  if (options.view === 'map') list.hidden = true

  const open = (item: ShortcutResult, url: string) => {
    trackEmbed('embed_item_click', { metricValue: item.nanoId })
    tellHost({ type: 'quo:select', nanoId: item.nanoId, url })
  }

  function render(result: ShortcutResultsPage, append: boolean) {
    title = result.shortcut.title
    heading.textContent = title
    count.textContent = messages.results(result.total)
    document.title = `${title} · quo`
    fullMap.href = new URL(
      `/map/search-shortcut/${result.shortcut.id}/${encodeURIComponent(slugify(title))}`,
      location.origin,
    ).toString()
    const clock = { now: new Date(), today: result.localDate }
    symbols = { ...symbols, ...result.symbols }
    items = append ? [...items, ...result.items] : result.items
    const rows = result.items.map((item) => resultRow(item, symbols, clock, open))
    if (append) list.append(...rows)
    else list.replaceChildren(...rows)
    page = result.page
    pageCount = result.pageCount
    more.hidden = page >= pageCount || options.view === 'map'
    status.textContent = result.total === 0 ? messages.empty : ''
    map?.show(items)
  }

  /** What failed offline is tried again once the network returns: the list's last page asked for, the map. */
  const onReturn = new Map<'results' | 'map', () => void>()
  addEventListener('online', () => {
    const retries = [...onReturn.values()]
    onReturn.clear()
    for (const retry of retries) retry()
  })

  async function load(nextPage: number, append: boolean) {
    list.setAttribute('aria-busy', 'true')
    more.disabled = true
    if (!append) status.textContent = messages.loading
    try {
      render(await fetchResults(shortcutId, nextPage, near), append)
    } catch (error) {
      const notFound = error instanceof ResultsError && error.status === 404
      const offline = !notFound && !navigator.onLine
      status.textContent = notFound ? messages.notFound : offline ? messages.offline : messages.failed
      if (!notFound) {
        const retry = button(messages.retry, 'tool')
        retry.addEventListener('click', () => void load(nextPage, append))
        status.append(' ', retry)
      }
      if (offline) onReturn.set('results', () => void load(nextPage, append))
      if (notFound) tools.hidden = true
    } finally {
      list.removeAttribute('aria-busy')
      more.disabled = false
    }
  }

  more.addEventListener('click', () => void load(page + 1, true))

  nearest.addEventListener('click', () => {
    if (near) {
      near = undefined
      nearest.setAttribute('aria-pressed', 'false')
      nearest.textContent = messages.nearest
      void load(1, false)
      return
    }
    if (!navigator.geolocation) {
      status.textContent = messages.noLocation
      return
    }
    status.textContent = messages.locating
    navigator.geolocation.getCurrentPosition(
      (position) => {
        near = { lat: position.coords.latitude, lon: position.coords.longitude }
        nearest.setAttribute('aria-pressed', 'true')
        nearest.textContent = messages.nearestActive
        trackEmbed('embed_nearest_click')
        void load(1, false)
      },
      () => {
        status.textContent = messages.noLocation
      },
      { maximumAge: 300_000, timeout: 15_000 },
    )
  })

  async function showMap() {
    mapBox.hidden = false
    mapToggle.textContent = messages.hideMap
    mapToggle.setAttribute('aria-expanded', 'true')
    if (map) return map.show(items)
    mapLoading ??= import('./resultsMap.js')
      .then(({ createResultsMap }) => {
        mapBox.replaceChildren()
        map = createResultsMap(mapBox, {
          wheelZoom: options.wheelZoom,
          label: messages.mapLabel(title),
          open,
        })
        map.show(items)
      })
      .catch(() => {
        mapLoading = undefined
        const note = document.createElement('p')
        note.className = 'map-note'
        note.textContent = navigator.onLine ? messages.mapFailed : messages.mapOffline
        mapBox.replaceChildren(note)
        if (!navigator.onLine) {
          onReturn.set('map', () => {
            if (!mapBox.hidden) void showMap()
          })
        }
      })
    await mapLoading
  }

  mapToggle.addEventListener('click', () => {
    if (mapBox.hidden) {
      trackEmbed('embed_map_open')
      void showMap()
    } else {
      mapBox.hidden = true
      mapToggle.textContent = messages.showMap
      mapToggle.setAttribute('aria-expanded', 'false')
    }
  })

  void load(1, false).then(() => {
    if (options.view !== 'list') void showMap()
    tellHost({ type: 'quo:ready' })
  })
}
