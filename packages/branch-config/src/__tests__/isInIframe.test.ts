import { describe, expect, it } from 'vitest'
import { isInIframe } from '../index.js'

describe('isInIframe', () => {
  it('follows whether the page is framed', () => {
    expect(isInIframe(true, new URLSearchParams(''))).toBe(true)
    expect(isInIframe(false, new URLSearchParams(''))).toBe(false)
    expect(isInIframe(true, {})).toBe(true)
  })

  it('is forced off by ignoreiframe, with or without a value', () => {
    expect(isInIframe(true, new URLSearchParams('ignoreiframe'))).toBe(false)
    expect(isInIframe(true, new URLSearchParams('a=1&ignoreiframe=1'))).toBe(false)
    expect(isInIframe(true, { ignoreiframe: '' })).toBe(false)
    expect(isInIframe(true, { ignoreiframe: null })).toBe(false)
  })

  it('never turns an unframed page into a framed one', () => {
    expect(isInIframe(false, { ignoreiframe: '' })).toBe(false)
  })

  it('ignores keys that are only similar or explicitly undefined', () => {
    expect(isInIframe(true, new URLSearchParams('ignoreiframes=1&IGNOREIFRAME'))).toBe(true)
    expect(isInIframe(true, { ignoreiframe: undefined })).toBe(true)
  })
})
