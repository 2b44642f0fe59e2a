import { z } from 'zod'
import { JSON_DEPTH_LIMIT } from './constants.js'
import { looksLikeMarkup, type TextIssue, type TextMessages, textIssue, textMessages } from './textRules.js'

/**
 * What every schema builder here takes: `messages` in place of some German defaults
 * (`TEXT_MESSAGES`), for schemas whose issues readers of another language see as they are.
 * @example text(200, { messages: { markup: 'HTML tags are not allowed.' } })
 */
export interface TextRuleOptions {
  messages?: Partial<TextMessages>
}

const issue = (key: TextIssue, messages: TextMessages) => ({
  message: messages[key],
  params: { quoText: key },
})

/**
 * Any string a client sends that is stored or looked up as sent (keys, ids, queries,
 * usage metrics): refuses control characters and lone surrogates, nothing else.
 */
export function safeString({ multiline = false, messages }: { multiline?: boolean } & TextRuleOptions = {}) {
  return checkedCharacters(z.string(), multiline, messages)
}

function checkedCharacters<S extends z.ZodType<string>>(
  schema: S,
  multiline: boolean,
  messages: Partial<TextMessages> | undefined,
): S {
  const m = textMessages(messages)
  return schema
    .refine((v) => textIssue(v, { multiline }) !== 'control', issue('control', m))
    .refine((v) => textIssue(v, { multiline }) !== 'unicode', issue('unicode', m))
}

/**
 * Plain text that people type and others read (titles, names, messages, notes, addresses):
 * trimmed, characters checked as in `safeString`, and markup refused rather than stored,
 * so no renderer ever meets a tag in it (every renderer escapes text as well).
 */
export function text(
  max: number,
  { min = 0, multiline = false, messages }: { min?: number; multiline?: boolean } & TextRuleOptions = {},
) {
  return safeString({ multiline, messages })
    .trim()
    .min(min)
    .max(max)
    .refine((v) => !looksLikeMarkup(v), issue('markup', textMessages(messages)))
}

/** A web link: http or https only, characters checked. */
export function httpUrl(max = 2000, { messages }: TextRuleOptions = {}) {
  return checkedCharacters(z.url({ protocol: /^https?$/ }).max(max), false, messages)
}

export function emailAddress(max = 200, { messages }: TextRuleOptions = {}) {
  return checkedCharacters(z.email().max(max), false, messages)
}

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
 * first bad one, and its nesting is at most `JSON_DEPTH_LIMIT`. `messages` and `depthMessage`
 * replace the default messages.
 */
export function checkedDocument<S extends z.ZodType>(
  schema: S,
  {
    messages,
    depthMessage = `nested deeper than ${JSON_DEPTH_LIMIT} levels`,
  }: TextRuleOptions & { depthMessage?: string } = {},
): S {
  const m = textMessages(messages)
  const checked = schema.superRefine((value, ctx) => {
    const bad = findBadJsonString(value)
    if (bad?.issue === 'depth') ctx.addIssue({ code: 'custom', path: bad.path, message: depthMessage })
    else if (bad) ctx.addIssue({ code: 'custom', path: bad.path, ...issue(bad.issue, m) })
  }) as unknown as S
  deeplyChecked.add(checked)
  return checked
}
