import { toSearchParams } from '@quo/api-client'
import { type Category, DashboardItemsQuery } from '@quo/contract'
import { describe, expect, it } from 'vitest'
import {
  PLACES_PAGE_SIZE,
  PLACES_SEARCH_DEFAULTS,
  parsePlacesSearch,
  toItemsQuery,
} from '../screens/places/search.js'

const category = (id: number, mainCategory: Category['mainCategory']) => ({ id, mainCategory }) as Category

const CATEGORIES = [
  category(1, 'Eating'),
  category(2, 'Eating'),
  category(3, 'Sleeping'),
  category(4, 'Sights'),
]

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
      review: 'soon',
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
    const search = parsePlacesSearch({ q: 'Brücke', page: 2, categories: ['Sleeping'], review: 'upcoming' })
    expect(parsePlacesSearch(JSON.parse(JSON.stringify(search)))).toEqual(search)
  })
})

describe('places search → API query', () => {
  it('asks for page 1, sort 1 and the page size by default', () => {
    const query = toItemsQuery(parsePlacesSearch({}), undefined)
    expect(query).toEqual({ page: 1, pageSize: PLACES_PAGE_SIZE, sort: 1 })
    expect(DashboardItemsQuery.parse(toSearchParams(query ?? {}))).toEqual({
      page: 1,
      pageSize: PLACES_PAGE_SIZE,
      sort: 1,
    })
  })

  it('waits for the categories when main categories are chosen', () => {
    expect(toItemsQuery(parsePlacesSearch({ categories: ['Eating'] }), undefined)).toBeUndefined()
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
    const query = toItemsQuery(search, CATEGORIES)
    expect(DashboardItemsQuery.parse(toSearchParams(query ?? {}))).toEqual({
      q: 'See',
      page: 4,
      pageSize: PLACES_PAGE_SIZE,
      sort: 3,
      categoryIds: [1, 2, 4],
      countryId: 1,
      cityIds: [5, 6],
      tagIds: [9],
      reviewDue: true,
    })
  })

  it('maps the review filter onto the API flag', () => {
    const reviewDue = (review: string) => toItemsQuery(parsePlacesSearch({ review }), [])?.reviewDue
    expect(reviewDue('all')).toBeUndefined()
    expect(reviewDue('overdue')).toBe(true)
    expect(reviewDue('upcoming')).toBe(false)
  })
})
