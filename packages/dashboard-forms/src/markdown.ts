import { marked } from 'marked'
import xss from 'xss'

// The one allowlist for markdown: the API's check and every renderer use this sanitiser, so
// what the server accepts is exactly what visitors see. xss rather than DOMPurify because it
// needs no DOM (the server has none) and is small enough for the lazily loaded detail card.
// Its defaults plus the language class marked puts on fenced code.
// xss is CommonJS whose named exports Node's ESM loader cannot see; its typings describe them.
const { FilterXSS, getDefaultWhiteList } = xss as unknown as typeof import('xss')
const sanitizer = new FilterXSS({ whiteList: { ...getDefaultWhiteList(), code: ['class'] } })

/** Renders a markdown detail value to HTML, unsanitised: only for comparing with the safe one. */
export function renderMarkdown(value: string): string {
  return marked.parse(value, { async: false })
}

/**
 * The HTML a markdown detail shows as: rendered and sanitised with the shared allowlist.
 * Tags outside it come out as escaped text, unsafe attributes and links are dropped.
 */
export function renderSafeMarkdown(value: string): string {
  return sanitizer.process(renderMarkdown(value))
}

/**
 * A markdown detail is accepted only when sanitising would not change its rendered HTML
 * (spec §5): raw HTML, event handlers and script links are refused rather than silently
 * altered, so what staff typed is what visitors see.
 */
export function isMarkdownAllowed(value: string): boolean {
  const html = renderMarkdown(value)
  return sanitizer.process(html) === html
}
