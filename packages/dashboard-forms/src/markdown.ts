import { marked } from 'marked'
import xss from 'xss'

// The sanitiser's defaults plus the language class marked puts on fenced code.
// xss is CommonJS whose named exports Node's ESM loader cannot see; its typings describe them.
const { FilterXSS, getDefaultWhiteList } = xss as unknown as typeof import('xss')
const sanitizer = new FilterXSS({ whiteList: { ...getDefaultWhiteList(), code: ['class'] } })

/** Renders a markdown detail value to HTML as the item card shows it. */
export function renderMarkdown(value: string): string {
  return marked.parse(value, { async: false })
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
