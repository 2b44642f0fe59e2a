import { describe, expect, it } from 'vitest'
import { labelTextSize, mapPadding, pathRedirect, resolveHost, slugify, sortKey } from '../index.js'

const rules = {
  branches: [
    { shortId: 3, hostKeywords: ['vaduz'] },
    { shortId: 15, hostKeywords: ['mauren-schaanwald'] },
    { shortId: 1, hostKeywords: ['liechtenstein'] },
  ],
  hostRedirects: [{ keyword: 'mauren-attraktiv', targetUrl: 'https://quo.li' }],
}

describe('resolveHost', () => {
  it('picks the branch by keyword', () => {
    expect(resolveHost('vaduz.localhost:8080', '/', rules)).toEqual({ kind: 'branch', shortId: 3 })
  })
  it('prefers the longest keyword', () => {
    expect(resolveHost('vaduz-liechtenstein.example', '/', rules)).toEqual({ kind: 'branch', shortId: 1 })
  })
  it('moves a www host to the bare host, keeping the path', () => {
    expect(resolveHost('www.vaduz.example', '/map/place/x', rules)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '//vaduz.example/map/place/x',
    })
  })
  it('sends redirect keywords to the main site', () => {
    expect(resolveHost('mauren-attraktiv.li', '/', rules)).toEqual({
      kind: 'redirect-main',
      location: 'https://quo.li',
    })
  })
  it('knows no branch for other hosts', () => {
    expect(resolveHost('localhost', '/', rules)).toEqual({ kind: 'none' })
  })
})

describe('rules', () => {
  it('slugs titles', () => {
    expect(slugify('Café  Adler am  Rhein')).toBe('café-adler-am-rhein')
    expect(slugify(undefined)).toBe('')
  })
  it('redirects /zemma with or without slash', () => {
    const r = [{ path: '/zemma', targetUrl: 'https://zemma.li/map' }]
    expect(pathRedirect('/zemma/', r)).toBe('https://zemma.li/map')
    expect(pathRedirect('/zemmax', r)).toBeNull()
  })
  it('computes sort keys', () => {
    expect(sortKey({ zOrder: 2 })).toBe(12)
    expect(sortKey({ zOrder: 0, hasParents: true, hasChildren: true, hasEvents: true })).toBe(9)
    expect(sortKey({ zOrder: -20 })).toBe(0)
    expect(sortKey({ zOrder: 5, closed: true })).toBe(10)
  })
  it('sizes labels by zoom and branch', () => {
    expect(labelTextSize(17, 3)).toBe(12)
    expect(labelTextSize(16.9, 3)).toBe(0)
    expect(labelTextSize(18, 13)).toBe(0)
  })
  it('pads the map, more on a kiosk', () => {
    expect(mapPadding({ kiosk: false, branchShortId: 3, breakpoint: 'md' }).top).toBe(12)
    expect(mapPadding({ kiosk: true, branchShortId: 21, breakpoint: 'md' })).toEqual({
      top: 36,
      right: 36,
      bottom: 300,
      left: 36,
    })
  })
})
