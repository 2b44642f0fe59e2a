import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify'
import { marked } from 'marked'
import { domWindow } from '#dom-window'

// The one sanitiser for markdown: the API's check and every renderer use this DOMPurify
// configuration, so what the server accepts is exactly what visitors see.
//
// DOMPurify needs a DOM. Which one is decided where the package is imported, by the
// `#dom-window` import of package.json's `imports` map: under the `node` condition (the API, and
// every Vitest run, DOM environments too) it is a jsdom window, everywhere else the page's own.
// Conditions rather than a window the caller injects, because then no caller (API route, site
// card, editor) has to set anything up before its first check, and a browser bundle never even
// sees the jsdom variant: bundlers for the browser do not match `node`, so jsdom stays out of
// the site's and the dashboard's builds.

/**
 * The elements markdown may produce and the attributes each may carry: xss's default allowlist,
 * which the check used before DOMPurify (stored details stay valid), plus `class` on `code`
 * for the language class marked puts on fenced code.
 */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  a: ['target', 'href', 'title'],
  abbr: ['title'],
  address: [],
  area: ['shape', 'coords', 'href', 'alt'],
  article: [],
  aside: [],
  audio: ['autoplay', 'controls', 'crossorigin', 'loop', 'muted', 'preload', 'src'],
  b: [],
  bdi: ['dir'],
  bdo: ['dir'],
  big: [],
  blockquote: ['cite'],
  br: [],
  caption: [],
  center: [],
  cite: [],
  code: ['class'],
  col: ['align', 'valign', 'span', 'width'],
  colgroup: ['align', 'valign', 'span', 'width'],
  dd: [],
  del: ['datetime'],
  details: ['open'],
  div: [],
  dl: [],
  dt: [],
  em: [],
  figcaption: [],
  figure: [],
  font: ['color', 'size', 'face'],
  footer: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  header: [],
  hr: [],
  i: [],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  ins: ['datetime'],
  kbd: [],
  li: [],
  mark: [],
  nav: [],
  ol: [],
  p: [],
  pre: [],
  s: [],
  section: [],
  small: [],
  span: [],
  sub: [],
  summary: [],
  sup: [],
  strong: [],
  strike: [],
  table: ['width', 'border', 'align', 'valign'],
  tbody: ['align', 'valign'],
  td: ['width', 'rowspan', 'colspan', 'align', 'valign'],
  tfoot: ['align', 'valign'],
  th: ['width', 'rowspan', 'colspan', 'align', 'valign'],
  thead: ['align', 'valign'],
  tr: ['rowspan', 'align', 'valign'],
  tt: [],
  u: [],
  ul: [],
  video: [
    'autoplay',
    'controls',
    'crossorigin',
    'loop',
    'muted',
    'playsinline',
    'poster',
    'preload',
    'src',
    'height',
    'width',
  ],
}

const ALLOWED_BY_ELEMENT: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(ALLOWED))

/** Attributes whose value a browser follows or loads as a URL. */
const URL_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'src', 'cite', 'poster'])

/**
 * A URL a detail may link to or load: http, https, mailto or tel, or a path or fragment of the
 * page's own site. No `javascript:` or `data:`, and no bare relative `x`, which xss refused too.
 */
const SAFE_URL = /^(?:(?:https?|mailto|tel):|[#/]|\.\.?\/)/i

/** What a browser skips in a URL (spaces, controls, tabs and newlines inside `java\tscript:`). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters meant
const URL_IGNORED = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g

const CONFIG: Config = {
  // `body` is where DOMPurify parses into and starts its walk: allowed, else every call would
  // report it removed. Attributes on it (from a typed `<body onload>`) are still removed.
  ALLOWED_TAGS: [...Object.keys(ALLOWED), 'body'],
  ALLOWED_ATTR: [...new Set(Object.values(ALLOWED).flat())],
  // DOMPurify checks every other attribute's value with its URL rule: its default, our schemes.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_ARIA_ATTR: false,
  ALLOW_DATA_ATTR: false,
  // Without it a leading `<script>`, `<style>` or `<meta>` is parsed into the head, which
  // DOMPurify neither walks nor returns: dropped without a trace in `removed`, so accepted.
  FORCE_BODY: true,
}

/** FORCE_BODY's marker element, as DOMPurify reports it removed. */
function isMarker(entry: DOMPurify['removed'][number]): boolean {
  return 'element' in entry && entry.element.nodeName === 'REMOVE' && !entry.element.hasChildNodes()
}

/** A part of a markdown value's HTML that sanitising takes away: an element, or an attribute of one. */
export type RefusedPart = { element: string } | { attribute: string; of: string }

/** What sanitising made of some HTML: the safe HTML, and what was taken away (if anything). */
export interface Sanitized {
  html: string
  changed: boolean
  removed: RefusedPart[]
}

/** DOMPurify's record of a removal, as a part staff can be shown. */
function refusedPart(entry: DOMPurify['removed'][number]): RefusedPart {
  if ('element' in entry) return { element: entry.element.nodeName.toLowerCase() }
  return { attribute: entry.attribute?.name ?? '', of: entry.from.nodeName.toLowerCase() }
}

/**
 * The markdown sanitiser in `window`: DOMPurify with the shared configuration. Exported for the
 * test that holds the server's and the browser's side by side; everything else goes through the
 * functions below, which make it once, in the window `#dom-window` gives.
 */
export function createSanitizer(window: WindowLike): (html: string) => Sanitized {
  const purify = createDOMPurify(window)
  // Without a document (a worker, say) DOMPurify hands its input back untouched: refuse instead.
  if (!purify.isSupported) throw new Error('No DOM to sanitise markdown in')
  purify.setConfig(CONFIG)
  // DOMPurify's attribute allowlist is one list for all elements, xss's was per element. And
  // DOMPurify lets `data:` into `img` and `video` sources: URL attributes get the schemes above.
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    const name = data.attrName
    if (!ALLOWED_BY_ELEMENT.get(node.nodeName.toLowerCase())?.includes(name)) data.keepAttr = false
    else if (URL_ATTRIBUTES.has(name) && !SAFE_URL.test(data.attrValue.replace(URL_IGNORED, '')))
      data.keepAttr = false
  })
  return (html) => {
    const safe = purify.sanitize(html)
    // `removed` lists every element and attribute this call dropped: none, nothing changed.
    // FORCE_BODY parses behind a `<remove>` marker that DOMPurify takes out first; that entry
    // is DOMPurify's own, not the value's.
    const removed = purify.removed.filter((entry, i) => !(i === 0 && isMarker(entry)))
    return { html: safe, changed: removed.length > 0, removed: removed.map(refusedPart) }
  }
}

let sanitizer: ((html: string) => Sanitized) | undefined

/** Made on first use, so that importing the rules (the API at start, a worker) costs no DOM. */
function sanitize(html: string): Sanitized {
  sanitizer ??= createSanitizer(domWindow())
  return sanitizer(html)
}

/** Renders a markdown detail value to HTML, unsanitised: only for comparing with the safe one. */
export function renderMarkdown(value: string): string {
  return marked.parse(value, { async: false })
}

/**
 * The HTML a markdown detail shows as: rendered and sanitised with the shared configuration.
 * Elements outside it are dropped (their text kept), unsafe attributes and links removed.
 */
export function renderSafeMarkdown(value: string): string {
  return sanitize(renderMarkdown(value)).html
}

/**
 * A markdown detail is accepted only when sanitising would not change its rendered HTML
 * (docs/product.md §5): raw HTML, event handlers and script links are refused rather than silently
 * altered, so what staff typed is what visitors see — `renderSafeMarkdown` of an accepted value
 * is the sanitiser's output with nothing removed.
 */
export function isMarkdownAllowed(value: string): boolean {
  return !sanitize(renderMarkdown(value)).changed
}

/**
 * What sanitising would take away from a markdown value, each part once, in the order found:
 * the editor names them when it refuses the value (`<script>`, `onerror` on `<img>`).
 */
export function refusedMarkdownParts(value: string): RefusedPart[] {
  const seen = new Set<string>()
  return sanitize(renderMarkdown(value)).removed.filter((part) => {
    const key = JSON.stringify(part)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
