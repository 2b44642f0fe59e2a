import { describe, expect, it } from 'vitest'
import { classifyPublicPath } from '../seo/publicPath.js'

describe('classifyPublicPath: the status the server answers is the page the app shows', () => {
  it('knows the routes of docs/product.md §2 as pages', () => {
    for (const path of ['/', '/landing', '/inspire/', '/auth0-callback', '/card-preview', '/map', '/map/']) {
      expect(classifyPublicPath(path), path).toEqual({ kind: 'page' })
    }
  })

  it('sends other /map/ paths to the map (the catch-all redirects, so it is a page)', () => {
    for (const path of ['/map/events', '/map/place', '/map/place/abcDEF123456/title/more', '/map/x/y/z']) {
      expect(classifyPublicPath(path), path).toEqual({ kind: 'page' })
    }
  })

  it('names the record a card route shows, with or without its title', () => {
    expect(classifyPublicPath('/map/place/abcDEF123456/caf%C3%A9-adler')).toEqual({
      kind: 'place',
      nanoId: 'abcDEF123456',
    })
    expect(classifyPublicPath('/map/street/abcDEF123456')).toEqual({ kind: 'street', nanoId: 'abcDEF123456' })
    expect(classifyPublicPath('/map/building/abcDEF123456/')).toEqual({
      kind: 'building',
      nanoId: 'abcDEF123456',
    })
    expect(classifyPublicPath('/map/list/abc_DE-F12/x')).toEqual({ kind: 'list', nanoId: 'abc_DE-F12' })
    expect(classifyPublicPath('/map/tag/12/fest')).toEqual({ kind: 'tag', id: 12 })
    expect(classifyPublicPath('/map/search-shortcut/5')).toEqual({ kind: 'shortcut', id: 5 })
    expect(classifyPublicPath('/map/search-shortcut/5/essen/tags/3,12')).toEqual({ kind: 'shortcut', id: 5 })
  })

  it('answers missing for unknown routes and params the router refuses', () => {
    for (const path of [
      '/gibt-es-nicht',
      '/landing/more',
      '/robots.php',
      '/dashboardx',
      '/map/place/!!/x',
      '/map/place/short/x',
      `/map/place/${'a'.repeat(33)}`,
      '/map/place/abc%00DEF123',
      '/map/place/abcDEF123456%2F..',
      '/map/tag/0',
      '/map/tag/1.5',
      '/map/tag/99999999999999999999',
      '/map/search-shortcut/abc',
      '/map/search-shortcut/5/essen/tags/3,,4',
      '/map/search-shortcut/5/essen/tags/x',
      '/map//place',
      `/${'x/'.repeat(5000)}`,
    ]) {
      expect(classifyPublicPath(path), path.slice(0, 60)).toEqual({ kind: 'missing' })
    }
  })

  it('answers missing for percent-encoding that does not decode, instead of throwing', () => {
    expect(classifyPublicPath('/map/place/%E0%A4%A/x')).toEqual({ kind: 'missing' })
    expect(classifyPublicPath('/%zz')).toEqual({ kind: 'missing' })
  })
})
