import type { OpenApiDocument } from './document.js'

/**
 * JSON Schema's `pattern` is a bare ECMA-262 source: it has no place for flags, and the zod
 * conversion writes `regex.source`, so `/^#[0-9a-f]{6}$/i` would be documented as refusing
 * `#E4572E`, which the server sends and accepts. The flags that change what matches are
 * written into the source instead; one the source cannot carry (`m`) stops the document.
 */
export function flaglessSource(regex: RegExp): string {
  if (regex.flags.includes('m'))
    throw new Error(`/${regex.source}/${regex.flags}: the m flag has no flagless form for the document`)
  let source = regex.source
  if (regex.flags.includes('i')) source = caseless(source)
  if (regex.flags.includes('s')) source = rewrite(source, { dot: '[\\s\\S]' })
  return source
}

const caseless = (source: string) => rewrite(source, { letters: true })

/** Both cases of a letter, or the letter alone when it has no other case. */
function bothCases(c: string): string {
  const lower = c.toLowerCase()
  const upper = c.toUpperCase()
  return lower === upper || lower.length !== 1 || upper.length !== 1 ? c : `${lower}${upper}`
}

const isCased = (c: string) => bothCases(c).length === 2

/** An escape (`\d`, `\u00e4`, `\p{L}`, `\k<name>`, `\cJ` …): its letters are not literals. */
const ESCAPE =
  /^\\(?:u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[pP]\{[^}]*\}|k<[^>]*>|c[A-Za-z]|[\s\S])/
/** The other case of a letter written as a code escape (`\x41`, `\u0041`, `\u{41}`), if any. */
function escapedLetter(code: string): string | undefined {
  const hex = /^\\(?:x|u\{?)([0-9a-fA-F]+)\}?$/.exec(code)?.[1]
  if (!hex) return undefined
  const c = String.fromCodePoint(Number.parseInt(hex, 16))
  const both = bothCases(c)
  return both.length === 2 ? both.replace(c, '') : undefined
}

/** One end of a class range: a literal character, escaped or not. */
const END = String.raw`(\\x[0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}|\\u\{[0-9a-fA-F]+\}|\\[^A-Za-z0-9]|[^\\\]])`
const CLASS_RANGE = new RegExp(`^${END}-${END}`)

const codeOf = (end: string) => {
  const hex = /^\\(?:x|u\{?)([0-9a-fA-F]+)\}?$/.exec(end)?.[1]
  return hex ? Number.parseInt(hex, 16) : (end.replace(/^\\/, '').codePointAt(0) ?? 0)
}

/**
 * What a class range gains under the i flag: the other case of each letter in it, as the
 * same range in the other case for ASCII letters (`a-f` → `A-F`), else letter by letter.
 */
function otherCasesOf(from: string, to: string): string {
  const [lo, hi] = [codeOf(from), codeOf(to)]
  if (/^[a-z]$/.test(from) && /^[a-z]$/.test(to)) return `${from.toUpperCase()}-${to.toUpperCase()}`
  if (/^[A-Z]$/.test(from) && /^[A-Z]$/.test(to)) return `${from.toLowerCase()}-${to.toLowerCase()}`
  if (hi - lo > 0x3000) throw new Error(`[${from}-${to}]: too wide a range to write out its other case`)
  let extra = ''
  for (let code = lo; code <= hi; code++) {
    const c = String.fromCodePoint(code)
    for (const other of bothCases(c).replace(c, '')) {
      const at = other.codePointAt(0) ?? 0
      if ((at < lo || at > hi) && at <= 0xffff) extra += `\\u${at.toString(16).padStart(4, '0')}`
    }
  }
  return extra
}

/** A group's opening whose letters are a name, not literals: `(?<name>`. */
const NAMED_GROUP = /^\(\?<[A-Za-z_$][\w$]*>/

/**
 * Copies a regex source, giving every cased letter literal its other case (`letters`) or
 * replacing `.` outside classes (`dot`). Escapes, group names and class ranges stay intact;
 * a letter range in a class gets the other case's range beside it.
 */
function rewrite(source: string, { letters = false, dot }: { letters?: boolean; dot?: string }): string {
  let out = ''
  let inClass = false
  for (let i = 0; i < source.length; i++) {
    const rest = source.slice(i)
    const c = source[i] as string
    const escaped = c === '\\' ? ESCAPE.exec(rest) : null
    const skip = escaped ?? (!inClass && c === '(' ? NAMED_GROUP.exec(rest) : null)
    const range = inClass && letters ? CLASS_RANGE.exec(rest) : null
    const literal = letters && escaped && !range ? escapedLetter(escaped[0]) : undefined
    if (range?.[1] && range[2]) {
      out += `${range[0]}${otherCasesOf(range[1], range[2])}`
      i += range[0].length - 1
    } else if (literal) {
      // `\u0041` is a literal `A`: under the flag it matches `a` too.
      out += inClass ? `${escaped?.[0]}${literal}` : `[${escaped?.[0]}${literal}]`
      i += (escaped?.[0].length ?? 1) - 1
    } else if (skip) {
      if (letters && /^\\[pP]\{/.test(skip[0]))
        throw new Error(`${skip[0]}: a property class under the i flag has no flagless form`)
      out += skip[0]
      i += skip[0].length - 1
    } else if (inClass) {
      if (c === ']') {
        inClass = false
        out += c
      } else {
        out += letters ? bothCases(c) : c
      }
    } else if (c === '[') {
      inClass = true
      out += c
    } else if (letters && isCased(c)) {
      out += `[${bothCases(c)}]`
    } else if (dot && c === '.') {
      out += dot
    } else {
      out += c
    }
  }
  return out
}

interface ZodLike {
  _zod: { def: Record<string, unknown>; bag?: { patterns?: Set<RegExp> } }
}

const isZod = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)

/**
 * The regexes of zod schemas, by source, with the flags each source was written with; then
 * every `pattern` of the document whose source carried flags is replaced by its flagless form.
 */
export class PatternFlags {
  private readonly flags = new Map<string, Set<string>>()
  private readonly seen = new WeakSet<object>()

  /** Every regex a zod schema checks, at any depth (object shapes, unions, pipes, lazies …). */
  collect(value: unknown): void {
    if (value instanceof RegExp) {
      const flags = value.flags.replace(/[gyd]/g, '')
      const set = this.flags.get(value.source) ?? new Set<string>()
      set.add(flags)
      this.flags.set(value.source, set)
      return
    }
    if (typeof value !== 'object' || value === null || this.seen.has(value)) return
    this.seen.add(value)
    if (Array.isArray(value)) {
      for (const v of value) this.collect(v)
    } else if (value instanceof Set) {
      for (const v of value) this.collect(v)
    } else if (isZod(value)) {
      const { def, bag } = value._zod
      this.collect(bag?.patterns)
      for (const [key, v] of Object.entries(def)) {
        if (key === 'getter' && typeof v === 'function') this.collect(v())
        else this.collect(v)
      }
    } else if (isPlain(value)) {
      for (const v of Object.values(value)) this.collect(v)
    }
  }

  private flagless(source: string): string {
    const flags = [...(this.flags.get(source) ?? [])]
    if (flags.length > 1)
      throw new Error(
        `/${source}/ is used with different flags (${flags.join(', ')}); one document cannot say both`,
      )
    const [only] = flags
    return only ? flaglessSource(new RegExp(source, only)) : source
  }

  apply(doc: OpenApiDocument): void {
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) {
        for (const v of node) visit(v)
        return
      }
      if (typeof node !== 'object' || node === null) return
      const record = node as Record<string, unknown>
      if (typeof record.pattern === 'string') record.pattern = this.flagless(record.pattern)
      if (isPlain(record.patternProperties)) {
        record.patternProperties = Object.fromEntries(
          Object.entries(record.patternProperties).map(([key, v]) => [this.flagless(key), v]),
        )
      }
      for (const [key, v] of Object.entries(record)) {
        // An example's or enum's `pattern` property is data, not a keyword.
        if (key !== 'examples' && key !== 'example' && key !== 'enum' && key !== 'const') visit(v)
      }
    }
    visit(doc.paths)
    visit(doc.components)
  }
}
