import { JSDOM } from 'jsdom'

/**
 * Markdown a visitor must never get script out of: raw HTML with handlers, script URLs in every
 * spelling, and the mutation-XSS payloads that turn harmless-looking sanitised HTML into script
 * when a browser parses it again (namespace confusion through svg/math, noscript, nested forms).
 */
export const XSS_PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg><style><img src=x onerror=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=alert(1) src>">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<!--><img src=x onerror=alert(1)>-->',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](<java\tscript:alert(1)>)',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<img src="data:image/png;base64,iVBORw0KGgo=">',
  '<details open ontoggle=alert(1)>x</details>',
  '<svg onload=alert(1)>',
  '<img src="https://a.li/x.png" onload="alert(1)">',
  '<video poster=javascript:alert(1)//></video>',
  '<audio src=x onerror=alert(1)>',
  '<math><a xlink:href="javascript:alert(1)">x</a></math>',
  '<span style="background:url(javascript:alert(1))">x</span>',
  '<style>@import "javascript:alert(1)"</style>',
  '<base href="javascript:/">',
  '<a href="https://a.li" onclick="alert(1)">x</a>',
]

/** Markdown that must pass unchanged, the same in every DOM. */
export const PLAIN_MARKDOWN: readonly string[] = [
  '# Öffnungszeiten\n\nMo–Fr **durchgehend** geöffnet, _Sa_ nach Vereinbarung.',
  '- Fondue\n- Raclette\n\n1. Vorspeise\n2. Hauptgang',
  '[Speisekarte](https://vaduz.li/karte?a=1&b=2 "Karte")',
  '```js\nconst a = 1 < 2\n```',
  '> Zitat\n\n---\n\n| Tag | Zeit |\n|:--|--:|\n| Mo | 9–12 |',
  '![Terrasse](https://example.li/terrasse.jpg)',
  '[Mail](mailto:info@adler.li), [Telefon](tel:+4232321234), [oben](#oben) und [Preise](/preise)',
  'Rock \'n\' Roll & "Jazz" <3',
]

const SCRIPT_ELEMENTS = new Set(['script', 'iframe', 'object', 'embed', 'frame', 'base', 'meta', 'link'])

/** A URL as a browser reads it: without the spaces, tabs and controls it skips. */
const bare = (url: string) =>
  [...url]
    .filter((c) => c.charCodeAt(0) > 0x20)
    .join('')
    .toLowerCase()

/** What in one parse could run script: such elements, handlers, script and data URLs. */
function scriptIn(body: ParentNode): string[] {
  const found: string[] = []
  for (const element of body.querySelectorAll('*')) {
    if (SCRIPT_ELEMENTS.has(element.localName)) found.push(`<${element.localName}>`)
    for (const attribute of element.attributes) {
      if (attribute.name.toLowerCase().startsWith('on') || attribute.name === 'srcdoc')
        found.push(`${element.localName}[${attribute.name}]`)
      else if (/^(?:javascript|vbscript|data):/.test(bare(attribute.value)))
        found.push(`${element.localName}[${attribute.name}=${attribute.value}]`)
    }
  }
  return found
}

/**
 * What in sanitised HTML could run script once a page shows it: parsed into a body as the card
 * does (innerHTML), and parsed once more from that body's serialisation, since mutation XSS
 * only shows on the second parse. Empty for safe HTML.
 */
export function scriptParts(html: string): string[] {
  const { document } = new JSDOM('<!doctype html><body></body>').window
  document.body.innerHTML = html
  const first = scriptIn(document.body)
  const serialised = document.body.innerHTML
  document.body.innerHTML = serialised
  return [...first, ...scriptIn(document.body)]
}
