import { describe, expect, it } from 'vitest'
import { mailtoHref, normalizeUrl, SHORT_DESCRIPTION_LIMIT, telHref } from '../index.js'

describe('links', () => {
  it('prefixes http:// only where no scheme is given', () => {
    expect(normalizeUrl('www.vaduz.li')).toBe('http://www.vaduz.li')
    expect(normalizeUrl('https://vaduz.li')).toBe('https://vaduz.li')
  })
  it('builds mailto and tel links', () => {
    expect(mailtoHref(' info@adler.li ')).toBe('mailto:info@adler.li')
    expect(telHref('+423 232 12 34')).toBe('tel:+4232321234')
  })
  it('limits short descriptions to 150 characters', () => {
    expect(SHORT_DESCRIPTION_LIMIT).toBe(150)
  })
})
