import { TEXT_MESSAGES } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import {
  detailValueError,
  EMAIL_NOT_AN_ADDRESS,
  MARKDOWN_NOT_ALLOWED,
  openingHoursError,
  openingHoursSuggestion,
  openingHoursWarnings,
  PHONE_NOT_A_NUMBER,
  renderSafeMarkdown,
  webLinkHref,
} from '../index.js'

describe('detailValueError', () => {
  it('accepts ordinary values of every type', async () => {
    const values = {
      text: 'Sonnenterrasse mit Blick auf das Schloss, 3 < 4 Plätze frei',
      number: '12,5',
      url: 'www.vaduz.li/karte',
      email: 'info@adler.li',
      phone: '+423 232 12 34',
      hours: 'Mo-Fr 08:00-12:00,13:30-18:00; Sa 09:00-12:00; PH off',
      markdown: '**Fondue** und _Raclette_\n\n[Karte](https://adler.li/karte)',
    } as const
    for (const [keyType, value] of Object.entries(values)) {
      expect(await detailValueError(keyType as keyof typeof values, value), keyType).toBeUndefined()
    }
  })

  it('refuses a phone number without digits and an e-mail address without a domain, in German', async () => {
    for (const phone of ['abc', '12 34', '+423 abc 12 34'])
      expect(await detailValueError('phone', phone)).toBe(PHONE_NOT_A_NUMBER)
    for (const phone of ['+423 232 12 34', '(081) 750 12 34', '0041/81/7501234'])
      expect(await detailValueError('phone', phone), phone).toBeUndefined()
    for (const email of ['anna@', 'anna beispiel.li', 'anna@beispiel'])
      expect(await detailValueError('email', email)).toBe(EMAIL_NOT_AN_ADDRESS)
    expect(await detailValueError('url', 'unikum li')).toBe(TEXT_MESSAGES.scheme)
  })

  it('offers the written form of hours it reads only with warnings', async () => {
    expect(await openingHoursSuggestion('Mo-Fr 8-22 Uhr')).toBe('Mo-Fr 08:00-22:00')
    expect(await openingHoursSuggestion('Mo-Fr 08:00-22:00')).toBeUndefined()
    expect(await openingHoursSuggestion('gibt es nicht')).toBeUndefined()
  })

  it('refuses markup in plain-text types', async () => {
    for (const keyType of ['text', 'number', 'email', 'phone', 'url', 'hours'] as const) {
      expect(await detailValueError(keyType, '<img src=x onerror=alert(1)>'), keyType).toBe(
        TEXT_MESSAGES.markup,
      )
    }
  })

  it('refuses markdown the sanitiser would change', async () => {
    expect(await detailValueError('markdown', 'Hallo <script>alert(1)</script>')).toBe(MARKDOWN_NOT_ALLOWED)
    expect(await detailValueError('markdown', '![x](https://a.li/x.png" onerror="alert(1))')).toBeUndefined()
    expect(await detailValueError('markdown', '<img src=x onerror=alert(1)>')).toBe(MARKDOWN_NOT_ALLOWED)
  })

  it('refuses links that are not http(s)', async () => {
    for (const value of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,<b>',
      'vbscript:x',
      'mailto:info@adler.li',
      'ftp://files.vaduz.li',
      'javascript://%0aalert(1)',
    ]) {
      expect(await detailValueError('url', value), value).toBe(
        value.includes('<') ? TEXT_MESSAGES.markup : TEXT_MESSAGES.scheme,
      )
    }
  })

  it('refuses opening hours the library cannot read, with its message; warnings pass', async () => {
    expect(await detailValueError('hours', 'Mo-Fr 08:00-24:60')).toMatch(/Die Minuten sind grösser als 59/)
    // The library's own German messages.
    expect(await detailValueError('hours', 'geöffnet wenn offen')).toMatch(/Unerwartetes Zeichen/)
    expect(await openingHoursWarnings('Mo bis Fr 08:00-18:00')).toEqual([
      expect.stringContaining('Bitte verwende "-" anstelle von "bis"'),
    ])
    // Time ranges without minutes only warn.
    expect(await openingHoursError('Mo-Fr 8-18')).toBeUndefined()
    // Extended hours past midnight are valid opening_hours syntax (open until 01:00).
    expect(await openingHoursError('Mo-Fr 08:00-25:00')).toBeUndefined()
  })
})

describe('webLinkHref', () => {
  it('links web addresses, normalised as docs/product.md §5 says', () => {
    expect(webLinkHref('www.vaduz.li')).toBe('http://www.vaduz.li')
    expect(webLinkHref('vaduz.li:8080/karte')).toBe('http://vaduz.li:8080/karte')
    expect(webLinkHref('https://adler.li/karte?a=1')).toBe('https://adler.li/karte?a=1')
    expect(webLinkHref('javascript:alert(1)')).toBeUndefined()
  })
})

describe('renderSafeMarkdown', () => {
  it('keeps what the allowlist allows and renders the rest inert', () => {
    expect(renderSafeMarkdown('**fett**')).toBe('<p><strong>fett</strong></p>\n')
    const html = renderSafeMarkdown(
      '<img src=x onerror=alert(1)> [klick](javascript:alert(1)) <script>alert(2)</script>',
    )
    expect(html).not.toMatch(/onerror|javascript:|<script/i)
  })
})
