// @vitest-environment jsdom
// The browser's side, in a DOM test environment: the same payloads as the server's side
// (markdown.test.ts), sanitised in the page's own window, and both sides compared. Vitest resolves
// with the `node` condition even here, so `#dom-window` would give jsdom's window again: the
// browser variant is imported directly, as the site's and the dashboard's bundles resolve it.
import { describe, expect, it } from 'vitest'
import { domWindow as browserWindow } from '../domWindow.browser.js'
import { domWindow as serverWindow } from '../domWindow.node.js'
import { createSanitizer, renderMarkdown } from '../markdown.js'
import { PLAIN_MARKDOWN, scriptParts, XSS_PAYLOADS } from './xssPayloads.js'

const browser = createSanitizer(browserWindow())

describe('sanitising in a browser', () => {
  it("works in the page's own window", () => {
    expect(browserWindow() === globalThis).toBe(true)
  })

  it.each(XSS_PAYLOADS)('refuses %s and renders it without script', (value) => {
    const { html, changed } = browser(renderMarkdown(value))
    expect(changed).toBe(true)
    expect(scriptParts(html)).toEqual([])
  })

  it.each(PLAIN_MARKDOWN)('accepts and keeps plain markdown: %s', (value) => {
    expect(browser(renderMarkdown(value)).changed).toBe(false)
  })

  it('agrees with the server on every payload and on plain markdown', () => {
    const server = createSanitizer(serverWindow())
    for (const value of [...XSS_PAYLOADS, ...PLAIN_MARKDOWN]) {
      const html = renderMarkdown(value)
      expect(browser(html), value).toEqual(server(html))
    }
  })
})
