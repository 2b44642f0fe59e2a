import { describe, expect, it } from 'vitest'
import { branchLink } from '../pages/branchLink.js'

describe('branchLink', () => {
  it('opens a branch on its keyword sub-domain of the current host', () => {
    expect(branchLink('vaduz', { protocol: 'http:', host: 'localhost:8080' })).toBe(
      'http://vaduz.localhost:8080/map',
    )
    expect(branchLink('vaduz', { protocol: 'https:', host: 'www.quo.li' })).toBe('https://vaduz.quo.li/map')
    expect(branchLink(undefined, { protocol: 'https:', host: 'quo.li' })).toBeNull()
  })
})
