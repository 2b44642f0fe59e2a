import { describe, expect, it } from 'vitest'
import { pathRedirect, resolveHost } from '../index.js'

const rules = {
  branches: [
    { shortId: 3, hostKeywords: ['vaduz'] },
    { shortId: 14, hostKeywords: ['mauren'] },
    { shortId: 15, hostKeywords: ['mauren-schaanwald'] },
    { shortId: 11, hostKeywords: [] },
  ],
  hostRedirects: [
    { keyword: 'mauren-attraktiv', targetUrl: 'https://quo.li' },
    { keyword: 'higa', targetUrl: 'https://quo.li' },
  ],
}

describe('resolveHost', () => {
  it('picks the branch whose keyword is in the host', () => {
    expect(resolveHost('vaduz.localhost:8080', '/', rules)).toEqual({ kind: 'branch', shortId: 3 })
    expect(resolveHost('VADUZ.quo.li', '/map', rules)).toEqual({ kind: 'branch', shortId: 3 })
  })

  it('prefers the longest matching keyword', () => {
    expect(resolveHost('mauren-schaanwald.quo.li', '/', rules)).toEqual({ kind: 'branch', shortId: 15 })
    expect(resolveHost('mauren.quo.li', '/', rules)).toEqual({ kind: 'branch', shortId: 14 })
  })

  it('moves a www host permanently to the bare host, keeping path and port', () => {
    expect(resolveHost('www.vaduz.quo.li', '/map/place/abc/adler', rules)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '//vaduz.quo.li/map/place/abc/adler',
    })
    expect(resolveHost('www.localhost:8080', '/', rules)).toEqual({
      kind: 'redirect',
      status: 301,
      location: '//localhost:8080/',
    })
  })

  it('sends redirect keywords to the main site, even when a branch keyword matches too', () => {
    expect(resolveHost('mauren-attraktiv.li', '/', rules)).toEqual({
      kind: 'redirect-main',
      location: 'https://quo.li',
    })
    expect(resolveHost('higa.vaduz.li', '/map', rules)).toEqual({
      kind: 'redirect-main',
      location: 'https://quo.li',
    })
  })

  it('knows no branch for other hosts', () => {
    expect(resolveHost('localhost:8080', '/', rules)).toEqual({ kind: 'none' })
    expect(resolveHost('quo.li', '/', { branches: [], hostRedirects: [] })).toEqual({ kind: 'none' })
  })
})

describe('pathRedirect', () => {
  const redirects = [{ path: '/zemma', targetUrl: 'https://zemma.quo.li/map' }]

  it('redirects /zemma with or without a trailing slash', () => {
    expect(pathRedirect('/zemma', redirects)).toBe('https://zemma.quo.li/map')
    expect(pathRedirect('/zemma/', redirects)).toBe('https://zemma.quo.li/map')
    expect(pathRedirect('/zemma/?utm=flyer', redirects)).toBe('https://zemma.quo.li/map')
  })

  it('matches a rule written with a trailing slash', () => {
    expect(pathRedirect('/zemma', [{ path: '/zemma/', targetUrl: 'https://x.li' }])).toBe('https://x.li')
  })

  it('leaves other paths alone', () => {
    expect(pathRedirect('/zemmax', redirects)).toBeNull()
    expect(pathRedirect('/map/zemma', redirects)).toBeNull()
    expect(pathRedirect('/', redirects)).toBeNull()
  })
})
