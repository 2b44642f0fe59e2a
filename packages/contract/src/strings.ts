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

/**
 * How deeply a JSON body or document may nest (objects and arrays, the outermost counting as
 * one). GeoJSON needs about ten levels and nothing the product stores comes near this; what is
 * deeper only serves to exhaust a parser or a recursive walk, so the API refuses it with 400
 * before any walk.
 */
export const JSON_DEPTH_LIMIT = 64

/** A walked node's place: its parent's and its own key, so no path is copied until one is reported. */
interface PathLink {
  parent: PathLink | undefined
  key: string | number
}

function pathOf(link: PathLink | undefined): (string | number)[] {
  const path: (string | number)[] = []
  for (let l = link; l; l = l.parent) path.push(l.key)
  return path.reverse()
}

export type JsonProblem =
  | { path: (string | number)[]; issue: TextIssue }
  | { path: (string | number)[]; issue: 'depth' }

/**
 * The first problem of a JSON value: a string (a key or a value) with a character problem, or
 * nesting deeper than `JSON_DEPTH_LIMIT`. Iterative and linear in the value's size, because
 * documents may be megabytes of coordinates.
 */
export function findBadJsonString(value: unknown): JsonProblem | undefined {
  const stack: { value: unknown; at: PathLink | undefined; depth: number }[] = [
    { value, at: undefined, depth: 0 },
  ]
  while (stack.length > 0) {
    const { value: node, at, depth } = stack.pop() as (typeof stack)[number]
    if (typeof node === 'string') {
      const found = textIssue(node, { multiline: true })
      if (found) return { path: pathOf(at), issue: found }
      continue
    }
    if (node === null || typeof node !== 'object') continue
    if (depth >= JSON_DEPTH_LIMIT) return { path: pathOf(at), issue: 'depth' }
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) {
        if (typeof node[i] === 'object' || typeof node[i] === 'string')
          stack.push({ value: node[i], at: { parent: at, key: i }, depth: depth + 1 })
      }
    } else {
      for (const [key, child] of Object.entries(node)) {
        const link = { parent: at, key }
        const found = textIssue(key, { multiline: true })
        if (found) return { path: pathOf(link), issue: found }
        stack.push({ value: child, at: link, depth: depth + 1 })
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
 * first bad one, and its nesting is at most `JSON_DEPTH_LIMIT`.
 */
export function checkedDocument<S extends z.ZodType>(schema: S): S {
  const checked = schema.superRefine((value, ctx) => {
    const bad = findBadJsonString(value)
    if (bad?.issue === 'depth')
      ctx.addIssue({
        code: 'custom',
        path: bad.path,
        message: `nested deeper than ${JSON_DEPTH_LIMIT} levels`,
      })
    else if (bad) ctx.addIssue({ code: 'custom', path: bad.path, ...issue(bad.issue) })
  }) as unknown as S
  deeplyChecked.add(checked)
  return checked
}
