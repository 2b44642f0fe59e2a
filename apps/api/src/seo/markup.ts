/**
 * Characters XML 1.0 does not allow (C0 controls but tab and line breaks, lone surrogates,
 * U+FFFE/U+FFFF). HTML parsers replace most of them, but a sitemap with one is not XML at all.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Text made safe for HTML and XML, in element content and in quoted attributes alike:
 * characters neither format may carry are dropped, markup characters become entities.
 * @example escapeMarkup('<b>"A" & B</b>') // '&lt;b&gt;&quot;A&quot; &amp; B&lt;/b&gt;'
 */
export function escapeMarkup(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)
}
