import { slugify } from '@quo/branch-config'
import type { ShortcutResult } from '@quo/contract'
import { OPENING_HOURS_COLORS } from '@quo/ui/colors'
import { distanceText, hoursText } from './hoursText.js'
import { messages } from './messages.js'

/** The full site's page of a result, on this host (its branch). */
export function placeUrl(item: Pick<ShortcutResult, 'nanoId' | 'title'>): string {
  const slug = slugify(item.title)
  return new URL(
    `/map/place/${encodeURIComponent(item.nanoId)}${slug ? `/${encodeURIComponent(slug)}` : ''}`,
    location.origin,
  ).toString()
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const node = document.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

const symbolUrls = new Map<string, string>()

/**
 * The category symbol as a picture: it comes from the database, and in an `<img>` no markup in
 * it can run. Its `currentColor` circle takes the category's colour. One blob URL per symbol
 * and colour, so that the rows sharing a symbol share one decoded picture (each SVG picture is a
 * document of its own to the browser), and only the rows on screen load theirs.
 */
function symbol(svg: string | undefined, color: string): HTMLElement {
  const box = el('span', 'symbol')
  box.style.backgroundColor = color
  if (svg) {
    const key = `${color}${svg}`
    let src = symbolUrls.get(key)
    if (!src) {
      src = URL.createObjectURL(new Blob([svg.replaceAll('currentColor', color)], { type: 'image/svg+xml' }))
      symbolUrls.set(key, src)
    }
    const img = document.createElement('img')
    img.alt = ''
    img.loading = 'lazy'
    img.decoding = 'async'
    img.width = 32
    img.height = 32
    img.src = src
    box.append(img)
  }
  return box
}

/** One result as a link that opens the place on the full site in a new window. */
export function resultRow(
  item: ShortcutResult,
  symbols: Record<string, string>,
  clock: { now: Date; today: string },
  onOpen: (item: ShortcutResult, url: string) => void,
): HTMLLIElement {
  const li = document.createElement('li')
  const url = placeUrl(item)
  const link = el('a', 'row')
  link.href = url
  link.target = '_blank'
  link.rel = 'noopener'
  link.addEventListener('click', () => onOpen(item, url))
  const text = el('span', 'text')
  text.append(el('span', 'title', item.title))
  if (item.subtitle.length > 0) text.append(el('span', 'subtitle', item.subtitle.join(' · ')))
  if (item.hours) {
    const hours = el('span', `hours ${item.hours.state}`)
    const dot = el('span', 'dot')
    dot.style.backgroundColor = OPENING_HOURS_COLORS[item.hours.state]
    hours.append(dot, hoursText(item.hours, clock.now, clock.today))
    if (item.hours.holiday) hours.title = item.hours.holiday
    text.append(hours)
  }
  text.append(el('span', 'sr-only', ` ${messages.opensInNewWindow}`))
  link.append(symbol(item.iconId === null ? undefined : symbols[String(item.iconId)], item.color), text)
  if (item.distance !== null) {
    const distance = el('span', 'distance', distanceText(item.distance))
    distance.setAttribute('aria-label', messages.distance(distanceText(item.distance)))
    link.append(distance)
  }
  li.append(link)
  return li
}
