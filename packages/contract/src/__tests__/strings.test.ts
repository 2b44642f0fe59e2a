import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as contract from '../index.js'
import {
  ChangeRequestInput,
  ContestParticipationInput,
  checkedDocument,
  emailAddress,
  GeojsonInput,
  httpUrl,
  ItemCreateInput,
  JSON_DEPTH_LIMIT,
  JsonInput,
  MentionInput,
  MetricInput,
  ReviewCreateInput,
  safeString,
  TEXT_MESSAGES,
  text,
  textIssue,
  textMessages,
} from '../index.js'
import { deeplyChecked } from '../strings.js'

const HOSTILE = {
  nul: 'Vaduz\u0000Rathaus',
  bell: 'Vaduz\u0007Rathaus',
  loneHigh: 'Vaduz\ud800Rathaus',
  loneLow: 'Vaduz\udc00Rathaus',
  trailingHigh: 'Vaduz Rathaus\ud83d',
}
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? []

type Def = { type: string; [key: string]: unknown }
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def

/** Every string leaf of a schema, with its path, skipping documents that are checked as a whole. */
function stringLeaves(schema: z.ZodType, path = '', seen = new Set<unknown>()): [string, z.ZodType][] {
  if (seen.has(schema) || deeplyChecked.has(schema)) return []
  seen.add(schema)
  const def = defOf(schema)
  const walk = (child: unknown, at: string) => stringLeaves(child as z.ZodType, at, seen)
  switch (def.type) {
    case 'string':
      return [[path || '(root)', schema]]
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([k, v]) => walk(v, `${path}.${k}`))
    case 'array':
      return walk(def.element, `${path}[]`)
    case 'union':
      return (def.options as unknown[]).flatMap((o, i) => walk(o, `${path}|${i}`))
    case 'pipe':
      return [...walk(def.in, path), ...walk(def.out, path)]
    case 'record':
      return [...walk(def.keyType, `${path}{key}`), ...walk(def.valueType, `${path}{}`)]
    case 'tuple':
      return [
        ...(def.items as unknown[]).flatMap((t, i) => walk(t, `${path}[${i}]`)),
        ...(def.rest ? walk(def.rest, `${path}[…]`) : []),
      ]
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return walk(def.innerType, path)
    case 'unknown':
    case 'any':
      // Free-form values must sit inside a deeply checked document.
      return [[`${path} (unchecked free-form value)`, schema]]
    default:
      return []
  }
}

const inputSchemas = Object.entries(contract).filter(
  ([name, value]) =>
    /(Input|Query)$/.test(name) && typeof value === 'object' && value !== null && '_zod' in value,
) as [string, z.ZodType][]

describe('every input schema', () => {
  it('is found by name', () => {
    expect(inputSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['ChangeRequestInput', 'MetricInput', 'ItemCreateInput', 'DashboardItemsQuery']),
    )
    expect(inputSchemas.length).toBeGreaterThan(25)
  })

  it('would notice a field that forgot the check', () => {
    const leaves = stringLeaves(z.object({ a: z.string(), b: z.record(z.string(), z.unknown()) }))
    expect(leaves.map(([path]) => path)).toEqual(['.a', '.b{key}', '.b{} (unchecked free-form value)'])
    expect(leaves[0]?.[1].safeParse(HOSTILE.nul).success).toBe(true)
  })

  it.each(inputSchemas)(
    '%s refuses NUL, control characters and lone surrogates in every string',
    (_, schema) => {
      for (const [path, leaf] of stringLeaves(schema)) {
        for (const [kind, value] of Object.entries(HOSTILE)) {
          const result = leaf.safeParse(value)
          // A leaf with a format of its own (ids, e-mails, dates) refuses them by its format.
          const refused =
            !result.success &&
            result.error.issues.some(
              (i) =>
                i.message === TEXT_MESSAGES.control ||
                i.message === TEXT_MESSAGES.unicode ||
                i.code === 'invalid_format',
            )
          expect(refused, `${path} accepts ${kind}`).toBe(true)
        }
      }
    },
  )
})

describe('text', () => {
  it('finds control characters and lone surrogates but not pairs, tabs or line breaks where allowed', () => {
    expect(textIssue('Café 😀 Vaduz')).toBeUndefined()
    expect(textIssue('a\u0000b')).toBe('control')
    expect(textIssue('a\u007fb')).toBe('control')
    expect(textIssue('Zeile 1\nZeile 2')).toBe('control')
    expect(textIssue('Zeile 1\r\n\tZeile 2', { multiline: true })).toBeUndefined()
    expect(textIssue('a\u0000b', { multiline: true })).toBe('control')
    expect(textIssue('\ud800')).toBe('unicode')
    expect(textIssue('x\udfff')).toBe('unicode')
  })

  it('refuses markup a browser would parse, keeps comparisons and arrows', () => {
    const title = text(200, { min: 1 })
    for (const value of [
      '<img src=x onerror=alert(1)>',
      'a</p>',
      '<!-- x -->',
      '<?xml ?>',
      '<svg/onload=1>',
    ]) {
      expect(messages(title.safeParse(value)), value).toContain(TEXT_MESSAGES.markup)
    }
    for (const value of ['3 < 4', 'Preis <5 CHF', '<3 Vaduz', 'A -> B', 'Fish & Chips "Adler"']) {
      expect(title.safeParse(value).success, value).toBe(true)
    }
  })

  it('trims before counting', () => {
    expect(text(5, { min: 1 }).parse('  Adler  ')).toBe('Adler')
    expect(text(5, { min: 1 }).safeParse('   ').success).toBe(false)
  })

  it("takes other messages, German for those left out, the issue's key either way", () => {
    const english = { markup: 'HTML tags are not allowed.', control: 'No control characters.' }
    const issues = (result: { error?: { issues: { message: string; params?: unknown }[] } }) =>
      result.error?.issues.map((i) => [i.message, (i as { params?: { quoText?: string } }).params?.quoText])
    expect(issues(text(200, { messages: english }).safeParse('<b>x'))).toEqual([[english.markup, 'markup']])
    expect(issues(safeString({ messages: english }).safeParse('a\u0000b'))).toEqual([
      [english.control, 'control'],
    ])
    expect(issues(safeString({ messages: english }).safeParse('a\ud800'))).toEqual([
      [TEXT_MESSAGES.unicode, 'unicode'],
    ])
    expect(issues(httpUrl(2000, { messages: english }).safeParse('https://a.li/\u0000'))).toContainEqual([
      english.control,
      'control',
    ])
    expect(issues(emailAddress(200, { messages: english }).safeParse('a\u0000@b.li'))).toContainEqual([
      english.control,
      'control',
    ])
    expect(textMessages({ markup: english.markup })).toEqual({ ...TEXT_MESSAGES, markup: english.markup })
    expect(textMessages()).toEqual(TEXT_MESSAGES)
  })
})

describe('write payloads', () => {
  it('refuse hostile text with a German message at the field', () => {
    const result = ChangeRequestInput.safeParse({
      kind: 'change',
      fillMs: 5000,
      searchShortcutId: 1,
      title: '<img src=x onerror=alert(1)>',
      message: 'Hallo\u0000',
      name: 'Eva\ud800',
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual(
      expect.arrayContaining([
        ['title', TEXT_MESSAGES.markup],
        ['message', TEXT_MESSAGES.control],
        ['name', TEXT_MESSAGES.unicode],
      ]),
    )
  })

  it('keep multi-line text where it is expected', () => {
    expect(
      ContestParticipationInput.safeParse({
        contestId: 1,
        name: 'Eva',
        email: 'eva@example.li',
        answer: 'Erste Zeile\nZweite Zeile',
        fillMs: 5000,
      }).success,
    ).toBe(true)
    expect(
      ReviewCreateInput.safeParse({ itemId: 1, dateDue: '2030-01-01T00:00:00Z', note: 'a\nb' }).success,
    ).toBe(true)
    expect(ItemCreateInput.safeParse({ title: 'a\nb', lon: 9.5, lat: 47.1 }).success).toBe(false)
  })

  it('refuse script links', () => {
    expect(MentionInput.safeParse({ itemId: 1, title: 'Bericht', url: 'javascript:alert(1)' }).success).toBe(
      false,
    )
  })

  it('refuse NUL in every metric string', () => {
    const fields = ['session_id', 'route_full_path', 'metricValue', 'quo_version', 'referrer', 'user_agent']
    for (const field of fields) {
      const result = MetricInput.safeParse({
        metric_key: 'page_view',
        session_id: 'abcdefgh12',
        [field]: 'a\u0000b',
      })
      expect(messages(result), field).toContain(TEXT_MESSAGES.control)
    }
  })

  it('refuse NUL and lone surrogates anywhere in JSON and GeoJSON documents, keys included', () => {
    const geojson = {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [9.5, 47.1] },
      properties: { name: 'Halle', nested: [{ label: 'Stand\u0000 3' }] },
    }
    const bad = GeojsonInput.safeParse({ geojson, geojsonType: 1 })
    expect(bad.error?.issues).toEqual([
      expect.objectContaining({
        path: ['geojson', 'properties', 'nested', 0, 'label'],
        message: TEXT_MESSAGES.control,
      }),
    ])
    expect(JsonInput.safeParse({ json: { 'k\ud800': 1 } }).success).toBe(false)
    expect(JsonInput.safeParse({ json: [['ok', { deep: ['x\udc00'] }]] }).success).toBe(false)
    expect(
      JsonInput.safeParse({ json: { lifts: [{ name: 'Sareis', open: true, note: 'a\nb' }] } }).success,
    ).toBe(true)
  })

  it('refuse documents nested deeper than the limit, and walk deep ones in linear time', () => {
    const nest = (depth: number): unknown => {
      let value: unknown = ['x']
      for (let i = 1; i < depth; i++) value = [value]
      return value
    }
    expect(JsonInput.safeParse({ json: nest(JSON_DEPTH_LIMIT) }).success).toBe(true)
    const deep = JsonInput.safeParse({ json: nest(JSON_DEPTH_LIMIT + 1) })
    expect(deep.error?.issues).toEqual([
      expect.objectContaining({
        path: ['json', ...Array.from({ length: JSON_DEPTH_LIMIT }, () => 0)],
        message: `nested deeper than ${JSON_DEPTH_LIMIT} levels`,
      }),
    ])
    const worded = checkedDocument(z.unknown(), {
      messages: { control: 'No control characters.' },
      depthMessage: 'Too deep.',
    })
    expect(worded.safeParse(nest(JSON_DEPTH_LIMIT + 1)).error?.issues[0]?.message).toBe('Too deep.')
    expect(worded.safeParse({ a: 'x\u0000' }).error?.issues[0]?.message).toBe('No control characters.')
    // Copying the path at every level made this quadratic: seconds at 30,000 levels. The bound is
    // far above a loaded machine's time (the suites run side by side).
    const start = performance.now()
    expect(JsonInput.safeParse({ json: nest(30_000) }).success).toBe(false)
    expect(performance.now() - start).toBeLessThan(1_000)
  })
})
