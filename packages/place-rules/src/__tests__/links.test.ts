import { describe, expect, it } from 'vitest'
import { mailtoHref, normalizeUrl, SHORT_DESCRIPTION_LIMIT, telHref } from '../index.js'

describe('normalizeUrl', () => {
  it('prefixes http:// where no scheme is given', () => {
    expect(normalizeUrl('www.vaduz.li')).toBe('http://www.vaduz.li')
    expect(normalizeUrl('  adler.li/speisekarte ')).toBe('http://adler.li/speisekarte')
    expect(normalizeUrl('vaduz.li:8080/karte')).toBe('http://vaduz.li:8080/karte')
    expect(normalizeUrl('//vaduz.li')).toBe('http://vaduz.li')
  })

  it('keeps a URL that has a scheme', () => {
    expect(normalizeUrl('https://vaduz.li')).toBe('https://vaduz.li')
    expect(normalizeUrl('HTTP://VADUZ.LI')).toBe('HTTP://VADUZ.LI')
    expect(normalizeUrl('ftp://files.vaduz.li')).toBe('ftp://files.vaduz.li')
  })

  it('leaves an empty field empty', () => {
    expect(normalizeUrl('   ')).toBe('')
  })
})

describe('contact links', () => {
  it('builds mailto links without stray spaces', () => {
    expect(mailtoHref(' info@adler.li ')).toBe('mailto:info@adler.li')
  })

  it('builds dialable tel links', () => {
    expect(telHref('+423 232 12 34')).toBe('tel:+4232321234')
    expect(telHref('00423 / 232-12-34')).toBe('tel:004232321234')
  })
})

describe('SHORT_DESCRIPTION_LIMIT', () => {
  it('counts short descriptions up to 150 characters', () => {
    expect(SHORT_DESCRIPTION_LIMIT).toBe(150)
  })
})
