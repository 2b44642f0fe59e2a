import { describe, expect, it } from 'vitest'
import { slugify } from '../index.js'

describe('slugify', () => {
  it('lower-cases and joins words with single hyphens', () => {
    expect(slugify('Café  Adler am\tRhein')).toBe('café-adler-am-rhein')
    expect(slugify('Rathaus Vaduz')).toBe('rathaus-vaduz')
  })

  it('ignores whitespace around the title', () => {
    expect(slugify('  Kunstmuseum Liechtenstein \n')).toBe('kunstmuseum-liechtenstein')
  })

  it('keeps umlauts and punctuation that the route accepts', () => {
    expect(slugify('Schloss Gutenberg & Burg')).toBe('schloss-gutenberg-&-burg')
    expect(slugify('Zürcher Straße')).toBe('zürcher-straße')
  })

  it('gives an empty segment for an absent title', () => {
    expect(slugify()).toBe('')
    expect(slugify(null)).toBe('')
    expect(slugify('')).toBe('')
  })
})
