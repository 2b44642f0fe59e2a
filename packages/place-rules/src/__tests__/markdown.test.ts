import { describe, expect, it } from 'vitest'
import { domWindow } from '#dom-window'
import { domWindow as browserWindow } from '../domWindow.browser.js'
import { createSanitizer, isMarkdownAllowed, renderMarkdown, renderSafeMarkdown } from '../markdown.js'
import { PLAIN_MARKDOWN, scriptParts, XSS_PAYLOADS } from './xssPayloads.js'

describe('isMarkdownAllowed', () => {
  it.each([
    '# Öffnungszeiten\n\nMo–Fr **durchgehend** geöffnet, _Sa_ nach Vereinbarung.',
    '- Fondue\n- Raclette\n\n1. Vorspeise\n2. Hauptgang',
    '[Speisekarte](https://vaduz.li/karte?a=1&b=2 "Karte")',
    '```js\nconst a = 1 < 2\n```',
    '> Zitat\n\n---\n\n| Tag | Zeit |\n|---|---|\n| Mo | 9–12 |',
    '![Terrasse](https://example.li/terrasse.jpg)',
  ])('accepts plain markdown: %s', (value) => {
    expect(isMarkdownAllowed(value)).toBe(true)
  })

  it.each([
    '<script>alert(1)</script>',
    '[klick](javascript:alert(1))',
    '<img src=x onerror=alert(1)>',
    'Text <span style="color:red" onclick="x()">rot</span>',
    '<iframe src="https://evil.example"></iframe>',
  ])('refuses what sanitising would change: %s', (value) => {
    expect(isMarkdownAllowed(value)).toBe(false)
  })

  it('renders what the card shows', () => {
    expect(renderMarkdown('**fett**')).toBe('<p><strong>fett</strong></p>\n')
  })
})

describe('sanitising on the server', () => {
  it('works in a jsdom window, since Node has no DOM', () => {
    expect(typeof document).toBe('undefined')
    expect(domWindow()).not.toBe(globalThis)
  })

  it('refuses to sanitise without a document (a worker, say) rather than pass HTML through', () => {
    expect(() => createSanitizer(browserWindow())).toThrow(/No DOM/)
  })

  it.each(XSS_PAYLOADS)('refuses %s and renders it without script', (value) => {
    expect(isMarkdownAllowed(value)).toBe(false)
    expect(scriptParts(renderSafeMarkdown(value))).toEqual([])
  })

  it.each(PLAIN_MARKDOWN)('accepts and keeps plain markdown: %s', (value) => {
    expect(isMarkdownAllowed(value)).toBe(true)
    expect(scriptParts(renderSafeMarkdown(value))).toEqual([])
  })
})
