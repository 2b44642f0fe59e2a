import { describe, expect, it } from 'vitest'
import { snippets } from '../generator/snippets.js'

describe('partner snippets', () => {
  const url = 'https://vaduz.quo.li/embed/search-shortcut/10/essen-trinken?accent=blau&header=0'

  it('names the loader on the embed’s own origin and the embed URL, escaped for HTML', () => {
    const { withLoader, iframeOnly } = snippets(url, 'Essen & "Trinken"', 480)
    expect(withLoader).toBe(
      '<div data-quo-embed="https://vaduz.quo.li/embed/search-shortcut/10/essen-trinken?accent=blau&amp;header=0" data-title="Essen &amp; &quot;Trinken&quot;"></div>\n' +
        '<script src="https://vaduz.quo.li/embed/loader.js" async></script>',
    )
    expect(iframeOnly).toContain(
      'src="https://vaduz.quo.li/embed/search-shortcut/10/essen-trinken?accent=blau&amp;header=0"',
    )
    expect(iframeOnly).toContain('height="480"')
    expect(iframeOnly).toContain('allow="geolocation"')
  })

  it('cannot be broken out of by a title', () => {
    const { iframeOnly } = snippets(url, '"><script>alert(1)</script>', 480)
    expect(iframeOnly).not.toContain('<script>')
  })
})
