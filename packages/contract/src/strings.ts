import { z } from 'zod'
import { looksLikeMarkup, TEXT_MESSAGES, type TextIssue, textIssue } from './textRules.js'

const issue = (key: TextIssue) => ({ message: TEXT_MESSAGES[key], params: { quoText: key } })

/**
 * Any string a client sends that is stored or looked up as sent (keys, ids, queries,
 * usage metrics): refuses control characters and lone surrogates, nothing else.
 */
export function safeString({ multiline = false } = {}) {
  return checkedCharacters(z.string(), multiline)
}

function checkedCharacters<S extends z.ZodType<string>>(schema: S, multiline = false): S {
  return schema
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
  return checkedCharacters(z.url({ protocol: /^https?$/ }).max(max))
}

export function emailAddress(max = 200) {
  return checkedCharacters(z.email().max(max))
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
