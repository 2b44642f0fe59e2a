import type { DashboardItem, NearestCity } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import {
  createInput,
  draftOf,
  draftProblems,
  isDirty,
  newDraft,
  type PlaceDraft,
  planUpdate,
} from '../screens/place/placeDraft.js'
import { dashboardItem } from './fixtures.js'

const NOW = '2026-11-20T10:00:00.000Z'
const category = (categoryId: number, dateCreated = NOW) => ({
  categoryId,
  dateCreated,
  mainCategory: 'Eating' as const,
  subCategory: 'Restaurant',
  icon: null,
})

function place(overrides: Partial<DashboardItem> = {}): DashboardItem {
  return dashboardItem({
    nanoId: 'abcdefghijkl',
    title: 'Café am Städtle',
    lon: 9.52,
    lat: 47.14,
    type: 'place',
    categories: [category(4), category(9)],
    itemDetails: [
      {
        id: 70,
        itemId: 7,
        dataKeyV2: 'phone',
        dataKeyGroup: null,
        dataValue: '+423 232 12 34',
        dataValueUnit: null,
        dateUpdated: NOW,
      },
    ],
    tags: [
      {
        tagId: 3,
        tagKey: 'vaduz',
        tagValue: 'kulinarik',
        isHidden: false,
        showInSubtitle: false,
        subtitleSortOrder: 0,
      },
    ],
    addresses: [
      {
        id: 30,
        countryId: 1,
        stateId: null,
        cityId: 5,
        street: 'Städtle',
        housenumber: '1',
        postcode: '9490',
      },
    ],
    dateUpdated: NOW,
    ...overrides,
  })
}

const schaan: NearestCity = {
  id: 6,
  countryId: 1,
  stateId: null,
  title: 'Schaan',
  postcode: '9494',
  lon: 9.51,
  lat: 47.16,
  distanceMeters: 120,
}

const edited = (patch: Partial<PlaceDraft>, item = place()) => ({ ...draftOf(item), ...patch })

describe('the place draft', () => {
  it('starts from the stored place, main category first', () => {
    const draft = draftOf(place())
    expect(draft.categoryIds).toEqual([4, 9])
    expect(draft.details.phone).toEqual({ dataValue: '+423 232 12 34', dataValueUnit: null })
    expect(isDirty(draft, draftOf(place()))).toBe(false)
  })

  it('is not dirty for a detail field added and left empty, and is for a typed one', () => {
    const saved = draftOf(place())
    expect(
      isDirty(saved, {
        ...saved,
        details: { ...saved.details, email: { dataValue: '  ', dataValueUnit: null } },
      }),
    ).toBe(false)
    expect(
      isDirty(saved, {
        ...saved,
        details: { ...saved.details, email: { dataValue: 'a@b.li', dataValueUnit: null } },
      }),
    ).toBe(true)
    expect(isDirty(saved, { ...saved, tagIds: [...saved.tagIds].reverse() })).toBe(false)
    expect(isDirty(saved, { ...saved, categoryIds: [9, 4] })).toBe(true)
  })

  it('names what is missing before anything is sent', () => {
    expect(draftProblems({ ...newDraft({ lon: 9.52, lat: 47.14 }), title: '  ' })).toEqual({
      title: 'titleMissing',
    })
    expect(draftProblems({ ...newDraft({ lon: 9.52, lat: 47.14 }), title: 'x'.repeat(201) }).title).toBe(
      'titleTooLong',
    )
    expect(draftProblems({ ...newDraft({ lon: Number.NaN, lat: 91 }), title: 'Ort' }).position).toBe(
      'positionInvalid',
    )
    expect(
      draftProblems({
        ...newDraft({ lon: 9.5, lat: 47.1 }),
        title: 'Ort',
        categoryIds: Array.from({ length: 11 }, (_, i) => i + 1),
      }).categoryIds,
    ).toBe('tooManyCategories')
  })

  it('creates in one call with categories in order, tags and the address of the nearest city', () => {
    const draft = {
      ...newDraft({ lon: 9.51, lat: 47.16 }),
      title: ' Neue Bäckerei ',
      categoryIds: [9, 4],
      tagIds: [3],
    }
    expect(createInput(draft, schaan)).toEqual({
      title: 'Neue Bäckerei',
      lon: 9.51,
      lat: 47.16,
      type: 'place',
      categoryIds: [9, 4],
      tagIds: [3],
      address: { countryId: 1, cityId: 6, postcode: '9494' },
    })
    expect(createInput({ ...draft, categoryIds: [], tagIds: [] }, undefined)).toEqual({
      title: 'Neue Bäckerei',
      lon: 9.51,
      lat: 47.16,
      type: 'place',
    })
  })
})

describe('planUpdate', () => {
  it('sends nothing for an unchanged place', () => {
    expect(planUpdate(place(), draftOf(place()))).toEqual([])
  })

  it('sends only the changed item fields, a closure day as its UTC start, and clears a duplicate', () => {
    const item = place({ isDuplicateOf: 'zyxwvutsrqpo' })
    expect(
      planUpdate(item, edited({ title: 'Café Neu ', closedOn: '2026-12-31', duplicateOf: null }, item)),
    ).toEqual([
      {
        kind: 'item',
        body: { title: 'Café Neu', datePermanentlyClosed: '2026-12-31T00:00:00.000Z', isDuplicateOf: null },
      },
    ])
    expect(planUpdate(item, edited({ duplicateOf: { nanoId: null, id: 42 } }, item))).toEqual([
      { kind: 'item', body: { isDuplicateOf: 42 } },
    ])
  })

  it('moves the stored address with the place to the nearest city', () => {
    expect(planUpdate(place(), edited({ lon: 9.51, lat: 47.16 }), schaan)).toEqual([
      { kind: 'item', body: { lon: 9.51, lat: 47.16 } },
      { kind: 'address', id: 30, body: { countryId: 1, stateId: null, cityId: 6, postcode: '9494' } },
    ])
    const homeless = place({ addresses: [] })
    expect(planUpdate(homeless, edited({ lat: 47.16 }, homeless), schaan)).toEqual([
      { kind: 'item', body: { lon: 9.52, lat: 47.16 } },
      { kind: 'newAddress', lat: 47.16, lon: 9.52 },
    ])
  })

  it('adds and removes categories, keeping the main one', () => {
    expect(planUpdate(place(), edited({ categoryIds: [4, 12] }))).toEqual([
      { kind: 'removeCategory', categoryId: 9 },
      { kind: 'addCategories', categoryIds: [12] },
    ])
  })

  it('makes another category main by re-adding the others after it (the oldest link is main)', () => {
    expect(planUpdate(place(), edited({ categoryIds: [9, 4] }))).toEqual([
      { kind: 'removeCategory', categoryId: 4 },
      { kind: 'addCategories', categoryIds: [4] },
    ])
    expect(planUpdate(place(), edited({ categoryIds: [12, 4] }))).toEqual([
      { kind: 'removeCategory', categoryId: 4 },
      { kind: 'removeCategory', categoryId: 9 },
      { kind: 'addCategories', categoryIds: [12] },
      { kind: 'addCategories', categoryIds: [4] },
    ])
  })

  it('adds and removes tags, and writes details as the editor’s rules say (docs/product.md §5, §7)', () => {
    const writes = planUpdate(
      place(),
      edited({
        tagIds: [8],
        details: {
          phone: { dataValue: '', dataValueUnit: null },
          hours: { dataValue: 'Mo-Fr 08:00-12:00', dataValueUnit: null },
          email: { dataValue: '   ', dataValueUnit: null },
        },
      }),
    )
    expect(writes).toEqual([
      { kind: 'addTag', tagId: 8 },
      { kind: 'removeTag', tagId: 3 },
      { kind: 'detail', write: { action: 'delete', body: { id: 70, itemId: 7 } } },
      {
        kind: 'detail',
        write: {
          action: 'create',
          body: { itemId: 7, dataKeyV2: 'hours', dataValue: 'Mo-Fr 08:00-12:00', dataValueUnit: null },
        },
      },
    ])
  })
})
