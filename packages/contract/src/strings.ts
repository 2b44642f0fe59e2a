import { z } from 'zod'

/**
 * Why a string was refused, in German because visitors' forms show these words as they are.
 * Issues carry `params.quoText` (the key) so a form can tell them from other custom issues.
 */
export const TEXT_MESSAGES = {
  control: 'Steuerzeichen (z. B. Nullbytes) sind nicht erlaubt.',
  unicode: 'Der Text enthält ungültige Unicode-Zeichen.',
  markup: 'HTML-Tags sind nicht erlaubt (ein „<“ direkt vor einem Buchstaben, „/“, „!“ oder „?“).',
  scheme: 'Nur Links mit http:// oder https:// sind erlaubt.',
} as const
export type TextIssue = keyof typeof TEXT_MESSAGES

// PostgreSQL refuses NUL in text and jsonb, and a lone surrogate cannot be encoded as UTF-8:
// both would fail at the database (a 500) unless they are refused here. Other C0 controls
// have no business in typed text either; tab, line feed and carriage return are allowed
// where text may span lines.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
/** In `u` mode a well-formed pair is one code point, so only lone surrogates match. */
const LONE_SURROGATE = /\p{Cs}/u
/** What a browser would parse as the start of a tag, comment or processing instruction. */
const MARKUP = /<[a-z!/?]/i
/** Schemes that run code or smuggle content when a link is followed. */
const SCRIPT_SCHEME = /^(javascript|vbscript|data):/i
/** Browsers skip these anywhere in a URL, so `java\tscript:` still runs. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const URL_IGNORED = /[\s\u0000-\u001f]/g

/** The first character problem of a string, if any; zod-free so any code can use it. */
export function textIssue(value: string, { multiline = false } = {}): TextIssue | undefined {
  if ((multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value)) return 'control'
  if (LONE_SURROGATE.test(value)) return 'unicode'
  return undefined
}

/** True for input a browser would read as markup, e.g. `<img src=x onerror=…>` or `</p>`. */
export function looksLikeMarkup(value: string): boolean {
  return MARKUP.test(value)
}

/** True for `javascript:`, `vbscript:` and `data:` links, however they are cased or padded. */
export function hasScriptScheme(value: string): boolean {
  return SCRIPT_SCHEME.test(value.replace(URL_IGNORED, ''))
}

const issue = (key: TextIssue) => ({ message: TEXT_MESSAGES[key], params: { quoText: key } })

/**
 * Any string a client sends that is stored or looked up as sent (keys, ids, queries,
 * usage metrics): refuses control characters and lone surrogates, nothing else.
 */
export function safeString({ multiline = false } = {}) {
  return z
    .string()
    .refine((v) => textIssue(v, { multiline }) !== 'control', issue('control'))
    .refine((v) => textIssue(v, { multiline }) !== 'unicode', issue('unicode'))
}

/**
 * Plain text that people type and others read (titles, names, messages, notes, addresses):
 * trimmed, characters checked as in `safeString`, and markup refused rather than stored,
 * so no renderer ever meets a tag in it (every renderer escapes text as well).
 */
export function text(max: number, { min = 0, multiline = false } = {}) {
  return safeString({ multiline })
    .trim()
    .min(min)
    .max(max)
    .refine((v) => !looksLikeMarkup(v), issue('markup'))
}

/** A web link: http or https only, characters checked. */
export function httpUrl(max = 2000) {
  return z
    .url({ protocol: /^https?$/ })
    .max(max)
    .refine((v) => textIssue(v) === undefined, issue('control'))
}

export function emailAddress(max = 200) {
  return z
    .email()
    .max(max)
    .refine((v) => textIssue(v) === undefined, issue('control'))
}

/** Path of the first string (a key or a value) in a JSON value with a character problem. */
export function findBadJsonString(
  value: unknown,
): { path: (string | number)[]; issue: TextIssue } | undefined {
  // Iterative, because documents may be megabytes deep in arrays of coordinates.
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }]
  while (stack.length > 0) {
    const { value: node, path } = stack.pop() as (typeof stack)[number]
    if (typeof node === 'string') {
      const found = textIssue(node, { multiline: true })
      if (found) return { path, issue: found }
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) {
        if (typeof node[i] === 'object' || typeof node[i] === 'string')
          stack.push({ value: node[i], path: [...path, i] })
      }
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const found = textIssue(key, { multiline: true })
        if (found) return { path: [...path, key], issue: found }
        stack.push({ value: child, path: [...path, key] })
      }
    }
  }
  return undefined
}

/** Schemas whose strings, however deeply nested, `checkedDocument` checks (for the contract test). */
export const deeplyChecked = new WeakSet<z.ZodType>()

/**
 * A JSON or GeoJSON document as clients send it: every string in it, keys included, is
 * checked like `safeString` (PostgreSQL's jsonb refuses NUL as well), with the path of the
 * first bad one.
 */
export function checkedDocument<S extends z.ZodType>(schema: S): S {
  const checked = schema.superRefine((value, ctx) => {
    const bad = findBadJsonString(value)
    if (bad) ctx.addIssue({ code: 'custom', path: bad.path, ...issue(bad.issue) })
  }) as unknown as S
  deeplyChecked.add(checked)
  return checked
}
