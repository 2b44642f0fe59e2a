import { slugify } from '@quo/branch-config'
import { describe, expect, it } from 'vitest'
import { publicPlaceLinks, publicPlaceUrl } from '../screens/place/publicPlaceLink.js'

describe('the link to a place on its public map', () => {
  it("opens the place's card on its map's own host, not the plain map of the main host", () => {
    expect(
      publicPlaceUrl('vaduz', 'abcDEF123456', 'Rathaus Vaduz', new URL('http://localhost:8080/dashboard/')),
    ).toBe('http://vaduz.localhost:8080/map/place/abcDEF123456/rathaus-vaduz')
    expect(
      publicPlaceUrl('vaduz', 'abcDEF123456', 'Café', new URL('https://www.quo.li/dashboard/places/1')),
    ).toBe(`https://vaduz.quo.li/map/place/abcDEF123456/${slugify('Café')}`)
  })

  it('offers each map the place shows on, once, and none for a map without a host', () => {
    const mapOfTag = new Map([
      [10, 3],
      [11, 3],
      [20, 1],
      [30, 11],
    ])
    const maps = new Map([
      [1, { title: 'Liechtenstein', keyword: 'liechtenstein' }],
      [3, { title: 'Vaduz', keyword: 'vaduz' }],
      [11, { title: 'Archiv', keyword: undefined }],
    ])
    const links = publicPlaceLinks(
      { nanoId: 'abcDEF123456', title: 'Post', tagIds: [10, 11, 20, 30, 99] },
      mapOfTag,
      maps,
      new URL('http://localhost:8080/dashboard/'),
    )
    expect(links).toEqual([
      { title: 'Vaduz', href: 'http://vaduz.localhost:8080/map/place/abcDEF123456/post' },
      { title: 'Liechtenstein', href: 'http://liechtenstein.localhost:8080/map/place/abcDEF123456/post' },
    ])
  })
})
