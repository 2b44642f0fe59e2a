import {
  DashboardItem,
  Item,
  ItemAddress,
  ItemCategoryLink,
  ItemDetail,
  ItemDetailKey,
  ItemMedium,
  ItemRelation,
  ItemTagLink,
  Mention,
  Problem,
  Tag,
} from '@quo/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { staffRequest, useListeningApp, useTokens } from './oidcFlow.js'

const listening = useListeningApp()
const tokens = useTokens(listening)
const send = staffRequest(listening, tokens)

async function newItem(title: string): Promise<DashboardItem> {
  const res = await send('POST', '/api/items', { title, lon: 9.5215, lat: 47.141 })
  expect(res.statusCode).toBe(201)
  return DashboardItem.parse(res.json())
}
async function dashboardItem(id: number): Promise<DashboardItem> {
  return DashboardItem.parse((await send('GET', `/api/items/dashboard/${id}`)).json())
}
const fieldPaths = (body: unknown) => Problem.parse(body).errors?.map((e) => e.path) ?? []

let item: DashboardItem
beforeAll(async () => {
  item = await newItem('Werkstatt am Rhein')
})

describe('item categories', () => {
  it('attach several at once, one more, refuse duplicates and unknown ids, and detach', async () => {
    const multiple = await send('POST', '/api/items/categories/multiple/', {
      itemId: item.id,
      categoryIds: [3, 4],
    })
    expect(multiple.statusCode).toBe(201)
    expect(z.array(ItemCategoryLink).parse(multiple.json())).toHaveLength(2)

    const one = await send('POST', '/api/items/categories/', { itemId: item.id, categoryId: 5 })
    expect(one.statusCode).toBe(201)
    expect(ItemCategoryLink.parse(one.json())).toMatchObject({ itemId: item.id, categoryId: 5 })
    expect(
      (await send('POST', '/api/items/categories/', { itemId: item.id, categoryId: 5 })).statusCode,
    ).toBe(409)
    const unknown = await send('POST', '/api/items/categories/', { itemId: item.id, categoryId: 999_999 })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.headers['content-type']).toMatch(/^application\/problem\+json/)
    expect(
      (await send('POST', '/api/items/categories/', { itemId: 999_999, categoryId: 5 })).statusCode,
    ).toBe(404)

    expect((await dashboardItem(item.id)).categories.map((c) => c.categoryId).sort()).toEqual([3, 4, 5])
    expect((await send('DELETE', `/api/items/categories/${item.id}/4`)).statusCode).toBe(200)
    expect((await send('DELETE', `/api/items/categories/${item.id}/4`)).statusCode).toBe(404)
    expect((await dashboardItem(item.id)).categories.map((c) => c.categoryId).sort()).toEqual([3, 5])
  })
})

describe('item address', () => {
  it('is placed by coordinates in the nearest municipality and can be corrected', async () => {
    const res = await send('POST', '/api/items/addresses/', {
      itemId: item.id,
      lat: 47.1412,
      lon: 9.5211,
      street: 'Äulestrasse',
      housenumber: '5',
    })
    expect(res.statusCode).toBe(201)
    const address = ItemAddress.parse(res.json())
    const city = (await listening.app().inject({ url: '/api/cities/latlon/47.1412/9.5211' })).json() as {
      id: number
      postcode: string
    }
    expect(address).toMatchObject({ cityId: city.id, postcode: city.postcode, street: 'Äulestrasse' })
    expect(address.countryId).not.toBeNull()

    const put = await send('PUT', `/api/items/addresses/${address.id}`, { housenumber: '7' })
    expect(put.statusCode).toBe(200)
    expect(ItemAddress.parse(put.json())).toMatchObject({ housenumber: '7', street: 'Äulestrasse' })
    expect((await send('PUT', '/api/items/addresses/999999', { housenumber: '7' })).statusCode).toBe(404)
    expect((await send('PUT', `/api/items/addresses/${address.id}`, {})).statusCode).toBe(400)
    expect((await send('PUT', `/api/items/addresses/${address.id}`, { cityId: 999_999 })).statusCode).toBe(
      404,
    )
  })
})

describe('item relations', () => {
  it('link a waypoint to its route, refuse duplicates and self-links, and unlink', async () => {
    const waypoint = await newItem('Wegpunkt Rheindamm')
    const link = { parentItemId: item.id, childItemId: waypoint.id, relationshipId: 1 }
    const res = await send('POST', '/api/items/items/', link)
    expect(res.statusCode).toBe(201)
    expect(ItemRelation.parse(res.json()).relationshipTitle).toBe('itemWayPoint')
    expect((await dashboardItem(item.id)).itemChildren.map((c) => c.id)).toContain(waypoint.id)
    expect((await dashboardItem(waypoint.id)).itemParents.map((c) => c.id)).toContain(item.id)

    expect((await send('POST', '/api/items/items/', link)).statusCode).toBe(409)
    expect((await send('POST', '/api/items/items/', { ...link, relationshipId: 99 })).statusCode).toBe(404)
    const self = await send('POST', '/api/items/items/', { ...link, childItemId: item.id })
    expect(self.statusCode).toBe(400)
    expect(fieldPaths(self.json())).toContain('body.childItemId')

    const path = `/api/items/items/${item.id}/${waypoint.id}/1`
    expect((await send('DELETE', path)).statusCode).toBe(200)
    expect((await send('DELETE', path)).statusCode).toBe(404)
    expect((await dashboardItem(item.id)).itemChildren).toHaveLength(0)
  })

  it('keep a route’s waypoints in the order staff give them, new ones at the end', async () => {
    const route = await newItem('Rundweg Gamprin')
    // Titles in reverse of the walking order: the order is the route's, not the alphabet's.
    const [start, middle, end] = await Promise.all(['Z Start', 'Y Mitte', 'X Ziel'].map((t) => newItem(t)))
    for (const stop of [start, middle, end]) {
      const res = await send('POST', '/api/items/items/', {
        parentItemId: route.id,
        childItemId: stop?.id,
        relationshipId: 1,
      })
      expect(res.statusCode).toBe(201)
    }
    const titles = async () => (await dashboardItem(route.id)).itemChildren.map((c) => c.title)
    expect(await titles()).toEqual(['Z Start', 'Y Mitte', 'X Ziel'])
    expect((await dashboardItem(route.id)).itemChildren.map((c) => c.sortOrder)).toEqual([0, 1, 2])

    // The end goes first; the public place shows the same order.
    const moved = await send('PUT', `/api/items/items/${route.id}/${end?.id}/1`, { sortOrder: 0 })
    expect(moved.statusCode).toBe(200)
    expect(ItemRelation.parse(moved.json())).toMatchObject({
      sortOrder: 0,
      relationshipTitle: 'itemWayPoint',
    })
    await send('PUT', `/api/items/items/${route.id}/${start?.id}/1`, { sortOrder: 1 })
    await send('PUT', `/api/items/items/${route.id}/${middle?.id}/1`, { sortOrder: 2 })
    expect(await titles()).toEqual(['X Ziel', 'Z Start', 'Y Mitte'])
    const publicRoute = Item.parse(
      (await listening.app().inject({ url: `/api/items/nanoid/${route.nanoId}` })).json(),
    )
    expect(publicRoute.itemChildren.map((c) => c.title)).toEqual(['X Ziel', 'Z Start', 'Y Mitte'])

    expect(
      (await send('PUT', `/api/items/items/${route.id}/${end?.id}/1`, { sortOrder: -1 })).statusCode,
    ).toBe(400)
    expect((await send('PUT', `/api/items/items/${route.id}/${end?.id}/1`, {})).statusCode).toBe(400)
    expect(
      (await send('PUT', `/api/items/items/${route.id}/${end?.id}/2`, { sortOrder: 1 })).statusCode,
    ).toBe(404)
  })
})

describe('item details', () => {
  let keys: ItemDetailKey[]
  beforeAll(async () => {
    keys = z
      .array(ItemDetailKey)
      .parse((await listening.app().inject({ url: '/api/items/details/keys/' })).json())
  })
  const keyOf = (type: string, withUnit?: boolean) => {
    const key = keys.find((k) => k.keyType === type && (withUnit === undefined || !!k.unit === withUnit))
    if (!key) throw new Error(`no ${type} key`)
    return key
  }

  it('create, update and delete a text detail; the public item shows it at once', async () => {
    const before = (await dashboardItem(item.id)).dateUpdated
    const res = await send('POST', '/api/items/details/', {
      itemId: item.id,
      dataKeyV2: 'shortDescription',
      dataValue: 'Velos und Reparaturen direkt am Damm.',
    })
    expect(res.statusCode).toBe(201)
    const detail = ItemDetail.parse(res.json())
    expect(Date.parse((await dashboardItem(item.id)).dateUpdated)).toBeGreaterThan(Date.parse(before))

    const shown = async () =>
      Item.parse((await listening.app().inject({ url: `/api/items/nanoid/${item.nanoId}` })).json())
        .itemDetails
    expect((await shown()).map((d) => d.dataValue)).toContain('Velos und Reparaturen direkt am Damm.')

    const put = await send('PUT', `/api/items/details/${detail.id}`, {
      id: detail.id,
      dataValue: 'Velos, E-Bikes und Reparaturen.',
    })
    expect(put.statusCode).toBe(200)
    expect(ItemDetail.parse(put.json()).dataValue).toBe('Velos, E-Bikes und Reparaturen.')
    const mismatch = await send('PUT', `/api/items/details/${detail.id}`, { id: 1, dataValue: 'x' })
    expect(mismatch.statusCode).toBe(400)
    expect(fieldPaths(mismatch.json())).toEqual(['body.id'])
    expect((await send('PUT', '/api/items/details/999999', { dataValue: 'x' })).statusCode).toBe(404)

    expect((await send('DELETE', `/api/items/details/${detail.id}`)).statusCode).toBe(200)
    expect((await send('DELETE', `/api/items/details/${detail.id}`)).statusCode).toBe(404)
    let gone = false
    for (let i = 0; i < 100 && !gone; i++) {
      gone = !(await shown()).some((d) => d.id === detail.id)
      if (!gone) await new Promise((r) => setTimeout(r, 25))
    }
    expect(gone).toBe(true)
  })

  it('refuse empty values, unknown keys and markdown that sanitising would change', async () => {
    const empty = await send('POST', '/api/items/details/', {
      itemId: item.id,
      dataKeyV2: 'shortDescription',
      dataValue: '   ',
    })
    expect(empty.statusCode).toBe(400)
    expect(fieldPaths(empty.json())).toEqual(['body.dataValue'])

    const unknownKey = await send('POST', '/api/items/details/', {
      itemId: item.id,
      dataKeyV2: 'favouriteColour',
      dataValue: 'blau',
    })
    expect(unknownKey.statusCode).toBe(400)
    expect(fieldPaths(unknownKey.json())).toEqual(['body.dataKeyV2'])

    const markdownKey = keyOf('markdown').keyName
    const unsafe = await send('POST', '/api/items/details/', {
      itemId: item.id,
      dataKeyV2: markdownKey,
      dataValue: 'Hallo <img src=x onerror=alert(1)>',
    })
    expect(unsafe.statusCode).toBe(400)
    expect(Problem.parse(unsafe.json()).detail).toBe('Markdown is not allowed')
    const safe = await send('POST', '/api/items/details/', {
      itemId: item.id,
      dataKeyV2: markdownKey,
      dataValue: '## Werkstatt\n\n- Velos\n- **E-Bikes**',
    })
    expect(safe.statusCode).toBe(201)
  })

  it('give measures their unit and keep counts unitless', async () => {
    const measure = keyOf('number', true)
    const res = await send('POST', '/api/items/details/', {
      itemId: item.id,
      dataKeyV2: measure.keyName,
      dataValue: '455,5',
    })
    expect(res.statusCode).toBe(201)
    expect(ItemDetail.parse(res.json())).toMatchObject({ dataValue: '455.5', dataValueUnit: measure.unit })
    // A measure takes the units of its kind only: an elevation in hours is refused.
    const wrongKind = measure.unit === 'h' ? 'km' : 'h'
    const mixed = await send('POST', '/api/items/details/', {
      itemId: item.id,
      dataKeyV2: measure.keyName,
      dataValue: '455',
      dataValueUnit: wrongKind,
    })
    expect(mixed.statusCode).toBe(400)
    expect(fieldPaths(mixed.json())).toEqual(['body.dataValueUnit'])

    const count = keyOf('number', false)
    const withUnit = await send('POST', '/api/items/details/', {
      itemId: item.id,
      dataKeyV2: count.keyName,
      dataValue: '40',
      dataValueUnit: 'm',
    })
    expect(withUnit.statusCode).toBe(400)
    expect(fieldPaths(withUnit.json())).toEqual(['body.dataValueUnit'])
    const notANumber = await send('POST', '/api/items/details/', {
      itemId: item.id,
      dataKeyV2: count.keyName,
      dataValue: 'viele',
    })
    expect(notANumber.statusCode).toBe(400)
    expect(fieldPaths(notANumber.json())).toEqual(['body.dataValue'])
  })
})

describe('item media, tags and mentions', () => {
  it('media: create, update, delete; only http(s) links and known types', async () => {
    const res = await send('POST', '/api/items/media/', {
      itemId: item.id,
      mediumType: 1,
      url: 'https://example.li/werkstatt.jpg',
      title: 'Werkstatt',
    })
    expect(res.statusCode).toBe(201)
    const medium = ItemMedium.parse(res.json())
    expect(medium.sortOrder).toBe(0)
    const bad = await send('POST', '/api/items/media/', {
      itemId: item.id,
      mediumType: 9,
      url: 'javascript:alert(1)',
    })
    expect(bad.statusCode).toBe(400)
    expect(fieldPaths(bad.json())).toEqual(expect.arrayContaining(['body.mediumType', 'body.url']))

    const put = await send('PUT', `/api/items/media/${medium.id}`, { mediumType: 3, sortOrder: 2 })
    expect(ItemMedium.parse(put.json())).toMatchObject({ mediumType: 3, sortOrder: 2 })
    expect((await dashboardItem(item.id)).itemMedia.map((m) => m.id)).toContain(medium.id)
    expect((await send('DELETE', `/api/items/media/${medium.id}`)).statusCode).toBe(200)
    expect((await send('PUT', `/api/items/media/${medium.id}`, { sortOrder: 1 })).statusCode).toBe(404)
  })

  it('tags: attach, refuse duplicates and unknown tags, detach', async () => {
    const tags = z.array(Tag).parse((await listening.app().inject({ url: '/api/tags/' })).json())
    const tag = tags[0] as Tag
    const res = await send('POST', '/api/items/tags/', {
      itemId: item.id,
      tagId: tag.id,
      showInSubtitle: true,
    })
    expect(res.statusCode).toBe(201)
    expect(ItemTagLink.parse(res.json())).toMatchObject({ showInSubtitle: true, isHidden: false })
    expect((await dashboardItem(item.id)).tags.map((t) => t.tagId)).toContain(tag.id)
    expect((await send('POST', '/api/items/tags/', { itemId: item.id, tagId: tag.id })).statusCode).toBe(409)
    expect((await send('POST', '/api/items/tags/', { itemId: item.id, tagId: 999_999 })).statusCode).toBe(404)
    expect((await send('DELETE', `/api/items/tags/${item.id}/${tag.id}`)).statusCode).toBe(200)
    expect((await send('DELETE', `/api/items/tags/${item.id}/${tag.id}`)).statusCode).toBe(404)
  })

  it('mentions: create, update, delete', async () => {
    const res = await send('POST', '/api/items/mentions/', {
      itemId: item.id,
      title: 'Neue Werkstatt eröffnet',
      url: 'https://zeitung.example.li/werkstatt',
      source: 'Vaterland',
      datePublished: '2026-10-01T08:00:00.000Z',
    })
    expect(res.statusCode).toBe(201)
    const mention = Mention.parse(res.json())
    const put = await send('PUT', `/api/items/mentions/${mention.id}`, {
      title: 'Werkstatt feiert Eröffnung',
    })
    expect(Mention.parse(put.json())).toMatchObject({
      title: 'Werkstatt feiert Eröffnung',
      source: 'Vaterland',
    })
    expect((await dashboardItem(item.id)).mentions.map((m) => m.id)).toContain(mention.id)
    expect((await send('DELETE', `/api/items/mentions/${mention.id}`)).statusCode).toBe(200)
    expect((await send('DELETE', `/api/items/mentions/${mention.id}`)).statusCode).toBe(404)
    expect((await send('POST', '/api/items/mentions/', { itemId: item.id, title: '' })).statusCode).toBe(400)
  })
})
