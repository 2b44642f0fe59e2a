/**
 * JSON Schema's `pattern` is a bare ECMA-262 source with no place for flags, and the zod
 * conversion writes `regex.source`: `/^#[0-9a-f]{6}$/i` would be documented as refusing
 * `#E4572E`, which the server sends and accepts. So every schema writes its patterns without a
 * flag that changes what they match (`[0-9a-fA-F]`, not `/i`), and the document is not built
 * while one does.
 */
const MEANINGFUL_FLAGS = /[ims]/

interface ZodLike {
  _zod: { def: Record<string, unknown>; bag?: { patterns?: Set<RegExp> } }
}

const isZod = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value

const isPlain = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null)

/** Collects the regexes of zod schemas and refuses those whose flags a document would lose. */
export class PatternFlags {
  private readonly flagged = new Set<string>()
  private readonly seen = new WeakSet<object>()

  /** Every regex a zod schema checks, at any depth (object shapes, unions, pipes, lazies …). */
  collect(value: unknown): void {
    if (value instanceof RegExp) {
      if (MEANINGFUL_FLAGS.test(value.flags)) this.flagged.add(String(value))
      return
    }
    if (typeof value !== 'object' || value === null || this.seen.has(value)) return
    this.seen.add(value)
    if (Array.isArray(value) || value instanceof Set) {
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

  /** Throws, naming them, when a collected pattern carries a flag its documented form would lose. */
  assertNone(): void {
    if (this.flagged.size)
      throw new Error(
        `Patterns with flags cannot be documented as they match: ${[...this.flagged].join(', ')}; write them without (e.g. [a-fA-F] for /i)`,
      )
  }
}
