import { describe, expectTypeOf, it } from 'vitest'
import type { z } from 'zod'
import * as constants from '../constants.js'
import {
  type BASEMAP_COLUMNS,
  BASEMAP_FLAGS,
  type BasemapItem,
  type BasemapRow,
  type BREAKPOINTS,
  type Branch,
  type Breakpoint,
  decodeBasemap,
  type Event,
  type GEOJSON_TYPE_CODES,
  type GeojsonTypeCode,
  type IdParam,
  type Item,
  type ItemEvent,
  type ItemType,
  type Kiosk,
  type Level,
  MAIN_CATEGORIES,
  type MainCategory,
  type MEDIUM_TYPES,
  type MediumType,
  type MIN_FILL_MS,
  type TextIssue,
  type TextMessages,
  text,
  textMessages,
} from '../index.js'

// What consumers of the contract rely on in its types: the entities' shapes as clients read
// them, the plain values as literal types (so they narrow), and both entry points agreeing.

describe('entity types', () => {
  it('an event is exactly what the API sends', () => {
    expectTypeOf<Event>().toEqualTypeOf<{
      id: number
      itemId: number
      itemNanoId: string
      title: string
      dateBegin: string
      dateEnd: string
      branches: { branchId: number }[]
    }>()
  })

  it('an item carries its kind, position, closure and parts', () => {
    expectTypeOf<Item['type']>().toEqualTypeOf<'place' | 'route' | 'area'>()
    expectTypeOf<Item['nanoId']>().toEqualTypeOf<string>()
    expectTypeOf<Pick<Item, 'lon' | 'lat'>>().toEqualTypeOf<{ lon: number; lat: number }>()
    expectTypeOf<Item['datePermanentlyClosed']>().toEqualTypeOf<string | null>()
    expectTypeOf<Item['isDuplicateOf']>().toEqualTypeOf<string | null>()
    expectTypeOf<Item['events']>().toEqualTypeOf<ItemEvent[]>()
  })

  it('a branch carries its short id, levels, kiosk and framing rule', () => {
    expectTypeOf<Branch['shortId']>().toEqualTypeOf<number>()
    expectTypeOf<Branch['levels']>().toEqualTypeOf<Level[]>()
    expectTypeOf<Branch['kiosk']>().toEqualTypeOf<Kiosk | null>()
    expectTypeOf<Branch['frameAncestors']>().toEqualTypeOf<string[] | null>()
  })

  it('path parameters give numbers', () => {
    expectTypeOf<z.output<typeof IdParam>>().toEqualTypeOf<number>()
    expectTypeOf<IdParam>().toEqualTypeOf<number>()
  })
})

describe('basemap rows', () => {
  it('a row is the positional tuple, decoded into items named by BASEMAP_COLUMNS', () => {
    expectTypeOf<BasemapRow>().toEqualTypeOf<
      [string, string, number, number, ItemType, number | null, string | null, number, number[]]
    >()
    expectTypeOf(decodeBasemap).returns.toEqualTypeOf<BasemapItem[]>()
    expectTypeOf<keyof BasemapItem>().toEqualTypeOf<(typeof BASEMAP_COLUMNS)[number]>()
  })
})

describe('plain values', () => {
  it('are literal types', () => {
    expectTypeOf<typeof MIN_FILL_MS>().toEqualTypeOf<3000>()
    expectTypeOf<typeof BASEMAP_FLAGS.featured>().toEqualTypeOf<128>()
    expectTypeOf<typeof BREAKPOINTS>().toEqualTypeOf<readonly ['xs', 'smAndUp', 'md']>()
    expectTypeOf<(typeof MAIN_CATEGORIES)[0]>().toEqualTypeOf<'Activities'>()
  })

  it('are what the schemas accept', () => {
    expectTypeOf<MainCategory>().toEqualTypeOf<(typeof MAIN_CATEGORIES)[number]>()
    expectTypeOf<Breakpoint>().toEqualTypeOf<(typeof BREAKPOINTS)[number]>()
    expectTypeOf<GeojsonTypeCode>().toEqualTypeOf<(typeof GEOJSON_TYPE_CODES)[number]>()
    expectTypeOf<MediumType>().toEqualTypeOf<(typeof MEDIUM_TYPES)[keyof typeof MEDIUM_TYPES]>()
  })

  it('are the same from `@quo/contract/constants` as from the root', () => {
    expectTypeOf(constants.BASEMAP_FLAGS).toEqualTypeOf(BASEMAP_FLAGS)
    expectTypeOf(constants.MAIN_CATEGORIES).toEqualTypeOf(MAIN_CATEGORIES)
    expectTypeOf<constants.TextMessages>().toEqualTypeOf<TextMessages>()
  })
})

describe('text rules', () => {
  it('have one message per issue, replaceable in part', () => {
    expectTypeOf<TextIssue>().toEqualTypeOf<'control' | 'unicode' | 'markup' | 'scheme'>()
    expectTypeOf(textMessages).parameter(0).toEqualTypeOf<Partial<TextMessages> | undefined>()
    expectTypeOf(textMessages).returns.toEqualTypeOf<TextMessages>()
    expectTypeOf(text(200, { messages: { markup: 'HTML tags are not allowed.' } })).toEqualTypeOf(text(200))
  })

  it('refuse a message for an issue they do not know', () => {
    // @ts-expect-error: no such issue
    text(200, { messages: { tags: 'HTML tags are not allowed.' } })
  })
})
