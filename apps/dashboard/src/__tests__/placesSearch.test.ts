import { toSearchParams } from '@quo/api-client'
import { DashboardItemsQuery } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import {
  clampedPage,
  PLACES_PAGE_SIZE,
  PLACES_SEARCH_DEFAULTS,
  parsePlacesSearch,
  toItemsQuery,
} from '../screens/places/search.js'

const NOW = Date.parse('2025-06-01T12:00:30.500Z')
const IN_30_DAYS = '2025-07-01T12:00:00.000Z'

describe('places search params', () => {
  it('falls back to the defaults: page 1, sort 1, no filters', () => {
    expect(parsePlacesSearch({})).toEqual({ ...PLACES_SEARCH_DEFAULTS, countryId: undefined })
  })

  it('drops invalid values instead of failing', () => {
    const search = parsePlacesSearch({
      q: { nested: true },
      page: -3,
      sort: 9,
      categories: ['Eating', 'Nonsense', 5],
      countryId: 'ch',
      cityIds: [4, 'x', -1, 4, 2.5],
      tagIds: 'a,b',
      review: 'later',
    })
    expect(search).toEqual({
      q: '',
      page: 1,
      sort: 1,
      categories: ['Eating'],
      countryId: undefined,
      cityIds: [4],
      tagIds: [],
      review: 'all',
    })
  })

  it('reads what the router hands over: numbers, JSON arrays and comma lists', () => {
    expect(
      parsePlacesSearch({
        q: 1234,
        page: '3',
        sort: 4,
        categories: 'Eating,Sights',
        countryId: 2,
        cityIds: '7,8',
        tagIds: [11],
        review: 'overdue',
      }),
    ).toEqual({
      q: '1234',
      page: 3,
      sort: 4,
      categories: ['Eating', 'Sights'],
      countryId: 2,
      cityIds: [7, 8],
      tagIds: [11],
      review: 'overdue',
    })
  })

  it('trims the search text and keeps at most 100 characters', () => {
    expect(parsePlacesSearch({ q: `  ${'a'.repeat(150)}  ` }).q).toHaveLength(100)
    expect(parsePlacesSearch({ q: '  Rathaus ' }).q).toBe('Rathaus')
  })

  it('parses its own output to the same value (a shared link shows the same view)', () => {
    const search = parsePlacesSearch({ q: 'Brücke', page: 2, categories: ['Sleeping'], review: 'soon' })
    expect(parsePlacesSearch(JSON.parse(JSON.stringify(search)))).toEqual(search)
  })
})

describe('places search → API query', () => {
  it('asks for page 1, sort 1 and the page size by default', () => {
    const query = toItemsQuery(parsePlacesSearch({}), NOW)
    expect(query).toEqual({ page: 1, pageSize: PLACES_PAGE_SIZE, sort: 1 })
    expect(DashboardItemsQuery.parse(toSearchParams(query ?? {}))).toEqual({
      page: 1,
      pageSize: PLACES_PAGE_SIZE,
      sort: 1,
    })
  })

  it('sends main categories by name, however many sub-categories they have', () => {
    const query = toItemsQuery(parsePlacesSearch({ categories: ['Eating', 'Craft & Produce'] }), NOW)
    expect(query.mainCategories).toEqual(['Eating', 'Craft & Produce'])
    expect(query.categoryIds).toBeUndefined()
    expect(DashboardItemsQuery.parse(toSearchParams(query)).mainCategories).toEqual([
      'Eating',
      'Craft & Produce',
    ])
  })

  it('maps every filter onto a query the API accepts', () => {
    const search = parsePlacesSearch({
      q: 'See',
      page: 4,
      sort: 3,
      categories: ['Eating', 'Sights'],
      countryId: 1,
      cityIds: [5, 6],
      tagIds: [9],
      review: 'overdue',
    })
    const query = toItemsQuery(search, NOW)
    expect(DashboardItemsQuery.parse(toSearchParams(query))).toEqual({
      q: 'See',
      page: 4,
      pageSize: PLACES_PAGE_SIZE,
      sort: 3,
      mainCategories: ['Eating', 'Sights'],
      countryId: 1,
      cityIds: [5, 6],
      tagIds: [9],
      reviewDue: true,
    })
  })

  it.each([
    ['all', undefined, undefined],
    ['overdue', true, undefined],
    ['upcoming', false, undefined],
    // Not overdue yet, due within 30 days of now (to the minute, so the query holds still).
    ['soon', false, IN_30_DAYS],
  ])('maps the review filter %s onto the API flag (%s) and window (%s)', (review, flag, before) => {
    const { reviewDue, reviewDueBefore } = toItemsQuery(parsePlacesSearch({ review }), NOW)
    expect({ reviewDue, reviewDueBefore }).toEqual({ reviewDue: flag, reviewDueBefore: before })
  })

  it('sends "due in 30 days" as a query the API accepts', () => {
    const query = toItemsQuery(parsePlacesSearch({ review: 'soon', sort: 4 }), NOW)
    expect(DashboardItemsQuery.parse(toSearchParams(query))).toMatchObject({
      reviewDue: false,
      reviewDueBefore: IN_30_DAYS,
      sort: 4,
    })
  })
})

describe('places page beyond the last', () => {
  const answer = (pageCount: number, rows: number) => ({ pageCount, items: Array.from({ length: rows }) })

  it.each([
    // An empty page past the end: the last page instead.
    [9, answer(3, 0), 3],
    [2, answer(1, 0), 1],
    // A page in range, a page with rows, and an unanswered page stay.
    [3, answer(3, 10), undefined],
    [1, answer(1, 0), undefined],
    [4, undefined, undefined],
    [5, answer(3, 2), undefined],
  ])('page %s of %o moves to %s', (page, answered, expected) => {
    expect(clampedPage(page, answered)).toBe(expected)
  })
})
