import { CardPreviewMessage, type Category, type ItemDetailKey, type Tag } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import { draftOf, newDraft } from '../screens/place/placeDraft.js'
import { previewItem } from '../screens/place/previewItem.js'
import { dashboardItem } from './fixtures.js'

const category = (id: number, subCategory: string): Category => ({
  id,
  mainCategory: 'Shopping',
  subCategory,
  zOrder: 0,
  iconId: null,
  iconTitle: 'shop',
  backgroundColorName: 'white',
  colorName: 'black',
  translations: [],
})
const key = (keyName: string, sortOrder: number): ItemDetailKey => ({
  id: sortOrder,
  keyName,
  keyTitle: keyName,
  keyType: 'text',
  unit: null,
  iconId: null,
  colorName: null,
  isHidden: false,
  sortOrder,
  label: keyName,
})
const tag: Tag = {
  id: 40,
  tagKey: 'cuisine',
  tagValue: 'pizza',
  tagGroup: 0,
  iconId: null,
  colorName: null,
  backgroundColorName: null,
  translations: [],
}
const REFERENCE = {
  categories: [category(1, 'Bakery'), category(2, 'Cafe')],
  tags: [tag],
  detailKeys: [key('phone', 2), key('url', 3), key('shortDescription', 1)],
}
const NOW = new Date('2026-11-28T10:00:00Z')
const CITY = {
  id: 5,
  countryId: 1,
  stateId: null,
  title: 'Vaduz',
  postcode: '9490',
  lon: 9.52,
  lat: 47.14,
  distanceMeters: 120,
}

describe('the card preview shows the place as the form stands, before saving', () => {
  it('takes the typed title, details, categories and tags over the stored ones', () => {
    const stored = dashboardItem({
      nanoId: 'abcDEF123456',
      title: 'Bäckerei Alt',
      categories: [
        {
          categoryId: 1,
          dateCreated: '2025-01-01T00:00:00Z',
          mainCategory: 'Shopping',
          subCategory: 'Bakery',
          icon: 'x',
        },
      ],
      itemDetails: [
        {
          id: 70,
          itemId: 7,
          dataKeyV2: 'phone',
          dataKeyGroup: null,
          dataValue: '+423 111 11 11',
          dataValueUnit: null,
          dateUpdated: '2025-05-20T08:00:00Z',
        },
        {
          id: 71,
          itemId: 7,
          dataKeyV2: 'url',
          dataKeyGroup: null,
          dataValue: 'https://alt.li',
          dataValueUnit: null,
          dateUpdated: '2025-05-20T08:00:00Z',
        },
      ],
      itemMedia: [{ id: 3, itemId: 7, mediumType: 1, url: 'https://x/y.jpg', title: null, sortOrder: 1 }],
    })
    const draft = {
      ...draftOf(stored),
      title: '  Bäckerei Neu ',
      categoryIds: [2, 1],
      tagIds: [40],
      details: {
        phone: { dataValue: '+423 222 22 22', dataValueUnit: null },
        url: { dataValue: '  ', dataValueUnit: null },
        shortDescription: { dataValue: 'Frisches Brot', dataValueUnit: null },
      },
      closedOn: '2026-12-31',
    }
    const item = previewItem(draft, stored, REFERENCE, undefined, NOW)
    expect(item.title).toBe('Bäckerei Neu')
    // The new main category leads; the kept one is the stored link.
    expect(item.categories.map((c) => c.subCategory)).toEqual(['Cafe', 'Bakery'])
    expect(item.categories[1]?.icon).toBe('x')
    expect(item.tags).toEqual([expect.objectContaining({ tagId: 40, tagKey: 'cuisine', tagValue: 'pizza' })])
    // An emptied field is gone, as a save removes it; details in the keys' order.
    expect(item.itemDetails.map((d) => [d.dataKeyV2, d.dataValue])).toEqual([
      ['shortDescription', 'Frisches Brot'],
      ['phone', '+423 222 22 22'],
    ])
    expect(item.itemDetails[1]?.id).toBe(70)
    expect(item.datePermanentlyClosed).toBe('2026-12-31T00:00:00.000Z')
    // What saves on its own is shown as stored.
    expect(item.itemMedia).toEqual(stored.itemMedia)
    // The public site accepts it as a preview message.
    expect(CardPreviewMessage.safeParse({ type: 'quo:card-preview', item }).success).toBe(true)
  })

  it('shows a place not created yet, with the address its position will get', () => {
    const draft = { ...newDraft({ lon: 9.52, lat: 47.14 }), title: 'Neuer Laden', categoryIds: [1] }
    const item = previewItem(draft, undefined, REFERENCE, CITY, NOW)
    expect(item.title).toBe('Neuer Laden')
    expect(item.addresses).toEqual([
      expect.objectContaining({ cityId: 5, countryId: 1, postcode: '9490', street: null }),
    ])
    expect(CardPreviewMessage.safeParse({ type: 'quo:card-preview', item }).success).toBe(true)
  })

  it('keeps the stored address of a place that has not moved', () => {
    const address = {
      id: 9,
      countryId: 1,
      stateId: null,
      cityId: 2,
      street: 'Städtle',
      housenumber: '32',
      postcode: '9490',
    }
    const stored = dashboardItem({ addresses: [address] })
    expect(previewItem(draftOf(stored), stored, REFERENCE, CITY, NOW).addresses).toEqual([address])
    const moved = { ...draftOf(stored), lat: 47.2 }
    expect(previewItem(moved, stored, REFERENCE, CITY, NOW).addresses).toEqual([{ ...address, cityId: 5 }])
  })
})
