import fc from 'fast-check'

/** The part of JSON Schema the API's OpenAPI document uses. */
export interface JsonSchema {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
}

/** Strings an attacker or a broken client sends: bytes databases refuse, markup, sizes. */
const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u0007\u001b[31m',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  "'; DROP TABLE items; --",
  '" OR 1=1 --',
  `\${7*7}{{7*7}}`,
  '../../etc/passwd',
  '%00%2e%2e%2f',
  '\r\nX-Injected: 1',
  '\u202egnp.exe',
  '\uFEFF',
  '',
  ' ',
  '💩'.repeat(40),
  'A'.repeat(5000),
  'Ω'.repeat(70_000),
  '1e400',
  'NaN',
  '-0',
  'null',
  '__proto__',
]

const HOSTILE_NUMBERS = [
  -1,
  0,
  0.5,
  -0.000001,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  1e-320,
  181,
  -91,
]

/** JSON values of the wrong kind, deep or large. */
const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  [],
  {},
  [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]],
  { constructor: { prototype: { polluted: true } } },
  Array.from({ length: 2000 }, (_, i) => i),
  ...HOSTILE_STRINGS.slice(0, 12),
  ...HOSTILE_NUMBERS.slice(0, 8),
]

const hostileString = fc.constantFrom(...HOSTILE_STRINGS)
const hostileValue = fc.constantFrom(...HOSTILE_VALUES)

export class SchemaArbitraries {
  constructor(private readonly components: Record<string, JsonSchema>) {}

  private resolve(schema: JsonSchema): JsonSchema {
    let s = schema
    for (let hops = 0; s.$ref && hops < 10; hops++) {
      const name = s.$ref.replace('#/components/schemas/', '')
      s = this.components[name] ?? {}
    }
    return s
  }

  /** Values the schema accepts, biased toward small ids so requests meet real records. */
  valid(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
    const s = this.resolve(schema)
    if (s.const !== undefined) return fc.constant(s.const)
    if (s.enum) return fc.constantFrom(...s.enum)
    const variants = s.anyOf ?? s.oneOf
    if (variants?.length) return fc.oneof(...variants.map((v) => this.valid(v, depth + 1)))
    if (s.allOf?.[0]) return this.valid(s.allOf[0], depth + 1)
    const type = Array.isArray(s.type) ? s.type[0] : (s.type ?? (s.properties ? 'object' : undefined))
    switch (type) {
      case 'string':
        return this.validString(s)
      case 'integer':
      case 'number':
        return this.validNumber(s, type === 'integer')
      case 'boolean':
        return fc.boolean()
      case 'null':
        return fc.constant(null)
      case 'array': {
        const min = s.minItems ?? 0
        const max = Math.min(s.maxItems ?? min + 3, min + 3)
        return fc.array(this.valid(s.items ?? {}, depth + 1), {
          minLength: min,
          maxLength: Math.max(min, max),
        })
      }
      case 'object':
        return this.validObject(s, depth)
      default:
        return depth > 2 ? fc.constant({}) : fc.jsonValue({ maxDepth: 2 })
    }
  }

  private validString(s: JsonSchema): fc.Arbitrary<string> {
    const min = s.minLength ?? 0
    const max = Math.min(s.maxLength ?? 40, 40)
    const fits = (v: string) => v.length >= min && v.length <= (s.maxLength ?? Number.POSITIVE_INFINITY)
    if (s.format === 'date-time')
      return fc
        .date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true })
        .map((d) => d.toISOString())
    if (s.format === 'email') return fc.constantFrom('gast@example.li', 'a.b@quo.test', 'x+y@gemeinde.li')
    if (s.format === 'uri') return fc.constantFrom('https://example.li/', 'https://quo.li/bild.jpg')
    if (s.pattern) {
      const matching = fc.stringMatching(new RegExp(s.pattern)).filter(fits)
      return matching
    }
    return fc.string({ minLength: min, maxLength: Math.max(min, max), unit: 'grapheme' }).filter(fits)
  }

  private validNumber(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
    const min =
      s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 1e-9) : (s.minimum ?? -1e6)
    const max =
      s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 1e-9) : (s.maximum ?? 1e6)
    if (!integer) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
    const lo = Math.ceil(min)
    const hi = Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER))
    return fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: lo, max: Math.min(hi, lo + 40) }) },
      { weight: 1, arbitrary: fc.integer({ min: lo, max: Math.min(hi, 2 ** 31 - 1) }) },
    )
  }

  private validObject(s: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
    const props = s.properties ?? {}
    const required = new Set(s.required ?? [])
    const entries = Object.entries(props).map(
      ([key, schema]) => [key, this.valid(schema, depth + 1)] as const,
    )
    return fc.record(Object.fromEntries(entries), {
      requiredKeys: Object.keys(props).filter((k) => required.has(k)),
    }) as fc.Arbitrary<Record<string, unknown>>
  }

  /**
   * Values a careless or hostile client sends for this schema: mostly the right shape with a
   * bad leaf (a hostile string or number, a wrong type), a missing required field or an
   * unknown one, sometimes something of another kind altogether.
   */
  hostile(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
    const s = this.resolve(schema)
    const type = Array.isArray(s.type) ? s.type[0] : (s.type ?? (s.properties ? 'object' : undefined))
    if (type === 'object' && s.properties && depth < 4) {
      const keys = Object.keys(s.properties)
      return fc
        .tuple(
          this.validObject(s, depth),
          fc.constantFrom(...keys, '__unknown__'),
          fc.oneof(hostileString, hostileValue, fc.constant(undefined)),
        )
        .chain(([base, key, bad]) => {
          const target = s.properties?.[key]
          const value =
            target && bad !== undefined
              ? fc.oneof(fc.constant(bad), this.hostile(target, depth + 1))
              : fc.constant(bad)
          return value.map((v) => {
            const out: Record<string, unknown> = { ...base }
            if (v === undefined) delete out[key]
            else out[key] = v
            return out
          })
        })
    }
    if (type === 'array' && s.items && depth < 4) {
      return fc.oneof(
        fc.array(this.hostile(s.items, depth + 1), { minLength: 1, maxLength: 3 }),
        fc.constant(Array.from({ length: (s.maxItems ?? 50) + 1 }, () => ({}))),
        hostileValue,
      )
    }
    if (type === 'string') return fc.oneof(hostileString, hostileValue)
    if (type === 'integer' || type === 'number')
      return fc.oneof(fc.constantFrom(...HOSTILE_NUMBERS), hostileString)
    return hostileValue
  }

  /** A path or query value: as the schema wants it, or something hostile, URL-encoded by the caller. */
  parameter(schema: JsonSchema): fc.Arbitrary<string> {
    return fc.oneof(
      { weight: 3, arbitrary: this.valid(schema).map((v) => String(v)) },
      {
        weight: 1,
        arbitrary: fc.oneof(
          hostileString.filter((v) => v.length < 3000),
          fc.constantFrom('-1', '0', '1.5', '99999999999', 'abc', '%', 'x'.repeat(250)),
        ),
      },
    )
  }
}
